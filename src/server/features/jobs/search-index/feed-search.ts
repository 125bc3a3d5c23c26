import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { JobsQuery } from '@/shared/contracts/jobs';
import type { Database } from '../../../db/client';
import { timedSync } from '../../../lib/server-timing';
import { cappedCount, jobsOfPage, listJobs } from '../feed.queries';
import { searchIndex, type SearchIndex } from './search-index';
import { loadSearchIndex, searchWords } from './search-index.queries';
import { parseTsquery, type Tsquery } from './tsquery';

/** A page as listJobs answers it, and who answered: the search index, or listJobs itself. */
export type FeedPage = Awaited<ReturnType<typeof listJobs>> & {
  answeredBy: 'index' | 'database';
};

export interface FeedSearch {
  page(query: JobsQuery): Promise<FeedPage>;
  /** Builds the index from the feed as it is now (a start, a test); resolves once it is in use. */
  rebuild(): Promise<void>;
  /** How many open jobs the index in use holds; null before the first build. */
  indexedJobs(): number | null;
  /** Waits for a build under way, so the database can close after it. */
  close(): Promise<void>;
}

/** Builds start at most this often, so a feed that keeps changing (an ingest under way) is not read in full again and again. */
const MIN_BUILD_GAP_MS = 5_000;

/**
 * The job feed's pages (ADR 018). The search index in this process chooses each page's jobs and
 * counts the matches; one statement then reads those jobs and the feed's version. When the
 * version is not the index's (another instance ingested, a job changed), the page comes from
 * listJobs, the feed's own statement, and a new index is built in the background; the same when
 * there is no index yet, and for searches the index cannot answer (phrases: "customer success",
 * e-learning). Either way the answer is what the database holds at that moment.
 */
export function createFeedSearch(deps: { db: Database; log: FastifyBaseLogger }): FeedSearch {
  let index: SearchIndex | null = null;
  let building: Promise<void> | null = null;
  let lastBuildStarted = -Infinity;
  let closed = false;
  // What PostgreSQL makes of a search (stemmed words, stop words dropped) depends on the words
  // alone, so it is kept: a pure function's results, not the feed's.
  const parsedSearches = new LRUCache<string, { words: Tsquery | null }>({ max: 2_000 });

  function build(): Promise<void> {
    if (building) return building;
    lastBuildStarted = performance.now();
    const started = lastBuildStarted;
    building = loadSearchIndex(deps.db)
      .then((built) => {
        index = built;
        deps.log.info(
          {
            jobs: built.size,
            words: built.words.size,
            ms: Math.round(performance.now() - started),
          },
          'job search index built',
        );
      })
      .finally(() => {
        building = null;
      });
    return building;
  }

  function buildSoon() {
    if (closed || building || performance.now() - lastBuildStarted < MIN_BUILD_GAP_MS) return;
    build().catch((error: unknown) =>
      deps.log.warn({ err: error }, 'could not build the job search index'),
    );
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
  });

  return {
    async page(query) {
      const current = index;
      if (!current) {
        buildSoon();
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
      const found = await jobsOfPage(deps.db, ids);
      // Another version's rows may not be what the index matched (and a job may be gone).
      if (found.version !== current.version || found.rows.length !== ids.length) {
        buildSoon();
        return fromDatabase(query);
      }
      const byId = new Map(found.rows.map((row) => [row.id, row]));
      return {
        rows: ids.map((id) => byId.get(id)!),
        listings: found.listings,
        ...cappedCount(matched, query),
        answeredBy: 'index',
      };
    },
    // A build already under way may have read the feed before the caller's change: wait for it,
    // then build again.
    async rebuild() {
      await building?.catch(() => undefined);
      await build();
    },
    indexedJobs: () => index?.size ?? null,
    async close() {
      closed = true;
      await building?.catch(() => undefined);
    },
  };
}
