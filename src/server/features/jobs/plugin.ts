import fp from 'fastify-plugin';
import { createFeedCache } from './feed-cache';
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
  /** Run the hourly ingest inside this process (the server does when JOBS_INGEST_ENABLED). */
  scheduleIngest?: boolean;
  /** Build the search index now rather than at the first feed page (the server does). */
  buildSearchIndex?: boolean;
}

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
    const jobFeed = createJobFeed({
      db: app.db,
      log: app.log,
      config: app.config.jobs,
      tidyTables: app.dbEngine === 'pglite',
      onIngested: async () => {
        feedCache.clear();
        for (const reaction of reactions) await reaction();
      },
    });
    if (options.scheduleIngest) jobFeed.startSchedule();
    const feedSearch = createFeedSearch({ db: app.db, log: app.log });
    app.decorate('feedSearch', feedSearch);
    app.addHook('onClose', () => feedSearch.close());
    app.addHook('onClose', async () => jobFeed.stop());
    if (options.buildSearchIndex) {
      // The feed's pages come from the database's statement until it is built.
      feedSearch
        .rebuild()
        .catch((error: unknown) => app.log.error({ err: error }, 'job search index build failed'));
    }
    await app.register(
      jobsRoutes({
        runIngestNow: () => jobFeed.runNow('manual', { ignoreIntervals: true }),
        feedCache,
      }),
      { prefix: '/api' },
    );
  },
  { name: 'jobs', fastify: '5.x' },
);
