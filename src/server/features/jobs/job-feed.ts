import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { classifyRole } from './ingest/classify-role';
import { createJsonFetcher, createLinkChecker } from './ingest/http';
import { loadJobSnapshot } from './ingest/job-snapshot';
import {
  runIngest,
  type IngestDeps,
  type IngestRunRow,
  type IngestTrigger,
} from './ingest/run-ingest';
import { createJobSources } from './ingest/sources';
import { jobSourcesConfig } from './jobs-config';
import { refreshStaleSignals, seedPostingsIfEmpty, tidyFeedTables } from './ingest/ingest.queries';

export interface JobFeed {
  /** What an ingest needs (the boards, the fetcher), for the queue's workers. */
  ingestDeps: Omit<IngestDeps, 'ignoreIntervals'>;
  /** Tidies the feed's tables where the engine needs it; after every closed batch. */
  tidy(): Promise<void>;
  /** One whole batch in this process (`npm run jobs:ingest`). */
  runNow(trigger: IngestTrigger, options?: { ignoreIntervals?: boolean }): Promise<IngestRunRow>;
  /** decisions.md: a fresh install starts with a snapshot of real postings, so the feed works offline. */
  seedSnapshotIfEmpty(): Promise<number>;
  /** Fills the career-changer columns of jobs stored before their readers existed or changed. */
  refreshStaleSignals(): Promise<number>;
  /** Aborts a running poll; resolves once it has wound down. */
  stop(): Promise<void>;
}

export function createJobFeed(deps: {
  db: Database;
  log: FastifyBaseLogger;
  config: AppConfig['jobs'];
  /** Vacuum and analyse the feed's tables after an ingest (the embedded engine has no autovacuum). */
  tidyTables?: boolean;
  /**
   * Called after every finished ingest (the server drops its cached feed pages and sends the job
   * alerts and reminders that are due); a failure there is logged, not the ingest's.
   */
  onIngested?: () => void | Promise<void>;
}): JobFeed {
  const sourcesConfig = jobSourcesConfig(deps.config);
  const sources = createJobSources(sourcesConfig);
  const getJson = createJsonFetcher({
    userAgent: sourcesConfig.userAgent,
    timeoutMs: sourcesConfig.httpTimeoutMs,
    retries: sourcesConfig.retries,
  });
  const stopping = new AbortController();
  const running = new Set<Promise<unknown>>();

  const ingestDeps: JobFeed['ingestDeps'] = {
    db: deps.db,
    log: deps.log,
    sources,
    getJson,
    classify: classifyRole,
    signal: stopping.signal,
    maxDropShare: deps.config.maxDropShare,
    checkLink:
      deps.config.applyLinkChecks > 0
        ? createLinkChecker({
            userAgent: sourcesConfig.userAgent,
            timeoutMs: Math.min(sourcesConfig.httpTimeoutMs, 10_000),
          })
        : undefined,
    applyLinkChecks: deps.config.applyLinkChecks,
  };
  const tidy = async () => {
    if (!deps.tidyTables) return;
    try {
      const done = await tidyFeedTables(deps.db);
      if (done.length > 0) deps.log.info({ done }, 'job feed tables tidied after the ingest');
    } catch (error) {
      deps.log.warn({ err: error }, 'could not tidy the job feed tables');
    }
  };

  const runNow: JobFeed['runNow'] = async (trigger, options = {}) => {
    const ingest = runIngest(
      { ...ingestDeps, ignoreIntervals: options.ignoreIntervals ?? false },
      trigger,
    );
    running.add(ingest);
    try {
      const run = await ingest;
      await tidy();
      try {
        await deps.onIngested?.();
      } catch (error) {
        deps.log.error({ err: error }, 'after-ingest work failed');
      }
      return run;
    } finally {
      running.delete(ingest);
    }
  };

  return {
    ingestDeps,
    tidy,
    runNow,
    async refreshStaleSignals() {
      let total = 0;
      for (
        let n = await refreshStaleSignals(deps.db);
        n > 0;
        n = await refreshStaleSignals(deps.db)
      )
        total += n;
      if (total > 0) deps.log.info({ jobs: total }, 'job feed: career-changer signals read again');
      return total;
    },
    async seedSnapshotIfEmpty() {
      const seeded = await seedPostingsIfEmpty(deps.db, loadJobSnapshot, new Date());
      if (seeded > 0) deps.log.info({ jobs: seeded }, 'job feed seeded from the offline snapshot');
      return seeded;
    },
    async stop() {
      stopping.abort(new Error('the job feed is stopping'));
      // A poll that was running records itself as failed before the database closes.
      await Promise.allSettled(running);
    },
  };
}
