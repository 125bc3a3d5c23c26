import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_COUNT_CAP } from '@/server/features/jobs/feed.queries';
import { generateJobs } from '../helpers/generate-jobs';
import {
  as,
  createTestApp,
  registerUser,
  type SignedInUser,
  type TestApp,
} from '../helpers/test-app';

/** 1,200 open postings: more than the feed counts exactly. */
let t: TestApp;
let me: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  await generateJobs(t.db, 1_200);
  me = await registerUser(t.app);
}, 60_000);
afterAll(() => t.close());

const feed = (query: string) =>
  as(t.app, me, { method: 'GET', url: `/api/jobs?includeOlder=true&${query}` });

describe('the feed count', () => {
  it('stops at 1,000 matches and says so, while every page can still be read', async () => {
    const broad = await feed(
      'roleTypes=Sales,Customer%20Success,Learning%20%26%20Development&limit=20',
    );
    expect(broad.statusCode).toBe(200);
    expect(broad.headers['x-total-count']).toBe(String(FEED_COUNT_CAP));
    expect(broad.headers['x-total-count-capped']).toBe('true');

    // Deep pages are counted past the page itself (1,200 generated + the offline sample), and the
    // last one is reachable with an exact count.
    const deep = await feed(
      'roleTypes=Sales,Customer%20Success,Learning%20%26%20Development&limit=100&offset=1250',
    );
    expect(deep.json().length).toBeGreaterThan(0);
    expect(Number(deep.headers['x-total-count'])).toBeGreaterThanOrEqual(1_200);
    expect(deep.headers['x-total-count-capped']).toBe('false');
  });

  it('counts exactly below the cap', async () => {
    // One learning job in four is a "Corporate Trainer" (tests/helpers/generate-jobs.ts): about 100.
    const narrow = await feed(
      'roleTypes=Learning%20%26%20Development&search=%22corporate%20trainer%22&limit=5',
    );
    expect(narrow.headers['x-total-count-capped']).toBe('false');
    const total = Number(narrow.headers['x-total-count']);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(FEED_COUNT_CAP);
    const all = await feed(
      `roleTypes=Learning%20%26%20Development&search=%22corporate%20trainer%22&limit=100&offset=0`,
    );
    const more = await feed(
      `roleTypes=Learning%20%26%20Development&search=%22corporate%20trainer%22&limit=100&offset=100`,
    );
    expect(all.json().length + more.json().length).toBe(total);
  });
});
