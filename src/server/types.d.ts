import 'fastify';
import type { AppConfig } from './config/env';
import type { Content } from './content/load-content';
import type { Database, DatabaseEngine } from './db/client';
import type { FeedSearch } from './features/jobs/search-index/feed-search';
import type { TextExtractor } from './features/resumes/extraction/extraction-pool';
import type { ResumeFileStore } from './features/resumes/resume-files';
import type { LlmClient } from './lib/llm-client';
import type { RequestTimings } from './lib/server-timing';
import type { Mailer } from './lib/mail/mailer';
import type { SessionCache } from './plugins/session';
import type { UserRow } from './core/users/users.queries';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    dbEngine: DatabaseEngine;
    content: Content;
    /** Resume text extraction in worker threads (started on first use or by warmUp). */
    textExtractor: TextExtractor;
    /** Resume files beside the embedded database; null on PostgreSQL (bytes in the row). */
    resumeFiles: ResumeFileStore | null;
    sessionCache: SessionCache;
    /** The job feed's pages, from this instance's search index when it is current (ADR 018). */
    feedSearch: FeedSearch;
    /** Every email leaves through this (SMTP_URL, or the outbox folder offline). */
    mailer: Mailer;
    /** The optional language model (LLM_*): null when none is configured. */
    llm: LlmClient | null;
  }
  interface FastifyRequest {
    /** Set by the requireUser guard; null on routes without it. */
    user: UserRow | null;
    /** Where this request's time went, for its Server-Timing header (plugins/server-timing.ts). */
    timings: RequestTimings | null;
  }
}
