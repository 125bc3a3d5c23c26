import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { oneOf } from './checks';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** As typed (trimmed); uniqueness and look-ups go through lower(email). */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    currentRole: text('current_role_title'),
    yearsExperience: integer('years_experience'),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    targetRoles: text('target_roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** When she followed a link we mailed to `email` (verification or password reset). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** When a mail server refused her address for good (5xx); cleared when the address changes. */
    emailBouncedAt: timestamp('email_bounced_at', { withTimezone: true }),
    /** The last "sign-in paused" email: at most one per lock, and one a day (ADR 013). */
    lockNoticeSentAt: timestamp('lock_notice_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token: a leaked table cannot be replayed as cookies. */
    id: text('id').primaryKey(),
    /** The id the API shows (GET /api/auth/sessions): neither the token nor its hash. */
    publicId: uuid('public_id').notNull().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moved forward at most once a minute, when an instance reads the session from the database. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [
    uniqueIndex('sessions_public_id_key').on(t.publicId),
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * Counted attempts, one row per throttle key an attempt was counted under: a sign-in being checked
 * or failed ('login:account:<email>', 'login:ip:<address>', 'login:device:<nonce>'), a reset or
 * verification email asked for. A row is taken before the work it limits, in a transaction that
 * holds an advisory lock on the key, so parallel requests cannot all pass the count (ADR 013).
 * Rows older than a day are purged.
 */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    /** Rows taken together by one request share it, so a successful sign-in can give them back. */
    attemptId: uuid('attempt_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('auth_attempts_key_idx').on(t.key, t.createdAt),
    index('auth_attempts_attempt_idx').on(t.attemptId),
    index('auth_attempts_created_at_idx').on(t.createdAt),
  ],
);

export const EMAIL_TOKEN_PURPOSES = ['verify_email', 'reset_password'] as const;
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

/** Links we mail (verify the address, reset the password): single use, stored as SHA-256 only. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: EMAIL_TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The address the link went to: verifying proves this address, not whatever she has now. */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('email_tokens_token_hash_key').on(t.tokenHash),
    index('email_tokens_user_idx').on(t.userId, t.purpose),
    oneOf('email_tokens_purpose_check', t.purpose, EMAIL_TOKEN_PURPOSES),
  ],
);
