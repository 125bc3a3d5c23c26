import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { TRACK_SLUGS } from '@/shared/constants';
import type { AnswerCheck } from '@/shared/contracts/interview';
import { ROLEPLAY_OUTCOMES, type RoleplayPlayedTurn } from '@/shared/contracts/interview-roleplay';
import { oneOf } from './checks';
import { users } from './users';

/**
 * One roleplay she played to its end (issue 28, item 5): the path she took, in her words, and the
 * feedback it got then, so a later attempt is compared with the earlier one as she saw it. The
 * roleplay id is the content's (content/interview/roleplays/).
 */
export const interviewRoleplayAttempts = pgTable(
  'interview_roleplay_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    track: text('track', { enum: TRACK_SLUGS }).notNull(),
    roleplayId: text('roleplay_id').notNull(),
    turns: jsonb('turns').$type<RoleplayPlayedTurn[]>().notNull(),
    endingId: text('ending_id').notNull(),
    outcome: text('outcome', { enum: ROLEPLAY_OUTCOMES }).notNull(),
    checks: jsonb('checks').$type<AnswerCheck[]>().notNull(),
    landed: jsonb('landed').$type<string[]>().notNull(),
    sharpen: jsonb('sharpen').$type<string[]>().notNull(),
    stronger: text('stronger').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('interview_roleplay_attempts_user_idx').on(t.userId, t.roleplayId, t.createdAt),
    oneOf('interview_roleplay_attempts_track_check', t.track, TRACK_SLUGS),
    oneOf('interview_roleplay_attempts_outcome_check', t.outcome, ROLEPLAY_OUTCOMES),
  ],
);
