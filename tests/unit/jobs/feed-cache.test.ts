import { describe, expect, it } from 'vitest';
import { createFeedCache, FEED_CACHE_MAX_SIZE } from '@/server/features/jobs/jobs.routes';

describe('the feed cache', () => {
  it('is bounded by the size of the pages it holds, dropping the least recently used', () => {
    const cache = createFeedCache();
    const page = { body: 'x'.repeat(1024 * 1024), total: 100 };
    for (let i = 0; i < 40; i++) cache.set(`query-${i}`, page);
    expect(cache.calculatedSize).toBeLessThanOrEqual(FEED_CACHE_MAX_SIZE);
    expect(cache.size).toBe(32);
    expect(cache.has('query-0')).toBe(false);
    expect(cache.has('query-39')).toBe(true);
  });

  it('still holds many small pages', () => {
    const cache = createFeedCache();
    for (let i = 0; i < 5000; i++) cache.set(`query-${i}`, { body: '[]', total: 0 });
    expect(cache.size).toBe(5000);
  });

  it('keeps a page for a minute', () => {
    const cache = createFeedCache();
    cache.set('query', { body: '[]', total: 0 });
    expect(cache.getRemainingTTL('query')).toBeGreaterThan(59_000);
    expect(cache.getRemainingTTL('query')).toBeLessThanOrEqual(60_000);
  });
});
