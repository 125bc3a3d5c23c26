import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobs } from '@/server/db/schema';
import { FEED_MAX_LAG_MS } from '@/server/features/jobs/feed-freshness';
import { createFeedSearch, type FeedSearch } from '@/server/features/jobs/search-index/feed-search';
import { JobsQuerySchema } from '@/shared/contracts/jobs';
import { generateJobs } from '../helpers/generate-jobs';
import { captureLogs } from '../helpers/log-capture';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The feed's one freshness contract (issue 31): every instance shows the database as it was at
 * most FEED_MAX_LAG_MS ago; the index is built once per change, one build at a time, and not at
 * all above JOBS_SEARCH_INDEX_MAX_JOBS. Time is driven by an injected clock and by calling the
 * poll the server runs on a timer.
 */
let t: TestApp;
const RECENT = JobsQuerySchema.parse({ includeOlder: 'true', limit: '5' });
const opened: FeedSearch[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await generateJobs(t.db, 300);
}, 60_000);
afterAll(async () => {
  for (const search of opened) await search.close();
  await t.close();
});

/** A FeedSearch of our own on the test's database, with a clock the test moves. */
function feedSearch(options: { maxJobs?: number; log?: pino.Logger } = {}) {
  const clock = { ms: 0 };
  const search = createFeedSearch({
    db: t.db,
    log: options.log ?? t.app.log,
    engine: t.app.dbEngine,
    maxJobs: options.maxJobs ?? 1_000_000,
    now: () => clock.ms,
  });
  opened.push(search);
  return { search, clock };
}

const idsOf = (page: { rows: { id: string }[] }) => page.rows.map((row) => row.id);
let bumped = 0;
/** Moves a job to the top of the recent order: a change a reader sees, committed at once. */
async function bumpToTop(id: string) {
  bumped += 1;
  await t.db
    .update(jobs)
    .set({ postedAt: sql`now() + ${`${bumped} minutes`}::interval` })
    .where(eq(jobs.id, id));
}

describe('two instances on one database', () => {
  it("shows one instance's write on the other once its poll sees the version hold still", async () => {
    const other = await t.sibling();
    await other.feedSearch.rebuild();
    await t.app.feedSearch.rebuild();
    const buildsBefore = other.feedSearch.stats().builds;

    await bumpToTop('bench:42');
    // Its poll sees the change but builds only once it has held still for one poll…
    await other.feedSearch.poll();
    expect(other.feedSearch.stats().builds).toBe(buildsBefore);
    // …and meanwhile it may answer from its index, within the contract.
    const stale = await other.feedSearch.page(RECENT);
    expect(stale.answeredBy).toBe('index');
    expect(stale.lagMs).toBeLessThanOrEqual(FEED_MAX_LAG_MS);
    expect(idsOf(stale)[0]).not.toBe('bench:42');
    await other.feedSearch.poll();
    expect(other.feedSearch.stats().builds).toBe(buildsBefore + 1);

    const fresh = await other.feedSearch.page(RECENT);
    expect(fresh).toMatchObject({ answeredBy: 'index', lagMs: 0 });
    expect(idsOf(fresh)[0]).toBe('bench:42');
  });

  it('never shows a page older than the contract, whatever the polls did', async () => {
    const { search, clock } = feedSearch();
    await search.rebuild();
    await bumpToTop('bench:43');

    clock.ms = FEED_MAX_LAG_MS - 1_000;
    const within = await search.page(RECENT);
    expect(within).toMatchObject({ answeredBy: 'index', lagMs: FEED_MAX_LAG_MS - 1_000 });
    expect(idsOf(within)[0]).not.toBe('bench:43');

    clock.ms = FEED_MAX_LAG_MS + 1;
    const past = await search.page(RECENT);
    expect(past).toMatchObject({ answeredBy: 'database', lagMs: 0 });
    expect(idsOf(past)[0]).toBe('bench:43');
  });

  it('never names a job that has closed since the index was built', async () => {
    const { search } = feedSearch();
    await search.rebuild();
    const [top] = idsOf(await search.page(RECENT));
    await t.db.update(jobs).set({ status: 'expired' }).where(eq(jobs.id, top!));
    try {
      const after = await search.page(RECENT);
      expect(after.answeredBy).toBe('database');
      expect(idsOf(after)).not.toContain(top);
    } finally {
      await t.db.update(jobs).set({ status: 'active' }).where(eq(jobs.id, top!));
    }
  });
});

