import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPeoplePage } from '@/shared/contracts/admin';
import type { AlertRun } from '@/shared/contracts/job-alerts';
import type { IngestRun } from '@/shared/contracts/jobs';
import { jobAlertRuns, moduleProgress, payments } from '@/server/db/schema';
import { upsertJob } from '@/server/features/jobs/ingest/ingest.queries';
import {
  fixtureBoardEnv,
  startFixtureBoardServer,
  type FixtureBoardServer,
} from '../helpers/fixture-board-server';
import { freePort } from '../helpers/free-port';
import { completeModules } from '../helpers/learning';
import {
  ADMIN_EMAIL,
  as,
  createTestApp,
  registerAdmin,
  registerUser,
  type SignedInUser,
  type TestApp,
} from '../helpers/test-app';

/** Listed in ADMIN_EMAILS, but her address is never verified: no rights. */
const UNVERIFIED_ADMIN = 'second.admin@example.test';
const SALES = 6;

let boards: FixtureBoardServer;
let t: TestApp;
let admin: SignedInUser;
let teacher: SignedInUser;
let other: SignedInUser;
let unverifiedAdmin: SignedInUser;

beforeAll(async () => {
  boards = await startFixtureBoardServer();
  boards.failPath('/v1/boards/broken-board/');
  t = await createTestApp({
    ...fixtureBoardEnv(boards, ['broken-board']),
    ADMIN_EMAILS: `${ADMIN_EMAIL},${UNVERIFIED_ADMIN}`,
    // Nothing listens there: every email fails, as it would with the mail provider down.
    SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
  });
  admin = await registerAdmin(t.app);
  teacher = await registerUser(t.app, {
    email: 'Rosa.Delgado@School.example',
    firstName: 'Rosa',
    lastName: 'Delgado',
  });
  other = await registerUser(t.app, { email: 'rosalind.park@school.example' });
  unverifiedAdmin = await registerUser(t.app, { email: UNVERIFIED_ADMIN });
});
afterAll(async () => {
  await t.close();
  await boards.close();
});

const findPeople = (query: string, who: SignedInUser | null = admin) =>
  as(t.app, who, { method: 'GET', url: `/api/admin/users?${query}` });
const grant = (userId: string, courseId = SALES) =>
  as(t.app, admin, {
    method: 'POST',
    url: '/api/admin/grant-course-access',
    payload: { userId, courseId },
  });
const revoke = (userId: string, courseId = SALES, who: SignedInUser | null = admin) =>
  as(t.app, who, {
    method: 'POST',
    url: '/api/admin/revoke-course-access',
    payload: { userId, courseId },
  });

describe('who may use the administrators’ routes', () => {
  const routes = () =>
    [
      { method: 'GET', url: '/api/admin/users?email=rosa' },
      { method: 'GET', url: '/api/admin/jobs/ingest-runs' },
      { method: 'GET', url: '/api/admin/job-alerts/runs' },
      {
        method: 'POST',
        url: '/api/admin/revoke-course-access',
        payload: { userId: teacher.user.id, courseId: SALES },
      },
      {
        method: 'POST',
        url: '/api/admin/grant-course-access',
        payload: { userId: teacher.user.id, courseId: SALES },
      },
    ] as const;

  it('refuses a teacher and an unverified ADMIN_EMAILS account with 403, a visitor with 401', async () => {
    for (const route of routes()) {
      for (const [who, status] of [
        [teacher, 403],
        [unverifiedAdmin, 403],
        [null, 401],
      ] as const) {
        const response = await as(t.app, who, { ...route });
        expect(response.statusCode, `${route.method} ${route.url} by ${who?.user.email}`).toBe(
          status,
        );
        expect(response.json<{ message: string }>().message).toBeTruthy();
      }
    }
    const rows = await t.db.select().from(payments).where(eq(payments.userId, teacher.user.id));
    expect(rows).toEqual([]);
  });

  it('answers the verified administrator', async () => {
    for (const route of routes().filter((r) => r.method === 'GET')) {
      expect((await as(t.app, admin, { ...route })).statusCode).toBe(200);
    }
  });
});

