import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { JobsQuery } from '@/shared/contracts/jobs';
import type { Database, DatabaseEngine } from '../../../db/client';
import { timedSync } from '../../../lib/server-timing';
import { FEED_MAX_LAG_MS } from '../feed-freshness';
import { cappedCount, jobsOfPage, listJobs } from '../feed.queries';
import { approximateBytes, searchIndex, type SearchIndex } from './search-index';
import { countOpenJobs, feedVersion, loadSearchIndex, searchWords } from './search-index.queries';
import { parseTsquery, type Tsquery } from './tsquery';

/** A page as listJobs answers it, who answered, and how far behind the database it may be. */
export type FeedPage = Awaited<ReturnType<typeof listJobs>> & {
  answeredBy: 'index' | 'database';
  /** The page shows the database as it was at most this many ms ago (0: as it is). */
  lagMs: number;
};

/** What /api/health says of this instance's index. */
export interface FeedSearchStats {
  /** Open jobs in the index in use; null when there is none (not built yet, or fenced). */
  jobs: number | null;
  /** About how much memory the index in use keeps. */
  approxBytes: number | null;
  /** How long the last finished build took. */
  lastBuildMs: number | null;
  /** Since the index in use was last known to match the database. */
  ageSeconds: number | null;
  /** More open jobs than JOBS_SEARCH_INDEX_MAX_JOBS: no index, the statement answers. */
  fenced: boolean;
  /** Builds this instance has run (finished or failed). */
  builds: number;
}

export interface FeedSearch {
  page(query: JobsQuery): Promise<FeedPage>;
  /**
   * Builds the index from the feed as it is now (a start, after this instance's ingest, a test);
   * resolves once it is in use. Calls while a build runs share one more build after it.
   */
  rebuild(): Promise<void>;
  /**
   * Reads the feed's version, as the instance's poll does: builds once a change has held still
   * for one poll, or has waited half the freshness contract.
   */
  poll(): Promise<void>;
  /** Starts polling every `everyMs` (the server; tests call poll() themselves, and it resolves after the build it started). */
  startPolling(everyMs: number): void;
  stats(): FeedSearchStats;
  /** Stops polling and waits for a build under way, so the database can close after it. */
  close(): Promise<void>;
}

/** On the embedded engine a build holds its one connection: not while others wait on it this long. */
const MAX_CONNECTION_WAIT_MS = 100;
/** A deferred build is tried again after this long. */
const DEFER_RETRY_MS = 1_000;

/**
 * The job feed's pages (ADR 018). The search index in this process chooses each page's jobs and
 * counts the matches; one statement then reads those jobs, and the feed's version. The index
 * answers while it is current, or was current less than FEED_MAX_LAG_MS ago (the freshness
 * contract); otherwise, before the first build, above the cap, and for searches the index cannot
 * answer (phrases: "customer success", e-learning), listJobs, the feed's own statement, does.
 * A page whose jobs the index named but which have closed since also goes to listJobs.
 *
 * Builds: one at a time; the old index answers while the next builds (double-buffered); one per
 * change, after this instance's ingest or when the poll sees the version move and hold still,
 * never back to back while an ingest keeps moving it; on PGlite none while the connection is
 * busy (it would hold the one connection for seconds).
 */
