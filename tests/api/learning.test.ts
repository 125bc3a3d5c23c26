import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_NAMES, type TrackSlug } from '@/shared/constants';
import {
  assessmentAttempts,
  careerKitDownloads,
  moduleProgress,
  payments,
} from '@/server/db/schema';
import { multipart } from '../helpers/multipart';
import { pdfPages } from '../helpers/pdf-text';
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
  admin = await registerAdmin(t.app, { firstName: 'Ada' });
});
afterAll(() => t.close());

const paths = (who: SignedInUser, suggestedRoles: string[], userSkills: string[] = []) =>
  as(t.app, who, {
    method: 'POST',
    url: '/api/generate-learning-paths',
    payload: { userId: who.user.id, suggestedRoles, userSkills },
  });

const grant = (who: SignedInUser, userId: string, courseId: number) =>
  as(t.app, who, {
    method: 'POST',
    url: '/api/admin/grant-course-access',
    payload: { userId, courseId },
  });

async function completeModules(userId: string, track: TrackSlug, count: number) {
  for (let moduleId = 1; moduleId <= count; moduleId++) {
    await t.db.insert(moduleProgress).values({ userId, track, moduleId }).onConflictDoNothing();
  }
}

describe('POST /api/generate-learning-paths', () => {
  it.each([1, 2, 3])(
    'answers one path per suggested role for %i role(s), in the order asked',
    async (count) => {
      const me = await registerUser(t.app);
      const roles = ROLE_NAMES.slice(0, count).reverse();
      const response = await paths(me, [...roles]);
      expect(response.statusCode).toBe(200);
      const { learningPaths } = response.json();
      expect(learningPaths.map((p: { role: string }) => p.role)).toEqual(roles);
      for (const path of learningPaths) {
        expect(path.course).toMatchObject({
          price: 2900,
          hasPaid: false,
          completed: false,
          completedModules: 0,
        });
        expect(path.assessment).toMatchObject({
          status: 'locked',
          totalQuestions: 24,
          passingScore: 70,
          results: null,
        });
        expect(path.assessment.timeLimit).toBeGreaterThan(0);
        expect(path.careerKit.downloadUrl).toBe(`/api/career-kits/${path.slug}/pdf`);
        expect(path.jobs.length).toBeLessThanOrEqual(5);
        for (const job of path.jobs)
          expect(job).toEqual(
            expect.objectContaining({
              id: expect.stringMatching(/^[a-z]+:/),
              title: expect.any(String),
            }),
          );
        expect(path.focus.nextStep).toMatch(/Module 1 is a free preview/);
      }
    },
  );

  it('takes module counts from the mini-course definitions: 6, 5, 5', async () => {
    const me = await registerUser(t.app);
    const { learningPaths } = (await paths(me, [...ROLE_NAMES])).json();
    expect(learningPaths.map((p: { course: { modules: number } }) => p.course.modules)).toEqual([
      6, 5, 5,
    ]);
    expect(learningPaths[0].course.modules).toBe(t.app.content.miniCourses.sales.modules.length);
  });

  it('moves the assessment from locked to available to completed as the course is paid, finished and taken', async () => {
    const me = await registerUser(t.app);
    const status = async () =>
      (await paths(me, ['Customer Success Manager'])).json().learningPaths[0];

    expect((await status()).assessment.status).toBe('locked');
    await completeModules(me.user.id, 'customer-success', 5);
    expect((await status()).assessment.status).toBe('locked'); // complete but not paid
    expect((await grant(admin, me.user.id, 7)).statusCode).toBe(200);
    const paid = await status();
    expect(paid.course).toMatchObject({ hasPaid: true, completed: true, completedModules: 5 });
    expect(paid.assessment.status).toBe('available');
    expect(paid.focus.nextStep).toMatch(/Take the Customer Success assessment/);

    await t.db.insert(assessmentAttempts).values({
      userId: me.user.id,
      track: 'customer-success',
      score: 60,
      passed: false,
      answers: { 'customer-success-01': 2 },
      results: [],
    });
    const taken = await status();
    expect(taken.assessment.status).toBe('completed');
    expect(taken.assessment.results).toMatchObject({
      score: 60,
      passed: false,
      answers: { 'customer-success-01': 2 },
    });
    expect(taken.focus.nextStep).toMatch(/retake/);
  });

  it('stays locked when paid but modules are missing, and points to the next module', async () => {
    const me = await registerUser(t.app);
    await grant(admin, me.user.id, 6);
    await completeModules(me.user.id, 'sales', 2);
    const path = (await paths(me, ['Sales Representative'])).json().learningPaths[0];
    expect(path.assessment.status).toBe('locked');
    expect(path.focus.nextStep).toBe(
      'Continue with Module 3: Discovery calls and asking great questions.',
    );
  });

  it('personalises the focus from the resume analysis, with the module that closes each gap', async () => {
    const me = await registerUser(t.app);
    const body = multipart([
      { name: 'resume', filename: 'r.txt', content: Buffer.from(SAMPLE_TEACHER_RESUME) },
    ]);
    await as(t.app, me, { method: 'POST', url: '/api/resumes/upload', ...body });
    const path = (await paths(me, ['Sales Representative'])).json().learningPaths[0];
    expect(path.focus.strengths.length).toBeGreaterThan(0);
    expect(path.focus.gaps.length).toBeGreaterThan(0);
    const titles = t.app.content.miniCourses.sales.modules.map((m) => m.title);
    for (const gap of path.focus.gaps) expect(titles).toContain(gap.module.title);
  });

  it('uses the listed skills when there is no resume', async () => {
    const me = await registerUser(t.app);
    const salesy = (
      await paths(me, ['Sales Representative'], ['Fundraising', 'Cold calling', 'Negotiation'])
    ).json();
    const plain = (await paths(me, ['Sales Representative'], ['Cooking'])).json();
    expect(salesy.learningPaths[0].focus.strengths.length).toBeGreaterThan(
      plain.learningPaths[0].focus.strengths.length,
    );
  });

  it("refuses someone else's id (403), no session (401), and unknown roles (400)", async () => {
    const me = await registerUser(t.app);
    const other = await registerUser(t.app);
    const forged = await as(t.app, me, {
      method: 'POST',
      url: '/api/generate-learning-paths',
      payload: { userId: other.user.id, suggestedRoles: ['Sales Representative'], userSkills: [] },
    });
    expect(forged.statusCode).toBe(403);
    const anonymous = await as(t.app, null, {
      method: 'POST',
      url: '/api/generate-learning-paths',
      payload: { userId: me.user.id, suggestedRoles: ['Sales Representative'] },
    });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await paths(me, ['Astronaut']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/suggested role must be one of/);
    const none = await paths(me, []);
    expect(none.statusCode).toBe(400);
  });
});

