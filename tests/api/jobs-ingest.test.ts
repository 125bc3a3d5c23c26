import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  jobFeedVersion,
  jobIngestRuns,
  jobListings,
  jobs,
  jobSourceState,
} from '@/server/db/schema';
import type { Job, JobBoard } from '@/shared/contracts/jobs';
import { upsertJob } from '@/server/features/jobs/ingest/ingest.queries';
import type {
  ClassifiedJob,
  JobSource,
  NormalizedJob,
  SourceResult,
} from '@/server/features/jobs/ingest/job-source';
import {
  runIngest,
  WINDOWED_LISTING_TTL_MS,
  type IngestRunRow,
  type IngestTrigger,
} from '@/server/features/jobs/ingest/run-ingest';
import {
  fixtureBoardEnv,
  startFixtureBoardServer,
  type FixtureBoardServer,
} from '../helpers/fixture-board-server';
import { captureLogs } from '../helpers/log-capture';
import {
  as,
  createTestApp,
  registerAdmin,
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
  admin = await registerAdmin(t.app);
});
afterAll(async () => {
  await t.close();
  await boards.close();
});

const ingest = (who: SignedInUser) =>
  as(t.app, who, { method: 'POST', url: '/api/admin/jobs/ingest' });

/** As if every board's interval had passed since its last poll (Remotive allows one in 6 h). */
const rewindPolls = () =>
  t.db
    .update(jobSourceState)
    .set({ lastPolledAt: sql`${jobSourceState.lastPolledAt} - interval '1 day'` });

