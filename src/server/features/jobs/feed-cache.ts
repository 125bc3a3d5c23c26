import { LRUCache } from 'lru-cache';
import { FEED_MAX_LAG_MS } from './feed-freshness';

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
