import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  ALERT_FREQUENCIES,
  ALERT_RUN_STATUSES,
  ALERT_RUN_TRIGGERS,
} from '@/shared/contracts/job-alerts';
import { TRACK_SLUGS } from '@/shared/constants';
import { allOf, oneOf } from './checks';
import { users } from './users';

/** Her job-alert subscription: one row per user, 'off' when she has none. */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    frequency: text('frequency', { enum: ALERT_FREQUENCIES }).notNull().default('off'),
    tracks: text('tracks', { enum: TRACK_SLUGS })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    location: text('location').notNull().default(''),
    remoteOnly: boolean('remote_only').notNull().default(false),
    entryLevelOnly: boolean('entry_level_only').notNull().default(false),
    /** Postings first seen after this are new to her; moves forward with each digest sent. */
    newSince: timestamp('new_since', { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    /** Bumped on every subscribe, so an unsubscribe link from an older email is stale. */
    tokenVersion: integer('token_version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('job_alerts_frequency_idx').on(t.frequency),
    oneOf('job_alerts_frequency_check', t.frequency, ALERT_FREQUENCIES),
    allOf('job_alerts_tracks_check', t.tracks, TRACK_SLUGS),
  ],
);

/**
 * One row per digest pass that ran (one that found another instance sending is not a run), so an
 * administrator sees when alerts went out and how many emails failed. Kept 90 days.
 */
export const jobAlertRuns = pgTable(
  'job_alert_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    trigger: text('trigger', { enum: ALERT_RUN_TRIGGERS }).notNull(),
    status: text('status', { enum: ALERT_RUN_STATUSES }).notNull().default('running'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    subscribers: integer('subscribers').notNull().default(0),
    emailsSent: integer('emails_sent').notNull().default(0),
    jobsSent: integer('jobs_sent').notNull().default(0),
    /** Emails the mail server refused: those subscribers get them on the next pass. */
    failed: integer('failed').notNull().default(0),
    error: text('error'),
  },
  (t) => [
    index('job_alert_runs_started_idx').on(t.startedAt),
    oneOf('job_alert_runs_trigger_check', t.trigger, ALERT_RUN_TRIGGERS),
    oneOf('job_alert_runs_status_check', t.status, ALERT_RUN_STATUSES),
  ],
);
