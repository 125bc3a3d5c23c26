import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobListings, jobs } from '@/server/db/schema';
import {
  fixtureBoardEnv,
  startFixtureBoardServer,
  type FixtureBoardServer,
} from '../helpers/fixture-board-server';
import {
  ADMIN_EMAIL,
  as,
  createTestApp,
  registerUser,
  type SignedInUser,
  type TestApp,
} from '../helpers/test-app';

let boards: FixtureBoardServer;
let t: TestApp;
let admin: SignedInUser;
beforeAll(async () => {
  boards = await startFixtureBoardServer();
  boards.failPath('/v1/boards/broken-board/');
  t = await createTestApp(fixtureBoardEnv(boards, ['broken-board']));
  admin = await registerUser(t.app, { email: ADMIN_EMAIL });
});
afterAll(async () => {
  await t.close();
  await boards.close();
});

const ingest = (who: SignedInUser) =>
  as(t.app, who, { method: 'POST', url: '/api/admin/jobs/ingest' });

describe('the job ingest against recorded boards', () => {
  it('fetches every key-less board through the base-URL settings, keeps our tracks and records the run', async () => {
    const response = await ingest(admin);
    expect(response.statusCode).toBe(200);
    const run = response.json();
    expect(run).toMatchObject({ status: 'succeeded', trigger: 'manual' });
    expect(Object.keys(run.sources).sort()).toEqual([
      'ashby',
      'greenhouse',
      'himalayas',
      'jobicy',
      'lever',
      'remoteok',
      'remotive',
      'themuse',
    ]);
    // The broken company board is logged and counted; the recorded boards still come in.
    expect(run.sources.greenhouse.failed).toBe(1);
    expect(run.sources.greenhouse.fetched).toBeGreaterThan(0);
    for (const source of Object.values(run.sources) as { fetched: number; durationMs: number }[]) {
      expect(source.fetched).toBeGreaterThan(0);
      expect(source.durationMs).toBeGreaterThanOrEqual(0);
    }
    expect(boards.requests.some((r) => r.startsWith('/remotive/api/remote-jobs'))).toBe(true);

    const stored = await t.db.select().from(jobs).where(eq(jobs.status, 'active'));
    expect(stored.length).toBeGreaterThanOrEqual(9);
    expect(new Set(stored.map((j) => j.roleType))).toEqual(new Set(['sales', 'customer-success']));
    // Anything outside the three tracks (engineers, designers...) is dropped.
    expect(stored.some((j) => /engineer/i.test(j.title))).toBe(false);
  });

  it('merges a second run into the same rows: updated, not new', async () => {
    const before = await t.db.select().from(jobListings);
    const run = (await ingest(admin)).json();
    expect(
      Object.values(run.sources).reduce((n: number, s) => n + (s as { new: number }).new, 0),
    ).toBe(0);
    expect(run.sources.remotive.updated).toBeGreaterThan(0);
    expect(await t.db.select().from(jobListings)).toHaveLength(before.length);
  });

  it('expires a job its board no longer lists, but not when the board fails', async () => {
    boards.override('/remotive/api/remote-jobs', { 'job-count': 0, jobs: [] });
    const failing = await t.db.select().from(jobListings).where(eq(jobListings.source, 'remotive'));
    expect(failing.length).toBeGreaterThan(0);
    const run = (await ingest(admin)).json();
    expect(run.expired).toBeGreaterThan(0);
    const remotiveJobs = await t.db.select().from(jobs).where(eq(jobs.id, failing[0]!.jobId));
    expect(remotiveJobs[0]?.status).toBe('expired');

    // A board that fails outright proves nothing: its jobs stay.
    boards.failPath('/ashby/posting-api/', 503);
    const ashby = await t.db.select().from(jobListings).where(eq(jobListings.source, 'ashby'));
    expect(ashby.length).toBeGreaterThan(0);
    const failed = (await ingest(admin)).json();
    expect(failed.sources.ashby.failed).toBeGreaterThan(0);
    const [still] = await t.db.select().from(jobs).where(eq(jobs.id, ashby[0]!.jobId));
    expect(still?.status).toBe('active');
  });

  it('lets one ingest run at a time: a second one racing for the lease gets 409', async () => {
    const [first, second] = await Promise.all([ingest(admin), ingest(admin)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const busy = first.statusCode === 409 ? first : second;
    expect(busy.json().message).toBe('An ingest is already running');
  });

  it('is for administrators only', async () => {
    const teacher = await registerUser(t.app);
    expect((await ingest(teacher)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/jobs/ingest' })).statusCode).toBe(
      401,
    );
  });
});
