import fp from 'fastify-plugin';
import { setTimeout as wait } from 'node:timers/promises';
import { createFeedCache, createFeedStatusCache } from './feed-cache';
import { FEED_VERSION_POLL_MS } from './feed-freshness';
import { createIngestQueue, IngestBusyError } from './ingest/ingest-queue';
import { runRecord } from './ingest/ingest.queries';
import { createJobFeed } from './job-feed';
import { jobsRoutes } from './jobs.routes';
import { createFeedSearch, type FeedSearch } from './search-index/feed-search';

/** What another feature does after an ingest brought new postings (a digest, reminders). */
export type IngestReaction = () => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The job feed's pages, from this instance's search index when it is current (ADR 018). */
    feedSearch: FeedSearch;
    /** Subscribes to "an ingest finished": run in order of subscription, after the feed's cache is cleared. */
    onJobsIngested(reaction: IngestReaction): void;
  }
}

export interface JobsPluginOptions {
  /** Put the ingest's cron on the queue's schedule (the server does when JOBS_INGEST_ENABLED). */
  scheduleIngest?: boolean;
  /** Build the search index now rather than at the first feed page (the server does). */
  buildSearchIndex?: boolean;
}

/** How long "run now" waits for its batch before answering with it still running. */
const MANUAL_RUN_WAIT_MS = 120_000;

/**
 * The job feed: ingest from the boards, the search index, the feed's answers, /api/jobs. Other
 * features react to an ingest by subscribing (`app.onJobsIngested`), so the feed knows none of them.
 */
export const jobsPlugin = fp<JobsPluginOptions>(
  async (app, options) => {
    const reactions: IngestReaction[] = [];
    app.decorate('onJobsIngested', (reaction: IngestReaction) => {
      reactions.push(reaction);
    });
    const feedCache = createFeedCache();
    const statusCache = createFeedStatusCache(app.db);
    const feedSearch = createFeedSearch({
      db: app.db,
      log: app.log,
      engine: app.dbEngine,
      maxJobs: app.config.jobs.searchIndexMaxJobs,
    });
    const jobFeed = createJobFeed({
      db: app.db,
      log: app.log,
      config: app.config.jobs,
      tidyTables: app.dbEngine === 'pglite',
    });
    // Every instance works the ingest's queues; the schedule is pg-boss's, sent once a tick.
    const ingestQueue = createIngestQueue({
      queue: app.jobQueue,
      ingest: jobFeed.ingestDeps,
      log: app.log,
      onIngested: async () => {
        await jobFeed.tidy();
        feedCache.clear();
        statusCache.clear();
        // This instance knows the feed changed: build now rather than at the next poll, so its pages show the ingest once it is done.
        await feedSearch
          .rebuild()
          .catch((error: unknown) =>
            app.log.warn({ err: error }, 'could not build the job search index after the ingest'),
          );
        for (const reaction of reactions) await reaction();
      },
    });
    await ingestQueue.start({ cron: options.scheduleIngest ? app.config.jobs.cron : undefined });
    app.decorate('feedSearch', feedSearch);
    app.addHook('onClose', () => feedSearch.close());
    app.addHook('onClose', async () => jobFeed.stop());
    if (options.buildSearchIndex) {
      // The feed's pages come from the database's statement until it is built.
      feedSearch
        .rebuild()
        .catch((error: unknown) => app.log.error({ err: error }, 'job search index build failed'));
      // Another instance's ingest reaches this one through the feed's version.
      feedSearch.startPolling(FEED_VERSION_POLL_MS);
    }
    await app.register(
      jobsRoutes({
        runIngestNow: async () => {
          const opened = await ingestQueue.enqueueBatch('manual', {
            ignoreIntervals: true,
            exclusive: true,
          });
          if (!opened) throw new IngestBusyError();
          // The boards run as queue jobs; the administrator's answer is the closed run.
          for (let waited = 0; waited < MANUAL_RUN_WAIT_MS; waited += 100) {
            const run = await runRecord(app.db, opened.id);
            if (run && run.status !== 'running') {
              // The administrator's next look at the status shows this run, not one cached before
              // it (the ingest's own reactions follow through the queue a moment later).
              statusCache.clear();
              return run;
            }
            await wait(100);
          }
          return (await runRecord(app.db, opened.id)) ?? opened;
        },
        feedCache,
        statusCache,
      }),
      { prefix: '/api' },
    );
  },
  { name: 'jobs', fastify: '5.x' },
);
