import { LRUCache } from 'lru-cache';

/**
 * Feed pages by query. The feed changes when an ingest runs (hourly), so a page is kept for a
 * minute, and this instance drops them all after its own ingest. Bounded by the size of the
 * serialized pages, not their number: a 100-job page runs to a few hundred kilobytes.
 */
export type FeedCache = LRUCache<string, { body: string; total: number; totalIsCapped: boolean }>;
/** The pages' JSON, in UTF-16 code units (about bytes for this mostly-ASCII text). */
export const FEED_CACHE_MAX_SIZE = 32 * 1024 * 1024;
export const createFeedCache = (): FeedCache =>
  new LRUCache({
    maxSize: FEED_CACHE_MAX_SIZE,
    sizeCalculation: (page) => Math.max(1, page.body.length),
    ttl: 60_000,
  });