describe('builds', () => {
  it('runs one build for many refreshes at once, and one more for those asked during it', async () => {
    const { search } = feedSearch();
    await Promise.all(Array.from({ length: 8 }, () => search.rebuild()));
    expect(search.stats().builds).toBe(1);

    // Asked while a build reads the feed: it may have missed the caller's change, so one more.
    const first = search.rebuild();
    await vi.waitUntil(() => search.stats().builds === 2, { interval: 1 });
    const during = Array.from({ length: 5 }, () => search.rebuild());
    await Promise.all([first, ...during]);
    expect(search.stats().builds).toBe(3);
  });

  it('does not rebuild while the version keeps moving, until half the contract has passed', async () => {
    const { search, clock } = feedSearch();
    await search.rebuild();
    for (let step = 1; step <= 4; step++) {
      await bumpToTop(`bench:${100 + step}`);
      clock.ms = step * 5_000;
      await search.poll();
    }
    expect(search.stats().builds).toBe(1);

    await bumpToTop('bench:110');
    clock.ms = FEED_MAX_LAG_MS / 2 + 5_000;
    await search.poll();
    expect(search.stats().builds).toBe(2);
    expect(idsOf(await search.page(RECENT))[0]).toBe('bench:110');

    // Nothing moved since: polls confirm the index and build nothing.
    clock.ms += 15_000;
    await search.poll();
    await search.poll();
    expect(search.stats()).toMatchObject({ builds: 2, ageSeconds: 0 });
  });

  it.skipIf(Boolean(process.env.DATABASE_URL))(
    'defers a build on the embedded engine while its one connection is busy',
    async () => {
      const { search } = feedSearch();
      // A statement runs once something waits for it (drizzle's queries are lazy).
      const busy = t.db.execute(sql`select pg_sleep(0.3)`).then(() => undefined);
      await search.rebuild();
      expect(search.stats()).toMatchObject({ builds: 0, jobs: null });
      await busy;
      await search.rebuild();
      expect(search.stats().builds).toBe(1);
      expect(search.stats().jobs).toBeGreaterThan(0);
    },
  );
});

describe('the cap', () => {
  it('builds no index above JOBS_SEARCH_INDEX_MAX_JOBS, answers from the database, and says so once', async () => {
    const logs = captureLogs();
    const { search } = feedSearch({ maxJobs: 100, log: pino({ level: 'info' }, logs.stream) });
    await search.rebuild();
    await search.poll();
    const page = await search.page(RECENT);
    expect(page.answeredBy).toBe('database');
    expect(page.rows).toHaveLength(5);
    expect(search.stats()).toMatchObject({ jobs: null, fenced: true, builds: 0 });
    const fencedLines = logs.parsed().filter((line) => String(line.msg).includes('MAX_JOBS'));
    expect(fencedLines).toHaveLength(1);
    expect(fencedLines[0]).toMatchObject({ maxJobs: 100 });
  });

  it("says in /api/health the index's size, last build and age, or that it is fenced", async () => {
    await t.app.feedSearch.rebuild();
    const [open] = (
      (await t.db.execute(
        sql`select count(*)::int as n from jobs where status = 'active'`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    const health = (await t.app.inject({ method: 'GET', url: '/api/health' })).json<{
      jobSearchIndex: Record<string, unknown>;
    }>();
    expect(health.jobSearchIndex).toMatchObject({ jobs: open!.n, fenced: false, ageSeconds: 0 });
    expect(health.jobSearchIndex.approxBytes).toBeGreaterThan(open!.n * 8);
    expect(health.jobSearchIndex.lastBuildMs).toBeGreaterThanOrEqual(0);

    const fenced = await t.sibling({ JOBS_SEARCH_INDEX_MAX_JOBS: '10' });
    await fenced.feedSearch.rebuild();
    const fencedHealth = (await fenced.inject({ method: 'GET', url: '/api/health' })).json<{
      jobSearchIndex: Record<string, unknown>;
    }>();
    expect(fencedHealth.jobSearchIndex).toEqual({
      jobs: null,
      approxBytes: null,
      lastBuildMs: null,
      ageSeconds: null,
      fenced: true,
    });
  });
});
