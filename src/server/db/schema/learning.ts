import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { TRACK_SLUGS } from '@/shared/constants';
import { oneOf } from './checks';
import { courses } from './courses';
import { users } from './users';

/**
 * A completed payment is access; an administrator's revoke turns it to 'revoked' (the row stays,
 * with who revoked it and when, and so do her progress and attempts).
 */
export const PAYMENT_STATUSES = ['completed', 'revoked'] as const;
export const PAYMENT_PROVIDERS = ['stripe', 'test', 'admin_grant'] as const;
export const CHECKOUT_PROVIDERS = ['stripe', 'test'] as const;
export const TEST_CHECKOUT_STATUSES = ['open', 'complete', 'expired'] as const;

/**
 * A course is accessible when a completed payment exists for it (spec part-1 §4). One row per
 * checkout session (provider_session_id unique) so fulfilment is idempotent; an administrator's
 * grant is at most one live row per user and course (a grant after a revoke is a new row, so the
 * record keeps both).
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Null once she has deleted her account: the record stays for the accounts, without her. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerSessionId: text('provider_session_id'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    grantedBy: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_provider_session_key').on(t.providerSessionId),
    uniqueIndex('payments_admin_grant_key')
      .on(t.userId, t.courseId)
      .where(sql`${t.provider} = 'admin_grant' and ${t.status} = 'completed'`),
    index('payments_user_idx').on(t.userId),
    oneOf('payments_status_check', t.status, PAYMENT_STATUSES),
    oneOf('payments_provider_check', t.provider, PAYMENT_PROVIDERS),
    check('payments_revoked_check', sql`(${t.status} = 'revoked') = (${t.revokedAt} is not null)`),
  ],
);

/** Mini-course modules a user marked complete, with the practice response she wrote, if any. */
export const moduleProgress = pgTable(
  'module_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    track: text('track', { enum: TRACK_SLUGS }).notNull(),
    moduleId: integer('module_id').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
    response: text('response'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.track, t.moduleId] }),
    check('module_progress_response_length', sql`char_length(${t.response}) <= 5000`),
    oneOf('module_progress_track_check', t.track, TRACK_SLUGS),
  ],
);

/** Every submitted assessment, scored on the server. The newest attempt is the one shown. */
export const assessmentAttempts = pgTable(
  'assessment_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    track: text('track', { enum: TRACK_SLUGS }).notNull(),
    score: integer('score').notNull(),
    passed: boolean('passed').notNull(),
    answers: jsonb('answers').$type<Record<string, string | number>>().notNull(),
    results: jsonb('results').$type<unknown[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('assessment_attempts_user_track_idx').on(t.userId, t.track, t.createdAt),
    oneOf('assessment_attempts_track_check', t.track, TRACK_SLUGS),
    check('assessment_attempts_score_check', sql`${t.score} between 0 and 100`),
  ],
);

/**
 * The questions drawn for her next attempt at a track's assessment, kept until she submits, so a
 * reload shows the same ones (and her saved draft still fits). A retake draws anew, preferring
 * questions she has not seen, so a key copied from the last results does not pass.
 */
export const assessmentDraws = pgTable(
  'assessment_draws',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    track: text('track', { enum: TRACK_SLUGS }).notNull(),
    questionIds: text('question_ids').array().notNull(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.track] }),
    oneOf('assessment_draws_track_check', t.track, TRACK_SLUGS),
  ],
);

/**
 * What she wrote for one case study: her answer per question, and when she submitted them (the
 * model answers are shown only after that). One row per person and case; rows written while a
 * track had one case were given that case's id by migration 0041.
 */
export const caseStudyResponses = pgTable(
  'case_study_responses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    track: text('track', { enum: TRACK_SLUGS }).notNull(),
    /** The case's id in content/case-studies/<track>.json. */
    caseId: text('case_id').notNull(),
    answers: jsonb('answers').$type<Record<string, string>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.track, t.caseId] }),
    oneOf('case_study_responses_track_check', t.track, TRACK_SLUGS),
  ],
);

/** Career kit downloads: the spec's "career kit link record" (id, userId, careerKitId). */
export const careerKitDownloads = pgTable(
  'career_kit_downloads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The kit's track. */
    careerKitId: text('career_kit_id', { enum: TRACK_SLUGS }).notNull(),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('career_kit_downloads_user_idx').on(t.userId),
    oneOf('career_kit_downloads_kit_check', t.careerKitId, TRACK_SLUGS),
  ],
);

/** Test-mode checkout sessions: the built-in stand-in for hosted checkout when Stripe is not configured. */
export const testCheckoutSessions = pgTable(
  'test_checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: TEST_CHECKOUT_STATUSES }).notNull().default('open'),
    paid: boolean('paid').notNull().default(false),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [oneOf('test_checkout_sessions_status_check', t.status, TEST_CHECKOUT_STATUSES)],
);

/**
 * The checkout a buyer has open for a course, at most one per user and course: a second "Unlock"
 * click (another tab, a double click on a slow network) gets the same hosted page back instead of a
 * second payable session, which is how one person could pay twice for one course.
 */
export const openCheckouts = pgTable(
  'open_checkouts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    provider: text('provider', { enum: CHECKOUT_PROVIDERS }).notNull(),
    providerSessionId: text('provider_session_id').notNull(),
    url: text('url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.courseId] }),
    oneOf('open_checkouts_provider_check', t.provider, CHECKOUT_PROVIDERS),
  ],
);
