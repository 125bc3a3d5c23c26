import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './checks';
import { users } from './users';

/** 'have': "I have done this: here is where"; 'have-not': "I have not done this". */
export const EVIDENCE_STANCES = ['have', 'have-not'] as const;

/**
 * What she says about one skill when our verdict on it is wrong (issue 34): she has done it, and
 * where, or she has not. One statement per skill; it overrides the verdict her resume gave, on
 * every screen that reads the verdicts.
 */
export const evidenceStatements = pgTable(
  'evidence_statements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A competency id of the analysis ("ld.design"). */
    competencyId: text('competency_id').notNull(),
    stance: text('stance', { enum: EVIDENCE_STANCES }).notNull(),
    /** Where she did it, in her words; required for 'have'. */
    text: text('text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('evidence_statements_user_competency_key').on(t.userId, t.competencyId),
    oneOf('evidence_statements_stance_check', t.stance, EVIDENCE_STANCES),
    check(
      'evidence_statements_text_check',
      sql`(${t.stance} = 'have-not' or ${t.text} is not null) and char_length(coalesce(${t.text}, '')) <= 400`,
    ),
  ],
);