describe('finding a person', () => {
  it('matches the whole address or its start, in any case, the exact address first', async () => {
    const exact = await findPeople('email=ROSA.DELGADO@school.EXAMPLE');
    expect(exact.statusCode).toBe(200);
    const page = exact.json<AdminPeoplePage>();
    expect(page.people.map((p) => p.id)).toEqual([teacher.user.id]);
    expect(page.people[0]).toMatchObject({
      firstName: 'Rosa',
      lastName: 'Delgado',
      email: 'Rosa.Delgado@School.example',
      emailVerified: false,
      courses: [],
      certificates: [],
    });
    expect(Date.parse(page.people[0]!.createdAt)).not.toBeNaN();

    const prefix = (await findPeople('email=%20ROSA')).json<AdminPeoplePage>();
    expect(prefix.people.map((p) => p.email)).toEqual([
      'Rosa.Delgado@School.example',
      'rosalind.park@school.example',
    ]);
    expect(prefix.people.map((p) => p.id)).toContain(other.user.id);
  });

  it('matches LIKE wildcards as themselves', async () => {
    for (const wildcard of ['%25', '_', '%25rosa']) {
      const response = await findPeople(`email=${wildcard}`);
      expect(response.statusCode).toBe(200);
      expect(response.json<AdminPeoplePage>().people).toEqual([]);
    }
  });

  it('pages through many matches, twenty at a time', async () => {
    for (let i = 0; i < 23; i++) {
      await registerUser(t.app, { email: `pager.${String(i).padStart(2, '0')}@school.example` });
    }
    const first = (await findPeople('email=pager.')).json<AdminPeoplePage>();
    expect(first).toMatchObject({ page: 1, pageSize: 20, hasMore: true });
    expect(first.people).toHaveLength(20);
    const second = (await findPeople('email=pager.&page=2')).json<AdminPeoplePage>();
    expect(second).toMatchObject({ page: 2, hasMore: false });
    expect(second.people.map((p) => p.email)).toEqual([
      'pager.20@school.example',
      'pager.21@school.example',
      'pager.22@school.example',
    ]);
  });

  it('refuses a missing address and a bad page with 400 and a message', async () => {
    for (const query of [
      '',
      'email=',
      'email=%20%20',
      'email=a&page=0',
      'email=a&page=x',
      'email=a&page=51',
      `email=${'a'.repeat(300)}`,
    ]) {
      const response = await findPeople(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message).toBeTruthy();
    }
  });
});

describe('granting and revoking a course', () => {
  it('grants her the course; revoking locks it again and keeps her progress and who revoked it', async () => {
    expect((await grant(teacher.user.id)).statusCode).toBe(200);
    const found = (await findPeople('email=rosa.delgado')).json<AdminPeoplePage>();
    expect(found.people[0]!.courses).toMatchObject([
      { courseId: SALES, track: 'sales', provider: 'admin_grant' },
    ]);
    await completeModules(t.app, teacher, 'sales', 2);

    const revoked = await revoke(teacher.user.id);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ revoked: true });

    const course = await as(t.app, teacher, { method: 'GET', url: '/api/mini-courses/sales' });
    expect(course.json()).toMatchObject({ hasPaid: false });
    const third = await as(t.app, teacher, {
      method: 'POST',
      url: '/api/mini-courses/sales/modules/3/complete',
    });
    expect(third.statusCode).toBe(403);
    const afterRevoke = (await findPeople('email=rosa.delgado')).json<AdminPeoplePage>();
    expect(afterRevoke.people[0]!.courses).toEqual([]);

    const [row] = await t.db.select().from(payments).where(eq(payments.userId, teacher.user.id));
    expect(row).toMatchObject({ status: 'revoked', revokedBy: admin.user.id });
    expect(row!.revokedAt).toBeInstanceOf(Date);
    const progress = await t.db
      .select()
      .from(moduleProgress)
      .where(and(eq(moduleProgress.userId, teacher.user.id), eq(moduleProgress.track, 'sales')));
    expect(progress).toHaveLength(2);

    // A second revoke has nothing to take; a new grant opens it again, her two modules still done.
    expect((await revoke(teacher.user.id)).json()).toEqual({ revoked: false });
    expect((await grant(teacher.user.id)).json()).toMatchObject({ created: true });
    const reopened = await as(t.app, teacher, { method: 'GET', url: '/api/mini-courses/sales' });
    expect(reopened.json()).toMatchObject({ hasPaid: true, completedCount: 2 });
    expect(
      await t.db.select().from(payments).where(eq(payments.userId, teacher.user.id)),
    ).toHaveLength(2);
  });

  it('revokes a purchase too, and leaves other people’s courses alone', async () => {
    expect((await grant(other.user.id)).statusCode).toBe(200);
    await t.db.insert(payments).values({
      userId: other.user.id,
      courseId: 7,
      status: 'completed',
      provider: 'test',
      providerSessionId: 'cs_test_admin_revoke',
      amountCents: 2900,
    });
    expect((await revoke(other.user.id, 7)).json()).toEqual({ revoked: true });
    const found = (await findPeople('email=rosalind')).json<AdminPeoplePage>();
    expect(found.people[0]!.courses.map((c) => c.courseId)).toEqual([SALES]);
  });

  it('refuses an unknown course or person with 404 and a malformed one with 400', async () => {
    const unknownCourse = await revoke(teacher.user.id, 99);
    expect(unknownCourse.statusCode).toBe(404);
    const unknownUser = await revoke('00000000-0000-4000-8000-000000000000');
    expect(unknownUser.statusCode).toBe(404);
    const malformed = await as(t.app, admin, {
      method: 'POST',
      url: '/api/admin/revoke-course-access',
      payload: { userId: 'rosa', courseId: 'sales' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ message: string }>().message).toBeTruthy();
  });
});

