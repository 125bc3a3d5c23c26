import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleProgress } from '@/server/db/schema';
import type { TrackSlug } from '@/shared/constants';
import type { MiniCourse } from '@/shared/contracts/mini-courses';
import { rightCheckAnswers } from '../helpers/learning';
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

const SALES_COURSE_ID = 6;

async function buyer(): Promise<SignedInUser> {
  const me = await registerUser(t.app);
  const granted = await as(t.app, admin, {
    method: 'POST',
    url: '/api/admin/grant-course-access',
    payload: { userId: me.user.id, courseId: SALES_COURSE_ID },
  });
  expect(granted.statusCode).toBeLessThan(300);
  return me;
}

/** Completes a module with the knowledge check answered right, plus whatever the test sends. */
const complete = (
  who: SignedInUser | null,
  moduleId: number,
  payload: object = {},
  slug: TrackSlug = 'sales',
) =>
  as(t.app, who, {
    method: 'POST',
    url: `/api/mini-courses/${slug}/modules/${moduleId}/complete`,
    payload: { checkAnswers: rightCheckAnswers(t.app, slug, moduleId), ...payload },
  });

async function course(who: SignedInUser | null, slug: TrackSlug = 'sales'): Promise<MiniCourse> {
  const response = await as(t.app, who, { method: 'GET', url: `/api/mini-courses/${slug}` });
  expect(response.statusCode).toBe(200);
  return response.json<MiniCourse>();
}

const moduleOf = (c: MiniCourse, id: number) => c.modules.find((m) => m.id === id)!;

describe('practice responses kept with a completed module', () => {
  it('saves her trimmed response and returns it to her on the course', async () => {
    const me = await buyer();
    const written = '  Subject: Your 6th-grade reading data, a question\n\nHi Ms. Rivera, ...  ';
    const done = await complete(me, 1, { response: written });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ completed: true, completedCount: 1 });
    const m1 = moduleOf(await course(me), 1);
    expect(m1.completed).toBe(true);
    expect(m1.response).toBe(written.trim());
    expect(moduleOf(await course(me), 2).response).toBeNull();
  });

  it('keeps her response when she completes again without one, and replaces it with a new one', async () => {
    const me = await buyer();
    await complete(me, 1, { response: 'First draft' });
    expect((await complete(me, 1)).statusCode).toBe(200);
    expect(moduleOf(await course(me), 1).response).toBe('First draft');
    await complete(me, 1, { response: 'Second draft after the model answer' });
    expect(moduleOf(await course(me), 1).response).toBe('Second draft after the model answer');
  });

  it('still completes a module without a response or with a blank one', async () => {
    const me = await buyer();
    expect((await complete(me, 1)).statusCode).toBe(200);
    expect((await complete(me, 2, {})).statusCode).toBe(200);
    const blank = await complete(me, 3, { response: '   ' });
    expect(blank.statusCode).toBe(200);
    const c = await course(me);
    expect(c.completedCount).toBe(3);
    expect(c.modules.slice(0, 3).map((m) => m.response)).toEqual([null, null, null]);
  });

  it('refuses a response over 5,000 characters with a 400 and a message, and saves nothing', async () => {
    const me = await buyer();
    const tooLong = await complete(me, 1, { response: 'a'.repeat(5001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(/5,000 characters/);
    const rows = await t.db
      .select()
      .from(moduleProgress)
      .where(eq(moduleProgress.userId, me.user.id));
    expect(rows).toHaveLength(0);
    expect((await complete(me, 1, { response: 'a'.repeat(5000) })).statusCode).toBe(200);
  });

  it('refuses a response with a NUL byte with a 400, not a database error', async () => {
    const me = await buyer();
    const response = await complete(me, 1, { response: 'my plan\u0000 hidden' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/NUL/);
    expect(moduleOf(await course(me), 1).completed).toBe(false);
  });

  it('refuses a response that is not a string', async () => {
    const me = await buyer();
    const response = await complete(me, 1, { response: { html: '<b>x</b>' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('never shows her response to another learner or a visitor (IDOR)', async () => {
    const maria = await buyer();
    const secret = `My plan for Brightwell ${Date.now()}`;
    await complete(maria, 1, { response: secret });
    const other = await buyer();
    for (const viewer of [other, null]) {
      const seen = await course(viewer);
      expect(JSON.stringify(seen)).not.toContain(secret);
      expect(moduleOf(seen, 1)).toMatchObject({ completed: false, response: null });
    }
    await complete(other, 1, { response: 'Mine' });
    expect(moduleOf(await course(maria), 1).response).toBe(secret);
    const [row] = await t.db
      .select({ response: moduleProgress.response })
      .from(moduleProgress)
      .where(and(eq(moduleProgress.userId, maria.user.id), eq(moduleProgress.moduleId, 1)));
    expect(row?.response).toBe(secret);
  });

  it('needs a signed-in learner to save one', async () => {
    const response = await complete(null, 1, { response: 'anonymous' });
    expect(response.statusCode).toBe(401);
  });
});

describe('lesson, key terms, rubric and the model answer on the module API', () => {
  it('shows a visitor the free preview lesson but not a paid module, nor any model answer', async () => {
    const c = await course(null, 'learning-development');
    const preview = moduleOf(c, 1);
    const content = t.app.content.miniCourses['learning-development'].modules[0]!;
    expect(preview.locked).toBe(false);
    expect(preview.lesson).toBe(content.lesson);
    expect(preview.keyTerms).toEqual(content.keyTerms);
    expect(preview.task?.rubric).toEqual(content.task.rubric);
    expect(preview.task?.exemplar).toBeUndefined();
    const paid = moduleOf(c, 2);
    expect(paid).toMatchObject({ locked: true, lockReason: 'payment' });
    expect(paid.lesson).toBeUndefined();
    expect(paid.task).toBeUndefined();
  });

  it('withholds the model answer until she submits her response, then returns it', async () => {
    const me = await buyer();
    const exemplar = t.app.content.miniCourses['learning-development'].modules[0]!.task.exemplar;
    expect(exemplar, 'L&D module 1 has an exemplar in content').toEqual(expect.any(String));
    expect(moduleOf(await course(me, 'learning-development'), 1).task?.exemplar).toBeUndefined();
    await complete(me, 1, { response: 'My first portfolio idea' }, 'learning-development');
    const after = moduleOf(await course(me, 'learning-development'), 1);
    expect(after.task?.exemplar).toBe(exemplar);
    expect(
      moduleOf(await course(await buyer(), 'learning-development'), 1).task?.exemplar,
    ).toBeUndefined();
  });
});
