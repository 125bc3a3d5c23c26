import {
  bigint,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { APPLICATION_STAGES } from '@/shared/contracts/applications';
import { oneOf } from './checks';
import { jobs } from './jobs';
import { users } from './users';

/**
 * A job she is pursuing, from the feed (job_id) or found elsewhere (title, company and url typed
 * in). The title, company and link are copied at tracking time, so her record survives the feed
 * expiring or deleting the posting.
 */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: text('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    company: text('company').notNull(),
    url: text('url').notNull(),
    location: text('location'),
    stage: text('stage', { enum: APPLICATION_STAGES }).notNull().default('saved'),
    notes: text('notes').notNull().default(''),
    followUpAt: date('follow_up_at', { mode: 'string' }),
    /** The follow-up day a reminder was mailed for, so each date is reminded once. */
    followUpRemindedFor: date('follow_up_reminded_for', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('applications_user_job_idx').on(t.userId, t.jobId),
    index('applications_user_idx').on(t.userId, t.updatedAt),
    index('applications_follow_up_idx').on(t.followUpAt),
    oneOf('applications_stage_check', t.stage, APPLICATION_STAGES),
  ],
);

/** Every stage an application has been in, with the day it got there. */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    stage: text('stage', { enum: APPLICATION_STAGES }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('application_events_application_idx').on(t.applicationId, t.at),
    oneOf('application_events_stage_check', t.stage, APPLICATION_STAGES),
  ],
);