describe('payments and course access', () => {
  it("lists only the signed-in user's payments", async () => {
    const me = await registerUser(t.app);
    const other = await registerUser(t.app);
    expect(
      (await as(t.app, me, { method: 'GET', url: `/api/users/${me.user.id}/payments` })).json(),
    ).toEqual([]);
    await grant(admin, me.user.id, 8);
    expect(
      (await as(t.app, me, { method: 'GET', url: `/api/users/${me.user.id}/payments` })).json(),
    ).toEqual([{ courseId: 8, status: 'completed' }]);
    expect(
      (await as(t.app, other, { method: 'GET', url: `/api/users/${me.user.id}/payments` }))
        .statusCode,
    ).toBe(403);
  });

  it('lets only administrators grant access, once per user and course however often it is called', async () => {
    const me = await registerUser(t.app);
    const selfGrant = await grant(me, me.user.id, 6);
    expect(selfGrant.statusCode).toBe(403);
    expect(selfGrant.json().message).toBe('Only administrators can grant course access');
    expect(await t.db.select().from(payments).where(eq(payments.userId, me.user.id))).toHaveLength(
      0,
    );

    const first = await grant(admin, me.user.id, 6);
    expect(first.json()).toEqual({ payment: { courseId: 6, status: 'completed' }, created: true });
    const [again, third] = await Promise.all([
      grant(admin, me.user.id, 6),
      grant(admin, me.user.id, 6),
    ]);
    expect([again.json().created, third.json().created]).toEqual([false, false]);
    const rows = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, me.user.id), eq(payments.courseId, 6)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      provider: 'admin_grant',
      status: 'completed',
      grantedBy: admin.user.id,
    });
  });

  it.each([
    [{ courseId: 99 }, 404, /No course with id 99/],
    [{ userId: '00000000-0000-4000-8000-000000000000' }, 404, /No such user/],
    [{ courseId: 'six' }, 400, /courseId/],
  ])('refuses a grant of %j', async (override, status, message) => {
    const me = await registerUser(t.app);
    const response = await as(t.app, admin, {
      method: 'POST',
      url: '/api/admin/grant-course-access',
      payload: { userId: me.user.id, courseId: 6, ...override },
    });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toMatch(message);
  });

  it('GET /api/courses?userId= marks paid and completed courses for the signed-in user only', async () => {
    const me = await registerUser(t.app);
    const other = await registerUser(t.app);
    await grant(admin, me.user.id, 8);
    await completeModules(me.user.id, 'learning-development', 5);
    const mine = (
      await as(t.app, me, { method: 'GET', url: `/api/courses?userId=${me.user.id}` })
    ).json();
    expect(
      mine.map((c: { id: number; hasPaid: boolean; completed: boolean }) => [
        c.id,
        c.hasPaid,
        c.completed,
      ]),
    ).toEqual([
      [6, false, false],
      [7, false, false],
      [8, true, true],
    ]);
    expect(
      (await as(t.app, other, { method: 'GET', url: `/api/courses?userId=${me.user.id}` }))
        .statusCode,
    ).toBe(403);
    expect(
      (await as(t.app, null, { method: 'GET', url: `/api/courses?userId=${me.user.id}` }))
        .statusCode,
    ).toBe(401);
  });
});

