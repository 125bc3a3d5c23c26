import 'fastify';
import type { AppConfig } from './config/env';
import type { Content } from './content/load-content';
import type { Database, DatabaseEngine } from './db/client';
import type { LlmClient } from './lib/llm-client';
import type { RequestTimings } from './lib/server-timing';
import type { Signer } from './lib/signed-token';
import type { Mailer } from './lib/mail/mailer';
import type { JobQueue } from './lib/queue/job-queue';
import type { SessionCache } from './plugins/session';
import type { UserRow } from './core/users/users.queries';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    dbEngine: DatabaseEngine;
    content: Content;
    sessionCache: SessionCache;
    /** Every email leaves through this (SMTP_URL, or the outbox folder offline). */
    mailer: Mailer;
    /** pg-boss on the app's database: the mail outbox and background jobs. */
    jobQueue: JobQueue;
    /** The optional language model (LLM_*): null when none is configured. */
    llm: LlmClient | null;
    /** Signs what must be read back without a database row: unsubscribe links, device cookies. */
    signer: Signer;
  }
  interface FastifyRequest {
    /** Set by the requireUser guard; null on routes without it. */
    user: UserRow | null;
    /** Where this request's time went, for its Server-Timing header (plugins/server-timing.ts). */
    timings: RequestTimings | null;
  }
}
