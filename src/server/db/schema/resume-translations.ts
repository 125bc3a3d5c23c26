import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { TRACK_SLUGS } from '@/shared/constants';
import type {
  TranslationItem,
  TranslationJob,
  TranslationSkills,
} from '@/shared/contracts/resume-translator';
import { oneOf } from './checks';
import { users } from './users';

/** One item as stored: the API's item without what is derived (suggestion, edited). */
export type StoredTranslationItem = Omit<TranslationItem, 'suggestion' | 'edited'> & {
  /** Her own wording, when she edited the rewrite. */
  editedText: string | null;
};

/** What her summary and skill items are rebuilt from whenever her decisions change. */
export interface StoredReviewBasis {
  /** Her resume's text when the translation was built: summary sentences are checked against it. */
  text: string;
  extractedRole: string | null;
  /** Each experience line and listed skill, with the competencies it shows (leading first). */
  readings: {
    jobId: string;
    line: string;
    entries: { competency: string; opener: boolean }[];
  }[];
}

/** What the tailored resume is rebuilt from, read from her resume when the translation was built. */
export interface StoredTranslationLayout {
  contact: string[];
  name: string | null;
  jobs: TranslationJob[];
  education: string[];
  certifications: string[];
  other: { heading: string; lines: string[] }[];
  /** Absent in a translation built before summaries and skills were reviewable: it is stale. */
  review?: StoredReviewBasis;
}

/**
 * Her resume translated for one role (track): one row per person and track, rebuilt when she
 * asks after a new upload. Her decisions live on the items, so a rebuild can keep them for the
 * lines she did not change. `resume_sha256` names the upload it was built from.
 */
export const resumeTranslations = pgTable(
  'resume_translations',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    track: text('track', { enum: TRACK_SLUGS }).notNull(),
    resumeSha256: text('resume_sha256').notNull(),
    layout: jsonb('layout').$type<StoredTranslationLayout>().notNull(),
    items: jsonb('items').$type<StoredTranslationItem[]>().notNull(),
    summary: text('summary').notNull(),
    skills: jsonb('skills').$type<TranslationSkills>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.track] }),
    oneOf('resume_translations_track_check', t.track, TRACK_SLUGS),
    check('resume_translations_items_array', sql`jsonb_typeof(${t.items}) = 'array'`),
  ],
);
