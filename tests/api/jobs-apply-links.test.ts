import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobListings, jobs } from '@/server/db/schema';
import { createLinkChecker } from '@/server/features/jobs/ingest/http';
import type { JobSource, NormalizedJob } from '@/server/features/jobs/ingest/job-source';
import { runIngest } from '@/server/features/jobs/ingest/run-ingest';
import { startFixtureBoardServer, type FixtureBoardServer } from '../helpers/fixture-board-server';
import { createTestApp, type TestApp } from '../helpers/test-app';

let boards: FixtureBoardServer;
let t: TestApp;
beforeAll(async () => {
  // The local fixture server stands in for employers' sites: it answers what each test sets.
  boards = await startFixtureBoardServer();
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await boards.close();
});

const HOUR = 60 * 60_000;
const T0 = new Date('2031-05-05T10:00:00Z');

/** A whole board listing one posting per id, each with the apply link `applyUrl(id)`. */
function board(ids: string[], applyUrl: (id: string) => string): JobSource {
  return {
    slug: 'lever',
    name: 'Lever',
    complete: true,
    minIntervalMs: 0,
    termsMinIntervalMs: 0,
    async fetchJobs() {
      const found = ids.map((id): NormalizedJob => ({
        source: 'Lever',
        externalId: `lever:linkcheck:${id}`,
        title: 'Customer Success Associate',
        company: `Linkcheck ${id}`,
        description: 'Help schools.',
        requirements: [],
        salary: null,
        isRemote: true,
        location: 'Remote',
        postedAt: T0,
        applyUrl: applyUrl(id),
        sourceUrl: `https://jobs.lever.co/linkcheck/${id}`,
        categories: [],
      }));
      return { jobs: found, fetched: found.length, skipped: 0, failedRequests: 0 };
    },
  };
}

const statusOf = async (id: string) =>
  (
    await t.db
      .select({ status: jobs.status })
      .from(jobs)
      .where(eq(jobs.id, `lever:linkcheck:${id}`))
  )[0]?.status;

describe('apply links checked after an ingest', () => {
  it('closes a posting whose link answers 404 or 410, and nothing on any other answer', async () => {
    const site = `${boards.url('greenhouse').replace(/\/greenhouse$/, '')}/employer-site/apply`;
    boards.override('/employer-site/apply/live', { ok: true });
    boards.failPath('/employer-site/apply/gone-410', 410);
    boards.failPath('/employer-site/apply/busy', 503);
    boards.failPath('/employer-site/apply/forbidden', 403);
    // gone-404: the fixture server answers 404 to a path it does not know.
    const ids = ['live', 'gone-404', 'gone-410', 'busy', 'forbidden', 'offline'];
    // Port 9 (discard) on this machine refuses the connection: a network error.
    const source = board(ids, (id) =>
      id === 'offline' ? 'http://127.0.0.1:9/apply/offline' : `${site}/${id}`,
    );
    const checkLink = createLinkChecker({ userAgent: 'c2c-test', timeoutMs: 5_000 });
    const run = (when: Date) =>
      runIngest(
        {
          db: t.db,
          log: t.app.log,
          sources: [source],
          getJson: () => Promise.reject(new Error('no network in this test')),
          classify: () => 'customer-success',
          checkLink,
          now: () => when,
        },
        'manual',
      );

    await run(T0);
    expect(
      Object.fromEntries(await Promise.all(ids.map(async (id) => [id, await statusOf(id)]))),
    ).toEqual({
      live: 'active',
      'gone-404': 'expired',
      'gone-410': 'expired',
      busy: 'active',
      forbidden: 'active',
      offline: 'active',
    });
    // One request per link (HEAD), each on the employer's site.
    expect(boards.requests.filter((path) => path.startsWith('/employer-site/'))).toHaveLength(5);

    // The board still lists the dead links: they stay closed; each checked link waits a day.
    await run(new Date(T0.getTime() + HOUR));
    expect(await statusOf('gone-404')).toBe('expired');
    expect(await statusOf('gone-410')).toBe('expired');
    expect(boards.requests.filter((path) => path.startsWith('/employer-site/'))).toHaveLength(5);
    const [gone] = await t.db
      .select()
      .from(jobListings)
      .where(eq(jobListings.externalId, 'lever:linkcheck:gone-410'));
    expect(gone?.applyGoneAt).toEqual(T0);

    // A new link for the posting reopens it.
    const moved = board(['gone-410'], () => `${site}/live?posting=gone-410`);
    await runIngest(
      {
        db: t.db,
        log: t.app.log,
        sources: [moved],
        getJson: () => Promise.reject(new Error('no network in this test')),
        classify: () => 'customer-success',
        now: () => new Date(T0.getTime() + 2 * HOUR),
      },
      'manual',
    );
    expect(await statusOf('gone-410')).toBe('active');
  });
});
