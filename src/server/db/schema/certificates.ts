import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { TRACK_SLUGS } from '@/shared/constants';
import { assessmentAttempts } from './learning';
import { oneOf } from './checks';
import { users } from './users';

/**
 * One certificate per person and track, issued when she passes the track's assessment. Its id is
 * random and unguessable: it is the verification link. A better retake raises the score on the
 * same certificate, so a link she has shared keeps working.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    track: text('track', { enum: TRACK_SLUGS }).notNull(),
    score: integer('score').notNull(),
    attemptId: integer('attempt_id').references(() => assessmentAttempts.id, {
      onDelete: 'set null',
    }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when she hides it: the public page then says it was withdrawn, without her name. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('certificates_user_track_key').on(t.userId, t.track),
    oneOf('certificates_track_check', t.track, TRACK_SLUGS),
    check('certificates_score_check', sql`${t.score} between 0 and 100`),
  ],
);