export function createFeedSearch(deps: {
  db: Database;
  log: FastifyBaseLogger;
  engine: DatabaseEngine;
  /** JOBS_SEARCH_INDEX_MAX_JOBS. */
  maxJobs: number;
  /** ms; injectable so tests can step past the contract without waiting for it. */
  now?: () => number;
}): FeedSearch {
  const now = deps.now ?? (() => performance.now());
  let index: SearchIndex | null = null;
  let indexBytes: number | null = null;
  /** When the database's version was last seen equal to the index's. */
  let confirmedAt = -Infinity;
  /** A version the poll saw that the index does not hold: which, first seen when, changed when. */
  let pending: { version: string; firstSeen: number; lastSeenMoving: number } | null = null;
  let building: Promise<void> | null = null;
  let buildAgain = false;
  /** The build under way has started reading the feed (a change from here on needs another). */
  let reading = false;
  let lastBuildMs: number | null = null;
  let builds = 0;
  let fenced = false;
  let closed = false;
  let pollTimer: NodeJS.Timeout | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  // What PostgreSQL makes of a search (stemmed words, stop words dropped) depends on the words
  // alone, so it is kept: a pure function's results, not the feed's.
  const parsedSearches = new LRUCache<string, { words: Tsquery | null }>({ max: 2_000 });

  /** PGlite serialises statements: a trivial one that waits long means requests are waiting. */
  async function connectionBusy(): Promise<boolean> {
    if (deps.engine !== 'pglite') return false;
    const asked = performance.now();
    await deps.db.execute(sql`select 1`);
    return performance.now() - asked > MAX_CONNECTION_WAIT_MS;
  }

  async function buildOnce(): Promise<'built' | 'deferred' | 'fenced'> {
    if (await connectionBusy()) return 'deferred';
    const open = await countOpenJobs(deps.db);
    if (open > deps.maxJobs) {
      if (!fenced)
        deps.log.warn(
          { jobs: open, maxJobs: deps.maxJobs },
          'job search index not built: more open jobs than JOBS_SEARCH_INDEX_MAX_JOBS; the feed answers from the database',
        );
      fenced = true;
      index = null;
      indexBytes = null;
      return 'fenced';
    }
    if (fenced) deps.log.info({ jobs: open }, 'job search index: back under its cap, building');
    fenced = false;
    const started = now();
    builds++;
    reading = true;
    const built = await loadSearchIndex(deps.db).finally(() => {
      reading = false;
    });
    const ms = now() - started;
    index = built;
    indexBytes = approximateBytes(built);
    lastBuildMs = Math.round(ms);
    // It read the database as it was when the statement ran, at or after `started`.
    confirmedAt = started;
    if (pending?.version === built.version) pending = null;
    deps.log.info(
      { jobs: built.size, words: built.words.size, bytes: indexBytes, ms: lastBuildMs },
      'job search index built',
    );
    return 'built';
  }

  function retryLater() {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      requestBuild().catch(() => undefined);
    }, DEFER_RETRY_MS);
    retryTimer.unref();
  }

  /** Starts a build, or, while one runs, asks for one more after it (however often it is asked). */
  function requestBuild(): Promise<void> {
    if (closed) return Promise.resolve();
    if (building) {
      // Before it reads, the build under way will see whatever the caller changed.
      if (reading) buildAgain = true;
      return building;
    }
    building = (async () => {
      try {
        do {
          buildAgain = false;
          if ((await buildOnce()) === 'deferred') retryLater();
        } while (buildAgain && !closed);
      } catch (error) {
        builds++;
        throw error;
      } finally {
        building = null;
      }
    })();
    return building;
  }

  function buildInBackground() {
    requestBuild().catch((error: unknown) =>
      deps.log.warn({ err: error }, 'could not build the job search index'),
    );
  }

  /** What a read of the version says: the index is current, or a change waits to be built. */
  function observe(version: string | null, at: number) {
    if (version === null || !index) return;
    if (version === index.version) {
      confirmedAt = at;
      pending = null;
    } else if (!pending) pending = { version, firstSeen: at, lastSeenMoving: at };
    else if (pending.version !== version) {
      pending.version = version;
      pending.lastSeenMoving = at;
    }
  }

  async function wordsOf(search: string): Promise<Tsquery | null> {
    const known = parsedSearches.get(search);
    if (known) return known.words;
    const words = parseTsquery(await searchWords(deps.db, search));
    parsedSearches.set(search, { words });
    return words;
  }

  const fromDatabase = async (query: JobsQuery): Promise<FeedPage> => ({
    ...(await listJobs(deps.db, query)),
    answeredBy: 'database',
    lagMs: 0,
  });

  return {
    async page(query) {
      const current = index;
      if (!current) {
        if (!fenced && !building) buildInBackground();
        return fromDatabase(query);
      }
      let words: Tsquery | undefined;
      if (query.search) {
        const parsed = await wordsOf(query.search);
        if (!parsed) return fromDatabase(query);
        words = parsed;
      }
      const { ordinals, matched } = timedSync('index', () =>
        searchIndex(current, query, words, new Date()),
      );
      const ids = ordinals.map((o) => current.ids[o]!);
      const asked = now();
      const found = await jobsOfPage(deps.db, ids);
      observe(found.version, asked);
      const lagMs = found.version === current.version ? 0 : asked - confirmedAt;
      // Past the contract, or a job the index named has closed: the statement answers.
      if (lagMs > FEED_MAX_LAG_MS || found.rows.length !== ids.length) return fromDatabase(query);
      const byId = new Map(found.rows.map((row) => [row.id, row]));
      return {
        rows: ids.map((id) => byId.get(id)!),
        listings: found.listings,
        ...cappedCount(matched, query),
        answeredBy: 'index',
        lagMs,
      };
    },
    // A build under way may have read the feed before the caller's change: this asks for one
    // after it, which every caller meanwhile shares.
    rebuild: () => requestBuild(),
    async poll() {
      if (closed) return;
      if (!index) {
        // Not built yet, or fenced: the cap is checked again on each poll.
        if (!building) await requestBuild();
        return;
      }
      const at = now();
      const before = pending?.lastSeenMoving;
      observe(await feedVersion(deps.db), at);
      if (!pending || building) return;
      const heldStill = pending.lastSeenMoving === before;
      if (heldStill || at - pending.firstSeen >= FEED_MAX_LAG_MS / 2) await requestBuild();
    },
    startPolling(everyMs) {
      if (pollTimer || closed) return;
      pollTimer = setInterval(() => {
        this.poll().catch((error: unknown) =>
          deps.log.warn({ err: error }, 'could not read the job feed version'),
        );
      }, everyMs);
      pollTimer.unref();
    },
    stats: () => ({
      jobs: index?.size ?? null,
      approxBytes: indexBytes,
      lastBuildMs,
      ageSeconds: index ? Math.max(0, Math.round((now() - confirmedAt) / 1000)) : null,
      fenced,
      builds,
    }),
    async close() {
      closed = true;
      if (pollTimer) clearInterval(pollTimer);
      if (retryTimer) clearTimeout(retryTimer);
      await building?.catch(() => undefined);
    },
  };
}