describe('the run records', () => {
  it('lists ingest runs newest first with each board’s counts and the failing board’s error', async () => {
    const run = await as(t.app, admin, { method: 'POST', url: '/api/admin/jobs/ingest' });
    expect(run.statusCode).toBe(200);
    const response = await as(t.app, admin, {
      method: 'GET',
      url: '/api/admin/jobs/ingest-runs?limit=5',
    });
    expect(response.statusCode).toBe(200);
    const runs = response.json<IngestRun[]>();
    expect(runs[0]).toMatchObject({ id: run.json<IngestRun>().id, trigger: 'manual' });
    const sources = Object.values(runs[0]!.sources);
    expect(sources.some((s) => s.fetched > 0 && s.new > 0)).toBe(true);
    expect(sources.some((s) => s.failed > 0 && /broken-board/.test(s.error ?? ''))).toBe(true);

    const tooMany = await as(t.app, admin, {
      method: 'GET',
      url: '/api/admin/jobs/ingest-runs?limit=500',
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('records each alert run with its counts; a digest the SMTP server cannot take yet waits in the outbox', async () => {
    // The ingest above queued a digest of its own (after-ingest), run once its last board reports.
    // It must have run before this subscriber exists: on a busy machine it ran later, mailed her
    // first, and the manual run below found nobody due.
    const listRuns = async () =>
      (await as(t.app, admin, { method: 'GET', url: '/api/admin/job-alerts/runs' })).json<
        AlertRun[]
      >();
    await expect
      .poll(
        async () =>
          (await listRuns()).some((r) => r.trigger === 'after-ingest' && r.finishedAt !== null),
        { timeout: 20_000 },
      )
      .toBe(true);
    const subscriber = await registerUser(t.app, { email: 'alerts.reader@school.example' });
    const subscribed = await as(t.app, subscriber, {
      method: 'PUT',
      url: `/api/users/${subscriber.user.id}/job-alerts`,
      payload: {
        frequency: 'daily',
        tracks: ['customer-success'],
        location: '',
        remoteOnly: false,
        entryLevelOnly: false,
      },
    });
    expect(subscribed.statusCode).toBe(200);
    await upsertJob(
      t.db,
      {
        source: 'Greenhouse',
        externalId: 'greenhouse:adminco:1',
        title: 'Customer Success Associate',
        company: 'Brightpath Learning',
        description: 'Onboard school districts.',
        requirements: [],
        salary: null,
        isRemote: true,
        location: 'Remote',
        postedAt: new Date(),
        applyUrl: 'https://boards.greenhouse.io/adminco/jobs/1',
        sourceUrl: 'https://boards.greenhouse.io/adminco/jobs/1',
        categories: [],
        track: 'customer-success',
      },
      { now: new Date(Date.now() + 1000) },
    );

    const sent = await as(t.app, admin, { method: 'POST', url: '/api/admin/job-alerts/run' });
    // The SMTP port is closed: the digest is queued in the outbox (retried there), not lost.
    expect(sent.json()).toMatchObject({ emailsSent: 1, failed: 0, skipped: false });
    const response = await as(t.app, admin, { method: 'GET', url: '/api/admin/job-alerts/runs' });
    expect(response.statusCode).toBe(200);
    const runs = response.json<AlertRun[]>();
    expect(runs[0]).toMatchObject({
      trigger: 'manual',
      status: 'succeeded',
      subscribers: 1,
      emailsSent: 1,
      failed: 0,
      error: null,
    });
    expect(runs[0]!.finishedAt).not.toBeNull();
    expect(await t.db.select().from(jobAlertRuns)).toHaveLength((await listRuns()).length);
  });
});
