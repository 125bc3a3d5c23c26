import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../lib/queue/job-queue';
import type { Signer } from '../../lib/signed-token';
import type { SessionCache } from '../../plugins/session';

export interface AuthDeps {
  /** Signs device cookies (APP_SECRET and any previous keys, or the one kept in DATA_DIR). */
  signer: Signer;
  /** An absolute link to a page of ours, built on PUBLIC_URL. */
  absoluteUrl: (pathAndQuery: string) => string;
}

/**
 * What every auth route and use case shares: the database, and the queue its emails go into
 * (in the transaction that causes them: lib/mail/mail-outbox.ts queueMailIn).
 */
export interface AuthContext extends AuthDeps {
  db: Database;
  queue: JobQueue;
  sessionCache: SessionCache;
}

export function createAuthContext(app: FastifyInstance, deps: AuthDeps): AuthContext {
  return { ...deps, db: app.db, queue: app.jobQueue, sessionCache: app.sessionCache };
}

/** Links in our emails lead to these pages of the client, which post the token back to the API. */
export const LINK_PAGES = {
  verifyEmail: '/verify-email',
  resetPassword: '/reset-password',
  forgotPassword: '/forgot-password',
} as const;

export const VERIFY_EMAIL_TTL_MINUTES = 3 * 24 * 60;
export const RESET_PASSWORD_TTL_MINUTES = 60;

/** "15 minutes", "1 minute", "30 seconds": for messages that say when to try again. */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