describe('career kits', () => {
  it.each([
    ['sales', 'sales'],
    ['sales_representative', 'sales'],
    ['customer_success', 'customer-success'],
    ['customer_success_manager', 'customer-success'],
    ['learning_development', 'learning-development'],
    ['learning_&_development_specialist', 'learning-development'],
    ['Customer_Success_Manager', 'customer-success'],
  ])('GET /api/career-kits?roleType=%s finds the %s kit', async (roleType, id) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/career-kits?roleType=${encodeURIComponent(roleType)}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({ id, downloadUrl: `/api/career-kits/${id}/pdf` }),
    ]);
  });

  it('lists all three kits without a roleType and refuses an unknown one with 400', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/career-kits' })).json()).toHaveLength(3);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/career-kits?roleType=astronaut',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/roleType must be one of/);
  });

  it("records a download for the user, lists it, and refuses another user's id", async () => {
    const me = await registerUser(t.app);
    const other = await registerUser(t.app);
    const recorded = await as(t.app, me, {
      method: 'POST',
      url: `/api/users/${me.user.id}/career-kits/sales/download`,
    });
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json()).toMatchObject({
      userId: me.user.id,
      careerKitId: 'sales',
      downloadUrl: '/api/career-kits/sales/pdf',
    });
    await as(t.app, me, {
      method: 'POST',
      url: `/api/users/${me.user.id}/career-kits/sales/download`,
    });
    const rows = await t.db
      .select()
      .from(careerKitDownloads)
      .where(eq(careerKitDownloads.userId, me.user.id));
    expect(rows).toHaveLength(2);
    const list = (
      await as(t.app, me, { method: 'GET', url: `/api/users/${me.user.id}/career-kits` })
    ).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      careerKitId: 'sales',
      title: 'Sales Representative Career Kit',
    });

    expect(
      (
        await as(t.app, other, {
          method: 'POST',
          url: `/api/users/${me.user.id}/career-kits/sales/download`,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await as(t.app, other, { method: 'GET', url: `/api/users/${me.user.id}/career-kits` }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await as(t.app, me, {
          method: 'POST',
          url: `/api/users/${me.user.id}/career-kits/astronaut/download`,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('serves a multi-page PDF with every section, personalised with the name and strengths when signed in', async () => {
    const me = await registerUser(t.app, { firstName: 'Zoë', lastName: 'Nguyễn' });
    const body = multipart([
      { name: 'resume', filename: 'r.txt', content: Buffer.from(SAMPLE_TEACHER_RESUME) },
    ]);
    const analysis = (
      await as(t.app, me, { method: 'POST', url: '/api/resumes/upload', ...body })
    ).json().analysis;
    const strength = analysis.roles.find(
      (r: { role: string }) => r.role === 'Learning & Development Specialist',
    ).strengths[0].skill;

    const response = await as(t.app, me, {
      method: 'GET',
      url: '/api/career-kits/learning-development/pdf',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pages = await pdfPages(response.rawPayload);
    expect(pages.length).toBeGreaterThanOrEqual(5);
    const text = pages.join('\n');
    for (const section of [
      'Prepared for Zoë Nguyễn',
      'Lead with your strengths',
      'Your 30-60-90 day transition plan',
      'Resume bullets, translated',
      'Interview questions and strong answers',
      'Glossary',
      'Certifications, communities and free resources',
    ]) {
      expect(text).toContain(section);
    }
    expect(text).toContain(strength);
    expect(pages[pages.length - 1]).toContain(`Page ${pages.length} of ${pages.length}`);

    const anonymous = await pdfPages(
      (await t.app.inject({ method: 'GET', url: '/api/career-kits/learning-development/pdf' }))
        .rawPayload,
    );
    expect(anonymous.join('\n')).not.toContain('Prepared for');
    expect(anonymous.join('\n')).toContain('Upload your resume');
  });
});
