import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { COVER_LETTER_LENGTHS, type LetterParagraph } from '@/shared/contracts/cover-letters';
import { applications } from './applications';
import { oneOf } from './checks';
import { users } from './users';

/**
 * Her cover letter for one application (issue 29): its sentences with the evidence each rests on
 * and the fact guard's flags. `reference` is what the guard checks her edits against: the posting
 * and her evidence as they were when the letter was built, so an edit is judged by what the letter
 * was written from. Deleted with the application and with her account.
 */
export const coverLetters = pgTable(
  'cover_letters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    length: text('length', { enum: COVER_LETTER_LENGTHS }).notNull(),
    paragraphs: jsonb('paragraphs').$type<LetterParagraph[]>().notNull(),
    /** Facts she confirmed are hers although her evidence does not hold them. */
    ownFacts: text('own_facts').array().notNull().default([]),
    /** The posting's text she pasted for a job found elsewhere (null for a feed job). */
    pastedDescription: text('pasted_description'),
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cover_letters_application_idx').on(t.applicationId),
    oneOf('cover_letters_length_check', t.length, COVER_LETTER_LENGTHS),
    check('cover_letters_paragraphs_array', sql`jsonb_typeof(${t.paragraphs}) = 'array'`),
  ],
);
