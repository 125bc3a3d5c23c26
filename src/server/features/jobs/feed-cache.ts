import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client';
import { FEED_MAX_LAG_MS } from './feed-freshness';
import { feedStatus } from './feed.queries';

/**
 * Feed pages by query. A page is kept for what is left of the freshness contract (FEED_MAX_LAG_MS
 * less how far behind the database it already was when answered), and this instance drops them
 * all after its own ingest. Bounded by the size of the
 * serialized pages, not their number (a page carries the beginning of each text: about 1 KB a job).
 */
export type FeedCache = LRUCache<string, { body: Buffer; total: number; totalIsCapped: boolean }>;
/** The pages' JSON, in bytes (UTF-8). */
export const FEED_CACHE_MAX_SIZE = 32 * 1024 * 1024;
export const createFeedCache = (): FeedCache =>
  new LRUCache({
    maxSize: FEED_CACHE_MAX_SIZE,
    sizeCalculation: (page) => Math.max(1, page.body.length),
    ttl: FEED_MAX_LAG_MS,
  });

export type FeedStatus = Awaited<ReturnType<typeof feedStatus>>;
/** The feed's status, read at most once per freshness contract (a `fetch` of its one key). */
export type FeedStatusCache = LRUCache<'status', FeedStatus>;

/**
 * How fresh the feed is and how many jobs are open: three counting statements that every visit
 * to /jobs asked again, though they move only with an ingest (issue 33: a third of the page's
 * statements on the embedded database). Kept for the freshness contract, dropped by this
 * instance's own ingest as the pages are; requests that miss together share one read.
 */
export const createFeedStatusCache = (db: Database): FeedStatusCache =>
  new LRUCache<'status', FeedStatus>({
    max: 1,
    ttl: FEED_MAX_LAG_MS,
    fetchMethod: () => feedStatus(db),
  });