describe('the job ingest against recorded boards', () => {
  it('fetches every key-less board through the base-URL settings, keeps our tracks and records the run', async () => {
    const status = () => as(t.app, admin, { method: 'GET', url: '/api/jobs/status' });
    const first = await status();
    const before = first.json();
    // A fresh install: the offline snapshot only, no live board reached yet.
    expect(before).toMatchObject({ refreshedAt: null, liveJobs: 0 });
    expect(before.activeJobs).toBeGreaterThan(0);
    // Counted once per freshness contract (issue 33), not on every visit to /jobs; the ingest
    // below drops the count, and the status after it is read again.
    expect(first.headers['server-timing']).toMatch(/Database \(\d+\)/);
    const again = await status();
    expect(again.json()).toEqual(before);
    expect(again.headers['server-timing']).not.toMatch(/Database/);
    expect((await as(t.app, null, { method: 'GET', url: '/api/jobs/status' })).statusCode).toBe(
      401,
    );

    const response = await ingest(admin);
    expect(response.statusCode).toBe(200);
    const run = response.json();
    // On failure, name the boards that failed and why, not only "partial".
    const errors = Object.entries(run.sources as Record<string, { error?: string | null }>)
      .filter(([, source]) => source.error)
      .map(([slug, source]) => `${slug}: ${source.error}`);
    expect(run, errors.join('; ')).toMatchObject({ status: 'succeeded', trigger: 'manual' });
    expect(Object.keys(run.sources).sort()).toEqual([
      'ashby',
      'breezy',
      'greenhouse',
      'himalayas',
      'jobicy',
      'lever',
      'pinpoint',
      'recruitee',
      'remoteok',
      'remotive',
      'smartrecruiters',
      'themuse',
      'workable',
    ]);
    // The broken company board is logged and counted; the recorded boards still come in.
    expect(run.sources.greenhouse.failed).toBe(1);
    expect(run.sources.greenhouse.fetched).toBeGreaterThan(0);
    for (const source of Object.values(run.sources) as { fetched: number; durationMs: number }[]) {
      expect(source.fetched).toBeGreaterThan(0);
      expect(source.durationMs).toBeGreaterThanOrEqual(0);
    }
    expect(boards.requests.some((r) => r.startsWith('/remotive/api/remote-jobs'))).toBe(true);

    // The boards' own postings, apart from the saved sample a fresh install starts with.
    const stored = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.status, 'active'), eq(jobs.savedSample, false)));
    expect(stored.length).toBeGreaterThanOrEqual(9);
    expect(new Set(stored.map((j) => j.track))).toEqual(
      new Set(['sales', 'customer-success', 'learning-development']),
    );
    // Anything outside the three tracks (engineers, designers...) is dropped.
    expect(stored.some((j) => /engineer/i.test(j.title))).toBe(false);
    // Every company-board ATS added for issue 31 lands listings the database accepts.
    const listed = new Set((await t.db.select().from(jobListings)).map((l) => l.source));
    for (const board of ['smartrecruiters', 'workable', 'recruitee', 'breezy', 'pinpoint'])
      expect(listed, board).toContain(board);

    // The feed now says when it was refreshed, and that its open jobs come from live boards.
    const after = (await status()).json();
    expect(after.refreshedAt).toBe(run.finishedAt);
    const active = await t.db.select().from(jobs).where(eq(jobs.status, 'active'));
    expect(after.activeJobs).toBe(active.length);
    expect(after.liveJobs).toBe(stored.length);
  });

  it('merges a second run into the same rows: updated, not new', async () => {
    const before = await t.db.select().from(jobListings);
    await rewindPolls();
    const run = (await ingest(admin)).json();
    expect(
      Object.values(run.sources).reduce((n: number, s) => n + (s as { new: number }).new, 0),
    ).toBe(0);
    // The boards answered as before: every posting was seen again, none rewritten.
    expect(run.sources.remotive).toMatchObject({
      updated: 0,
      unchanged: run.sources.remotive.kept,
    });
    expect(run.sources.remotive.kept).toBeGreaterThan(0);
    expect(await t.db.select().from(jobListings)).toHaveLength(before.length);
  });

  it('forgets run records finished over 90 days ago, keeping newer ones', async () => {
    const day = 86_400_000;
    const [old, recent] = await t.db
      .insert(jobIngestRuns)
      .values([
        { trigger: 'cli', status: 'succeeded', finishedAt: new Date(Date.now() - 91 * day) },
        { trigger: 'cli', status: 'succeeded', finishedAt: new Date(Date.now() - 89 * day) },
      ])
      .returning({ id: jobIngestRuns.id });
    await rewindPolls();
    expect((await ingest(admin)).statusCode).toBe(200);
    const left = new Set((await t.db.select().from(jobIngestRuns)).map((run) => run.id));
    expect(left.has(old!.id)).toBe(false);
    expect(left.has(recent!.id)).toBe(true);
  });

  it('expires a job its board no longer lists, but not when the board fails', async () => {
    boards.override('/remotive/api/remote-jobs', { 'job-count': 0, jobs: [] });
    const failing = await t.db.select().from(jobListings).where(eq(jobListings.source, 'remotive'));
    expect(failing.length).toBeGreaterThan(0);
    await rewindPolls();
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

  it('lets one manual ingest run at a time: a second one while a batch is open gets 409', async () => {
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

describe("the run record's status", () => {
  it('is failed when no board answers and partial when some do not, in the answer and the row', async () => {
    try {
      // Offline: every board's every request fails.
      boards.failPath('/');
      await rewindPolls();
      const offline = await ingest(admin);
      expect(offline.statusCode).toBe(200);
      const failed = offline.json();
      expect(failed).toMatchObject({ status: 'failed', error: 'No job board answered' });
      const polled = Object.values(failed.sources as Record<string, { failed: number }>);
      expect(polled.length).toBeGreaterThan(0);
      for (const source of polled) expect(source.failed).toBeGreaterThan(0);

      boards.reset();
      boards.failPath('/ashby/');
      await rewindPolls();
      const partial = (await ingest(admin)).json();
      expect(partial).toMatchObject({ status: 'partial', error: null });
      expect(partial.sources.ashby.fetched).toBe(0);
      expect(partial.sources.lever.fetched).toBeGreaterThan(0);

      const rows = await t.db
        .select({ id: jobIngestRuns.id, status: jobIngestRuns.status })
        .from(jobIngestRuns)
        .where(inArray(jobIngestRuns.id, [failed.id, partial.id]));
      expect(new Map(rows.map((row) => [row.id, row.status]))).toEqual(
        new Map([
          [failed.id, 'failed'],
          [partial.id, 'partial'],
        ]),
      );
    } finally {
      boards.reset();
    }
  });
});

describe('the admin\'s "run now"', () => {
  it("skips the hourly schedule but waits out each board's terms", async () => {
    await rewindPolls();
    const first = (await ingest(admin)).json();
    expect(first.sources.remotive.notDue).toBeUndefined();
    const remotiveCalls = boards.requests.filter((r) => r.startsWith('/remotive/')).length;

    const second = (await ingest(admin)).json();
    const notDue = Object.entries(second.sources as Record<string, { notDue?: boolean }>)
      .filter(([, stats]) => stats.notDue)
      .map(([slug]) => slug);
    // Remotive: 4 calls a day; Jobicy: hourly; The Muse: 500 calls an hour over its pages.
    expect(notDue.sort()).toEqual(['jobicy', 'remotive', 'themuse']);
    expect(second.sources.greenhouse.fetched).toBeGreaterThan(0);
    expect(boards.requests.filter((r) => r.startsWith('/remotive/'))).toHaveLength(remotiveCalls);
  });
});

describe('runIngest', () => {
  const HOUR = 60 * 60_000;
  const DAY = 24 * HOUR;
  const T0 = new Date('2031-03-03T10:00:00Z');
  const at = (ms: number) => new Date(T0.getTime() + ms);

  interface FakeBoard {
    polls: number;
    ids: string[];
    /** Every posting's title (one changed is a change a reader sees). */
    title: string;
    failedRequests: number;
    /** The board answered only part of itself (a page cap). */
    partial: boolean;
    onPoll: () => void;
    source: JobSource;
  }

  /** A board whose answer the test sets, counting its polls; ids are "<slug>:<id>". */
  function fakeBoard(
    slug: JobBoard,
    traits: Pick<JobSource, 'complete' | 'minIntervalMs' | 'termsMinIntervalMs'>,
  ): FakeBoard {
    const board: FakeBoard = {
      polls: 0,
      ids: [] as string[],
      title: 'Account Executive',
      failedRequests: 0,
      partial: false,
      onPoll: () => {},
      source: {
        slug,
        name: slug,
        ...traits,
        async fetchJobs(): Promise<SourceResult> {
          board.polls++;
          board.onPoll();
          const found = board.ids.map((id): NormalizedJob => {
            const url = `https://${slug}.example.org/jobs/${id}`;
            return {
              source: slug,
              externalId: `${slug}:${id}`,
              title: board.title,
              company: `${slug} ${id} Inc`,
              description: 'Sell to schools.',
              requirements: [],
              salary: null,
              isRemote: true,
              location: 'Remote (USA)',
              postedAt: T0,
              applyUrl: url,
              sourceUrl: url,
              categories: [],
            };
          });
          return {
            jobs: found,
            fetched: found.length,
            skipped: 0,
            failedRequests: board.failedRequests,
            partial: board.partial,
          };
        },
      },
    };
    return board;
  }

  const run = (
    sources: JobSource[],
    when: Date,
    options: {
      trigger?: IngestTrigger;
      manual?: boolean;
      signal?: AbortSignal;
      log?: FastifyBaseLogger;
      maxDropShare?: number;
    } = {},
  ) =>
    runIngest(
      {
        db: t.db,
        log: options.log ?? t.app.log,
        maxDropShare: options.maxDropShare,
        sources,
        getJson: () => Promise.reject(new Error('no network in this test')),
        classify: () => 'sales',
        ignoreIntervals: options.manual ?? false,
        signal: options.signal,
        now: () => when,
      },
      options.trigger ?? (options.manual ? 'manual' : 'schedule'),
    );

  const statusOf = async (id: string) =>
    (await t.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, id)))[0]?.status;

  const feedVersion = async () =>
    (await t.db.select({ version: jobFeedVersion.version }).from(jobFeedVersion))[0]?.version;

  it("moves the feed's version only when a reader would see a change, and keeps last seen", async () => {
    // A month before the other tests' runs, so theirs find the board due.
    const when = (ms: number) => at(ms - 30 * DAY);
    const board = fakeBoard('greenhouse', {
      complete: true,
      minIntervalMs: 0,
      termsMinIntervalMs: 0,
    });
    board.ids = ['same-1', 'same-2', 'same-3'];
    await run([board.source], when(0));
    // The snapshot's Greenhouse postings a fresh install starts with close on the second answer
    // (a suspicious drop is held once): from then on the board answers the same.
    await run([board.source], when(60_000));
    const written = await feedVersion();
    const listed = () =>
      t.db
        .select({ lastSeenAt: jobListings.lastSeenAt })
        .from(jobListings)
        .where(inArray(jobListings.externalId, ['greenhouse:same-1', 'greenhouse:same-2']));

    // The same answer an hour later: nothing a reader sees changed, so the version stays put
    // (before, each posting's rewrite moved it), but each listing knows it was seen again.
    const again = await run([board.source], when(HOUR));
    expect(again.sources.greenhouse).toMatchObject({ fetched: 3, new: 0, updated: 0 });
    expect(await feedVersion()).toBe(written);
    expect((await listed()).map((row) => row.lastSeenAt.toISOString())).toEqual([
      when(HOUR).toISOString(),
      when(HOUR).toISOString(),
    ]);

    // A changed title is a change: the version moves, and the run counts the postings updated.
    board.title = 'Senior Account Executive';
    const changed = await run([board.source], when(2 * HOUR));
    expect(changed.sources.greenhouse).toMatchObject({ new: 0, updated: 3 });
    const moved = await feedVersion();
    expect(moved).not.toBe(written);
    // A posting gone from the board is a change too.
    board.ids = ['same-1', 'same-2'];
    await run([board.source], when(3 * HOUR));
    expect(await statusOf('greenhouse:same-3')).toBe('expired');
    expect(await feedVersion()).not.toBe(moved);
  });

  it("expires a whole board's missing postings at once and a window's after a week unseen", async () => {
    const whole = fakeBoard('greenhouse', {
      complete: true,
      minIntervalMs: 0,
      termsMinIntervalMs: 0,
    });
    const window = fakeBoard('adzuna', {
      complete: false,
      minIntervalMs: 0,
      termsMinIntervalMs: 0,
    });
    const sources = [whole.source, window.source];
    whole.ids = ['a'];
    window.ids = ['b'];
    await run(sources, T0);
    expect([await statusOf('greenhouse:a'), await statusOf('adzuna:b')]).toEqual([
      'active',
      'active',
    ]);

    // An hour later neither lists its posting: only the whole board proves it gone.
    whole.ids = [];
    window.ids = [];
    // A whole board read only to its page cap proves nothing gone...
    whole.partial = true;
    await run(sources, at(HOUR));
    expect(await statusOf('greenhouse:a')).toBe('active');
    // ...its full answer does.
    whole.partial = false;
    await run(sources, at(2 * HOUR));
    expect(await statusOf('greenhouse:a')).toBe('expired');
    expect(await statusOf('adzuna:b')).toBe('active');

    // Past the age limit, a window whose every request failed still proves nothing...
    const later = at(WINDOWED_LISTING_TTL_MS + DAY);
    window.failedRequests = 1;
    await run(sources, later);
    expect(await statusOf('adzuna:b')).toBe('active');
    // ...one that answered does.
    window.failedRequests = 0;
    const answered = await run(sources, at(WINDOWED_LISTING_TTL_MS + DAY + HOUR));
    expect(await statusOf('adzuna:b')).toBe('expired');
    expect(answered.expired).toBe(1);
  });

  it('holds an answer that would expire most of a board, until the next answer confirms it', async () => {
    const board = fakeBoard('remoteok', {
      complete: true,
      minIntervalMs: 0,
      termsMinIntervalMs: 0,
    });
    const ids = Array.from({ length: 20 }, (_, i) => `drop-${i}`);
    const open = async () =>
      (await Promise.all(ids.map((id) => statusOf(`remoteok:${id}`)))).filter((s) => s === 'active')
        .length;
    const report = (record: IngestRunRow) => record.sources.remoteok!;
    board.ids = ids;
    await run([board.source], T0);
    expect(await open()).toBe(20);

    // An outage answering an empty list: nothing expires, the report and the log say why.
    board.ids = [];
    const logs = captureLogs();
    const held = await run([board.source], at(HOUR), { log: pino({ level: 'warn' }, logs.stream) });
    expect(report(held)).toMatchObject({ held: 'suspicious-drop', heldListings: 20 });
    expect(held.expired).toBe(0);
    expect(await open()).toBe(20);
    expect(logs.parsed()).toEqual([
      expect.objectContaining({
        level: 40,
        source: 'remoteok',
        wouldExpire: 20,
        msg: expect.stringMatching(/nothing expired until the next run confirms it/),
      }),
    ]);

    // The board is back: the hold ends and nothing was lost.
    board.ids = ids;
    const back = await run([board.source], at(2 * HOUR));
    expect(report(back).held).toBeUndefined();
    expect(await open()).toBe(20);

    // Shrinking by more than half (12 of 20 gone) is held too...
    board.ids = ids.slice(0, 8);
    expect(report(await run([board.source], at(3 * HOUR)))).toMatchObject({
      held: 'suspicious-drop',
      heldListings: 12,
    });
    expect(await open()).toBe(20);
    // ...and a second answer alike confirms it: those 12 expire.
    const confirmed = await run([board.source], at(4 * HOUR));
    expect(report(confirmed).held).toBeUndefined();
    expect(confirmed.expired).toBe(12);
    expect(await open()).toBe(8);

    // A small drop (3 of 8, under the share and the minimum) expires at once.
    board.ids = ids.slice(0, 5);
    const small = await run([board.source], at(5 * HOUR));
    expect(report(small).held).toBeUndefined();
    expect(await open()).toBe(5);
  });

  it('lets JOBS_INGEST_MAX_DROP_SHARE set the share an answer may expire at once', async () => {
    const board = fakeBoard('usajobs', {
      complete: true,
      minIntervalMs: 0,
      termsMinIntervalMs: 0,
    });
    const ids = Array.from({ length: 20 }, (_, i) => `share-${i}`);
    board.ids = ids;
    await run([board.source], T0, { maxDropShare: 0.9 });
    // 12 of 20 (60%) is under a 90% share: expired at once.
    board.ids = ids.slice(0, 8);
    const record = await run([board.source], at(HOUR), { maxDropShare: 0.9 });
    expect(record.sources.usajobs!.held).toBeUndefined();
    expect(record.expired).toBe(12);
  });

  it("keeps a window's posting it saw within the week", async () => {
    const window = fakeBoard('himalayas', {
      complete: false,
      minIntervalMs: 0,
      termsMinIntervalMs: 0,
    });
    window.ids = ['c'];
    await run([window.source], T0);
    window.ids = [];
    await run([window.source], at(WINDOWED_LISTING_TTL_MS - HOUR));
    expect(await statusOf('himalayas:c')).toBe('active');
  });

  it("lets a manual run skip the schedule but never a board's terms", async () => {
    const hourly = fakeBoard('remotive', {
      complete: true,
      minIntervalMs: HOUR,
      termsMinIntervalMs: 0,
    });
    const strict = fakeBoard('jobicy', {
      complete: true,
      minIntervalMs: 6 * HOUR,
      termsMinIntervalMs: 6 * HOUR,
    });
    const sources = [hourly.source, strict.source];
    const notDue = async (when: Date, manual: boolean) => {
      const record = await run(sources, when, { manual });
      return Object.entries(record.sources)
        .filter(([, stats]) => stats.notDue)
        .map(([slug]) => slug)
        .sort();
    };
    expect(await notDue(T0, false)).toEqual([]);
    expect(await notDue(at(10 * 60_000), true)).toEqual(['jobicy']);
    expect(await notDue(at(30 * 60_000), false)).toEqual(['jobicy', 'remotive']);
    expect(await notDue(at(HOUR + 11 * 60_000), false)).toEqual(['jobicy']);
    expect(await notDue(at(6 * HOUR), true)).toEqual([]);
    expect([hourly.polls, strict.polls]).toEqual([4, 2]);
  });

  it('runs again once the run row can be written', async () => {
    const board = fakeBoard('lever', {
      complete: true,
      minIntervalMs: 0,
      termsMinIntervalMs: 0,
    });
    await t.db.execute(sql`
      create function refuse_ingest_run() returns trigger language plpgsql as $$
      begin raise exception 'no room for runs'; end $$`);
    await t.db.execute(sql`
      create trigger refuse_ingest_run before insert on job_ingest_runs
      for each row execute function refuse_ingest_run()`);
    try {
      await expect(run([board.source], T0)).rejects.toThrow();
    } finally {
      await t.db.execute(sql`drop trigger refuse_ingest_run on job_ingest_runs`);
      await t.db.execute(sql`drop function refuse_ingest_run()`);
    }
    const next = await run([board.source], T0);
    expect(next.status).toBe('succeeded');
  });

  it('stops at the abort signal: the run fails, later boards are not asked, the next run runs', async () => {
    const controller = new AbortController();
    const first = fakeBoard('ashby', {
      complete: true,
      minIntervalMs: 0,
      termsMinIntervalMs: 0,
    });
    const second = fakeBoard('themuse', {
      complete: true,
      minIntervalMs: 0,
      termsMinIntervalMs: 0,
    });
    first.onPoll = () => controller.abort(new Error('the job feed is stopping'));
    const record = await run([first.source, second.source], T0, { signal: controller.signal });
    expect(record).toMatchObject({ status: 'failed', error: 'the job feed is stopping' });
    expect([first.polls, second.polls]).toEqual([1, 0]);
    await expect(run([second.source], T0)).resolves.toMatchObject({ status: 'succeeded' });
  });
});

describe('one job per posting', () => {
  const DAY = 86_400_000;
  const base = Date.now() - 20 * DAY;
  const posting = (externalId: string, overrides: Partial<ClassifiedJob> = {}): ClassifiedJob => ({
    source: externalId.startsWith('lever:') ? 'Lever' : 'Remotive',
    externalId,
    title: 'Customer Success Manager',
    company: 'Dedupe Learning Inc',
    description: 'Help school districts roll out our reading app.',
    requirements: [],
    salary: null,
    isRemote: false,
    location: 'Denver, CO',
    postedAt: new Date(base),
    applyUrl: `https://dedupe.example.com/apply/${externalId.replace(/\W/g, '-')}`,
    sourceUrl: `https://board.example.com/${externalId.replace(/\W/g, '-')}`,
    categories: [],
    track: 'customer-success',
    ...overrides,
  });
  const store = (job: ClassifiedJob) => upsertJob(t.db, job, { now: new Date() });
  const jobOf = async (externalId: string) =>
    (
      await t.db
        .select({ jobId: jobListings.jobId })
        .from(jobListings)
        .where(eq(jobListings.externalId, externalId))
    )[0]?.jobId;

  it('collapses copies whose links differ only in tracking, and a board re-posting within a week', async () => {
    await store(
      posting('remotive:dd-1', {
        applyUrl: 'https://dedupe.example.com/jobs/1?utm_source=remotive',
      }),
    );
    // Another title (so only the link can match it), the link with other tracking.
    await store(
      posting('remotive:dd-2', {
        title: 'CSM, K-12',
        applyUrl: 'https://Dedupe.example.com/jobs/1/?gh_src=feed&utm_medium=social&ref=x',
      }),
    );
    // An agency's re-post three days on: another link, the company and place spelt its way.
    await store(
      posting('remotive:dd-3', {
        company: 'Dedupe Learning, Inc.',
        location: 'Denver, Colorado',
        postedAt: new Date(base + 3 * DAY),
        applyUrl: 'https://agency.example.com/r/99',
      }),
    );
    expect(await jobOf('remotive:dd-2')).toBe('remotive:dd-1');
    expect(await jobOf('remotive:dd-3')).toBe('remotive:dd-1');
    // Nine days on, the same board's same title is another opening.
    await store(posting('remotive:dd-4', { postedAt: new Date(base + 9 * DAY) }));
    expect(await jobOf('remotive:dd-4')).toBe('remotive:dd-4');
  });

  it("keeps one job across boards with every board's link", async () => {
    await store(
      posting('remotive:xb-1', {
        title: 'Learning Experience Designer',
        track: 'learning-development',
      }),
    );
    const leverStored = new Date();
    await store(
      posting('lever:dedupe:xb-2', {
        title: 'Learning Experience Designer',
        track: 'learning-development',
        postedAt: new Date(base + 12 * DAY),
        applyUrl: 'https://jobs.lever.co/dedupe/xb-2/apply?lever-source=Remotive',
        sourceUrl: 'https://jobs.lever.co/dedupe/xb-2',
      }),
    );
    expect(await jobOf('lever:dedupe:xb-2')).toBe('remotive:xb-1');
    const user = await registerUser(t.app);
    const page = await as(t.app, user, {
      method: 'GET',
      url: '/api/jobs?search=learning%20experience%20designer&limit=50',
    });
    const card = (page.json() as Job[]).find((job) => job.id === 'remotive:xb-1');
    expect(card?.sources).toEqual([
      { name: 'Remotive', url: 'https://board.example.com/remotive-xb-1' },
      { name: 'Lever', url: 'https://jobs.lever.co/dedupe/xb-2' },
    ]);
    // The card says the employer's own site listed it last (Lever was stored after Remotive).
    expect(card?.confirmed).toMatchObject({ byEmployer: true, on: 'Lever' });
    expect(Date.parse(card!.confirmed!.at)).toBeGreaterThanOrEqual(leverStored.getTime());
    // The employer's own link is the one to apply through.
    expect(card?.applyUrl).toBe('https://jobs.lever.co/dedupe/xb-2/apply?lever-source=Remotive');
  });

  it('never merges a near miss: another city, another title, or no place to compare', async () => {
    const near = (id: string, overrides: Partial<ClassifiedJob>) =>
      posting(id, { title: 'Enablement Specialist', track: 'learning-development', ...overrides });
    await store(near('remotive:nm-1', {}));
    await store(near('remotive:nm-2', { location: 'Boulder, CO' }));
    await store(near('remotive:nm-3', { title: 'Senior Enablement Specialist' }));
    await store(near('remotive:nm-4', { location: null }));
    await store(near('remotive:nm-5', { location: null }));
    expect(
      await Promise.all(
        ['nm-1', 'nm-2', 'nm-3', 'nm-4', 'nm-5'].map((id) => jobOf(`remotive:${id}`)),
      ),
    ).toEqual([
      'remotive:nm-1',
      'remotive:nm-2',
      'remotive:nm-3',
      'remotive:nm-4',
      'remotive:nm-5',
    ]);
  });
});
