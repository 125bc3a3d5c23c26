import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { TRACK_SLUGS } from '@/shared/constants';
import type { AnswerCheck } from '@/shared/contracts/interview';
import { oneOf } from './checks';
import { users } from './users';

const ANSWER_SOURCES = ['typed', 'speech'] as const;
const STRONGER_SOURCES = ['rules', 'model'] as const;

/**
 * One answer she gave in the Interview Studio (issue 28), with the feedback it got then, so a
 * second attempt is compared with the first as she saw it (the checks may change later). The
 * question id is the bank's (content/interview/), unique across roles.
 */
export const interviewAnswers = pgTable(
  'interview_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    track: text('track', { enum: TRACK_SLUGS }).notNull(),
    questionId: text('question_id').notNull(),
    text: text('text').notNull(),
    seconds: integer('seconds'),
    source: text('source', { enum: ANSWER_SOURCES }).notNull(),
    checks: jsonb('checks').$type<AnswerCheck[]>().notNull(),
    landed: jsonb('landed').$type<string[]>().notNull(),
    sharpen: jsonb('sharpen').$type<string[]>().notNull(),
    stronger: text('stronger').notNull(),
    /** Who wrote the stronger version: the rules, or the optional model (after the fact guard). */
    strongerSource: text('stronger_source', { enum: STRONGER_SOURCES }).notNull().default('rules'),
    /** A follow-up question the optional model suggested; null without a model. */
    followUp: text('follow_up'),
    suggestedStoryId: uuid('suggested_story_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('interview_answers_user_question_idx').on(t.userId, t.questionId, t.createdAt),
    oneOf('interview_answers_track_check', t.track, TRACK_SLUGS),
    oneOf('interview_answers_source_check', t.source, ANSWER_SOURCES),
    oneOf('interview_answers_stronger_source_check', t.strongerSource, STRONGER_SOURCES),
  ],
);

/** Her STAR stories: the 5-12 she tells in interviews, each with the competencies it shows. */
export const interviewStories = pgTable(
  'interview_stories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    situation: text('situation').notNull(),
    task: text('task').notNull(),
    action: text('action').notNull(),
    result: text('result').notNull(),
    reflection: text('reflection').notNull().default(''),
    competencies: text('competencies').array().notNull().default([]),
    /** Facts she confirmed are hers although her evidence bank does not hold them. */
    ownFacts: text('own_facts').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('interview_stories_user_idx').on(t.userId, t.createdAt)],
);
