import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeModules, grantCourse } from '../helpers/learning';
import { multipart } from '../helpers/multipart';
import { SAMPLE_TEACHER_RESUME } from '../helpers/resume-files';
import {
  as,
  createTestApp,
  registerAdmin,
  registerUser,
  type SignedInUser,
  type TestApp,
} from '../helpers/test-app';

let t: TestApp;
let admin: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await registerAdmin(t.app);
});
afterAll(() => t.close());

const get = (who: SignedInUser | null, url: string) => as(t.app, who, { method: 'GET', url });
const dashboardOf = (who: SignedInUser | null, id: string) =>
  get(who, `/api/users/${id}/dashboard`);

/** A teacher a few weeks in: an analysed resume, a paid course half done, an application, a plan. */
async function settledTeacher(): Promise<SignedInUser> {
  const me = await registerUser(t.app, { firstName: 'Dana', lastName: 'Whitfield' });
  const upload = await as(t.app, me, {
    method: 'POST',
    url: '/api/resumes/upload',
    ...multipart([
      {
        name: 'resume',
        filename: 'resume.txt',
        content: Buffer.from(SAMPLE_TEACHER_RESUME),
        type: 'text/plain',
      },
    ]),
  });
  expect(upload.statusCode, upload.body).toBe(200);
  await grantCourse(t.app, admin, me, 8);
  await completeModules(t.app, me, 'learning-development', 2);
  const application = await as(t.app, me, {
    method: 'POST',
    url: `/api/users/${me.user.id}/applications`,
    payload: {
      title: 'Instructional Designer',
      company: 'Harbor Learning',
      url: 'https://jobs.example.org/harbor',
    },
  });
  expect(application.statusCode, application.body).toBe(201);
  const plan = await as(t.app, me, {
    method: 'PUT',
    url: `/api/users/${me.user.id}/exit-plan`,
    payload: {
      state: 'TX',
      firstDayOfInstruction: `${new Date().getUTCFullYear() + 1}-08-18`,
      paySchedule: '10-month',
      insuranceEnds: 'end-of-august',
    },
  });
  expect(plan.statusCode, plan.body).toBe(200);
  return me;
}

describe('GET /api/users/:id/dashboard', () => {
  it('answers in one response exactly what each of the six endpoints it replaces answers', async () => {
    const me = await settledTeacher();
    // The catalogue is read once per app (courses.queries.ts): read here, so that neither side
    // of the statement count below pays for it.
    await get(me, '/api/courses');
    const response = await dashboardOf(me, me.user.id);
    expect(response.statusCode, response.body).toBe(200);
    const dashboard = response.json();
    const statementsOf = (r: { headers: Record<string, unknown> }) =>
      Number(/Database \((\d+)\)/.exec(String(r.headers['server-timing']))?.[1]);
    const apart = { statements: 0 };
    const own = async (path: string) => {
      const answer = await get(me, path);
      apart.statements += statementsOf(answer);
      return answer.json();
    };
    const parts = {
      latestResume: await own('/api/resumes/latest'),
      courses: await own(`/api/courses?userId=${me.user.id}`),
      certificates: await own(`/api/users/${me.user.id}/certificates`),
      applications: await own(`/api/users/${me.user.id}/applications`),
      exitPlan: await own(`/api/users/${me.user.id}/exit-plan`),
      evidence: await own(`/api/users/${me.user.id}/evidence`),
    };
    expect(dashboard).toEqual(parts);
    // What her analysis and her evidence bank both read (her resume, and what she proved and said:
    // four statements) is read once, not once for each: four fewer; her completed modules, which
    // what she proved and her course list both count, once: five in all. Counted on PGlite, where
    // every statement goes through the one connection in turn. On PostgreSQL a request counts its
    // session's statement or not as the session cache's entry lives or lapses, and the six parts
    // run on several pooled connections at once, so a count there says as much about the machine's
    // load as about the code (one CI run found 16 against 18 apart, others 16 against 27).
    if (t.app.dbEngine === 'pglite')
      expect(statementsOf(response)).toBeLessThanOrEqual(apart.statements - 5);
    // Not empty answers compared with empty answers: her state is in it.
    expect(dashboard.latestResume.resume.analysis.roles.length).toBeGreaterThan(0);
    expect(dashboard.applications).toHaveLength(1);
    expect(dashboard.exitPlan.plan.state).toBe('TX');
    expect(
      dashboard.courses.find((c: { slug: string }) => c.slug === 'learning-development'),
    ).toMatchObject({ hasPaid: true, completedModules: 2 });
    expect(dashboard.evidence.verdicts.length).toBeGreaterThan(0);
  });

  it('answers a teacher who has done nothing yet with empty parts, not an error', async () => {
    const me = await registerUser(t.app);
    const response = await dashboardOf(me, me.user.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      latestResume: { resume: null },
      certificates: [],
      applications: [],
      exitPlan: null,
    });
  });

  it("is hers alone: signed out 401, another teacher's 403, a malformed id 400, each with a message", async () => {
    const me = await registerUser(t.app);
    const other = await settledTeacher();
    for (const [who, id, status] of [
      [null, me.user.id, 401],
      [me, other.user.id, 403],
      [me, 'not-a-uuid', 400],
    ] as const) {
      const response = await dashboardOf(who, id);
      expect(response.statusCode, `${id}: ${response.body}`).toBe(status);
      expect(response.json().message).toEqual(expect.any(String));
      expect(response.body).not.toContain('Whitfield');
    }
  });
});
