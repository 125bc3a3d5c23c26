import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { classifyRole } from './ingest/classify-role';
import { createJsonFetcher } from './ingest/http';
import { loadJobSnapshot } from './ingest/job-snapshot';
import { runIngest, type IngestRunRow, type IngestTrigger } from './ingest/run-ingest';
import { createJobSources } from './ingest/sources';
import { jobSourcesConfig } from './jobs-config';
import { refreshStaleSignals, seedPostingsIfEmpty, tidyFeedTables } from './ingest/ingest.queries';

/** Delay before the first scheduled ingest after start, so a restart loop cannot hammer the boards. */
const STARTUP_DELAY_MS = 60_000;

export interface JobFeed {
  runNow(trigger: IngestTrigger, options?: { ignoreIntervals?: boolean }): Promise<IngestRunRow>;
  /** decisions.md: a fresh install starts with a snapshot of real postings, so the feed works offline. */
  seedSnapshotIfEmpty(): Promise<number>;
  /** Fills the career-changer columns of jobs stored before their readers existed or changed. */
  refreshStaleSignals(): Promise<number>;
  startSchedule(): void;
  /** Stops the schedule and aborts a running ingest; resolves once it has wound down. */
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
  const crons: Cron[] = [];
  const timers: NodeJS.Timeout[] = [];
  const stopping = new AbortController();
  const running = new Set<Promise<unknown>>();

  const runNow: JobFeed['runNow'] = async (trigger, options = {}) => {
    const ingest = runIngest(
      {
        db: deps.db,
        log: deps.log,
        sources,
        getJson,
        classify: classifyRole,
        ignoreIntervals: options.ignoreIntervals ?? false,
        signal: stopping.signal,
        maxDropShare: deps.config.maxDropShare,
      },
      trigger,
    );
    running.add(ingest);
    try {
      const run = await ingest;
      if (deps.tidyTables) {
        try {
          const done = await tidyFeedTables(deps.db);
          if (done.length > 0) deps.log.info({ done }, 'job feed tables tidied after the ingest');
        } catch (error) {
          deps.log.warn({ err: error }, 'could not tidy the job feed tables');
        }
      }
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

  const scheduled = (trigger: IngestTrigger) => () =>
    void runNow(trigger).catch((error: unknown) =>
      deps.log.warn({ err: error }, 'scheduled job ingest did not run'),
    );

  return {
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
    startSchedule() {
      // protect: a run still going when the next hour starts is not doubled within this instance;
      // the lease row does the same across instances.
      crons.push(
        new Cron(deps.config.cron, { protect: true, name: 'jobs-ingest' }, scheduled('schedule')),
      );
      const first = setTimeout(scheduled('startup'), STARTUP_DELAY_MS);
      first.unref();
      timers.push(first);
    },
    async stop() {
      for (const cron of crons) cron.stop();
      for (const timer of timers) clearTimeout(timer);
      stopping.abort(new Error('the job feed is stopping'));
      // The run records itself as failed and releases its lease before the database closes.
      await Promise.allSettled(running);
    },
  };
}
