import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACKS, TRACK_BY_SLUG, type TrackSlug } from '@/shared/constants';
import type { MiniCourse } from '@/shared/contracts/mini-courses';
import { grantCourse, rightCheckAnswers } from '../helpers/learning';
import {
  as,
  createTestApp,
  registerAdmin,
  registerUser,
  type SignedInUser,
  type TestApp,
} from '../helpers/test-app';

/**
 * Walkthrough m6: "Mark Complete" on every module in seconds counted each one complete. A module
 * now counts only once its knowledge check is answered right; wrong answers are told why, never
 * which option is right.
 */
let t: TestApp;
let admin: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await registerAdmin(t.app);
});
afterAll(() => t.close());

const checksOf = (track: TrackSlug, moduleId: number) =>
  t.app.content.miniCourses[track].modules.find((m) => m.id === moduleId)!.checks;

/** Every check answered right except the first, answered with its first wrong option. */
function oneWrong(track: TrackSlug, moduleId: number) {
  const [first, ...rest] = checksOf(track, moduleId);
  const wrongIndex = first!.correctIndex === 0 ? 1 : 0;
  return {
    first: first!,
    wrongIndex,
    answers: {
      ...Object.fromEntries(rest.map((c) => [c.id, c.correctIndex])),
      [first!.id]: wrongIndex,
    },
  };
}

const complete = (who: SignedInUser | null, track: TrackSlug, moduleId: number, payload?: object) =>
  as(t.app, who, {
    method: 'POST',
    url: `/api/mini-courses/${track}/modules/${moduleId}/complete`,
    ...(payload ? { payload } : {}),
  });

const check = (who: SignedInUser | null, track: TrackSlug, moduleId: number, payload: object) =>
  as(t.app, who, {
    method: 'POST',
    url: `/api/mini-courses/${track}/modules/${moduleId}/checks`,
    payload,
  });

async function course(who: SignedInUser | null, track: TrackSlug): Promise<MiniCourse> {
  const response = await as(t.app, who, { method: 'GET', url: `/api/mini-courses/${track}` });
  expect(response.statusCode).toBe(200);
  return response.json<MiniCourse>();
}

describe('module knowledge checks (walkthrough m6)', () => {
  it('sends every unlocked module its checks without the key or the explanations', async () => {
    const me = await registerUser(t.app);
    for (const { slug, courseId } of TRACKS) {
      await grantCourse(t.app, admin, me, courseId);
      const seen = await course(me, slug);
      const raw = JSON.stringify(seen);
      expect(raw).not.toContain('correctIndex');
      expect(raw).not.toContain('explanation');
      const open = seen.modules.filter((m) => !m.locked);
      expect(open.length).toBeGreaterThan(0);
      for (const m of open) {
        const content = checksOf(slug, m.id);
        expect(m.checks).toEqual(
          content.map((c) => ({ id: c.id, question: c.question, options: c.options })),
        );
        for (const c of content)
          for (const explanation of c.explanations) expect(raw).not.toContain(explanation);
      }
      // A locked module shows a title and a goal only, checks included.
      for (const m of seen.modules.filter((m) => m.locked)) expect(m.checks).toBeUndefined();
    }
  });

  it('refuses to complete a module without answers, naming every check, and records nothing', async () => {
    const me = await registerUser(t.app);
    for (const payload of [undefined, {}, { response: 'My notes' }]) {
      const refused = await complete(me, 'sales', 1, payload);
      expect(refused.statusCode).toBe(422);
      const body = refused.json();
      expect(body.message).toMatch(/knowledge check/);
      expect(Object.keys(body.fields).sort()).toEqual(
        checksOf('sales', 1)
          .map((c) => `checkAnswers.${c.id}`)
          .sort(),
      );
    }
    const seen = await course(me, 'sales');
    expect(seen.completedCount).toBe(0);
    expect(seen.modules[0]!).toMatchObject({ completed: false, response: null });
  });

  it('refuses a wrong answer with why that option is wrong, never the key, and accepts a retry', async () => {
    const me = await registerUser(t.app);
    const { first, wrongIndex, answers } = oneWrong('customer-success', 1);
    const refused = await complete(me, 'customer-success', 1, { checkAnswers: answers });
    expect(refused.statusCode).toBe(422);
    const body = refused.json();
    // Only the wrong one is named, with the explanation of the option she chose.
    expect(body.fields).toEqual({ [`checkAnswers.${first.id}`]: first.explanations[wrongIndex] });
    expect(refused.body).not.toContain(first.explanations[first.correctIndex]!);
    expect(refused.body).not.toContain(first.options[first.correctIndex]!);
    expect(refused.body).not.toContain('correctIndex');
    expect((await course(me, 'customer-success')).completedCount).toBe(0);

    // Retrying at once is fine: this is practice, not the assessment.
    const done = await complete(me, 'customer-success', 1, {
      checkAnswers: rightCheckAnswers(t.app, 'customer-success', 1),
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ completed: true, completedCount: 1 });
  });

  it('lets her save a new practice response on a module she completed without answering again', async () => {
    const me = await registerUser(t.app);
    const answers = rightCheckAnswers(t.app, 'sales', 1);
    expect((await complete(me, 'sales', 1, { checkAnswers: answers })).statusCode).toBe(200);
    const saved = await complete(me, 'sales', 1, { response: 'My second draft' });
    expect(saved.statusCode).toBe(200);
    expect((await course(me, 'sales')).modules[0]!.response).toBe('My second draft');
  });

  it('treats an option that does not exist as unanswered and a malformed answer as a 400', async () => {
    const me = await registerUser(t.app);
    const [first] = checksOf('learning-development', 1);
    const answers = rightCheckAnswers(t.app, 'learning-development', 1);
    const outside = await complete(me, 'learning-development', 1, {
      checkAnswers: { ...answers, [first!.id]: first!.options.length },
    });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().fields).toEqual({
      [`checkAnswers.${first!.id}`]: 'Choose an answer to this question',
    });
    for (const bad of ['1', -1, 1.5, 99, null]) {
      const response = await complete(me, 'learning-development', 1, {
        checkAnswers: { ...answers, [first!.id]: bad },
      });
      expect(response.statusCode, String(bad)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect(
      (await complete(me, 'learning-development', 1, { checkAnswers: [0, 1] })).statusCode,
    ).toBe(400);
  });

  it('holds paid modules to the same rule as the free first one', async () => {
    const me = await registerUser(t.app);
    await grantCourse(t.app, admin, me, TRACK_BY_SLUG.sales.courseId);
    expect(
      (await complete(me, 'sales', 1, { checkAnswers: rightCheckAnswers(t.app, 'sales', 1) }))
        .statusCode,
    ).toBe(200);
    const refused = await complete(me, 'sales', 2, { checkAnswers: oneWrong('sales', 2).answers });
    expect(refused.statusCode).toBe(422);
    expect(
      (await complete(me, 'sales', 2, { checkAnswers: rightCheckAnswers(t.app, 'sales', 2) }))
        .statusCode,
    ).toBe(200);
    expect((await course(me, 'sales')).completedCount).toBe(2);
  });

  it('"Check my answers" marks each question with the chosen option’s explanation, signed in or not', async () => {
    const me = await registerUser(t.app);
    const { first, wrongIndex, answers } = oneWrong('sales', 1);
    for (const who of [me, null]) {
      const graded = await check(who, 'sales', 1, { checkAnswers: answers });
      expect(graded.statusCode).toBe(200);
      const body = graded.json();
      expect(body.passed).toBe(false);
      expect(body.results).toEqual(
        checksOf('sales', 1).map((c) =>
          c.id === first.id
            ? { id: c.id, correct: false, explanation: c.explanations[wrongIndex] }
            : { id: c.id, correct: true, explanation: c.explanations[c.correctIndex] },
        ),
      );
      expect(graded.body).not.toContain(first.explanations[first.correctIndex]!);
      expect(graded.body).not.toContain('correctIndex');
    }
    const passed = await check(me, 'sales', 1, {
      checkAnswers: rightCheckAnswers(t.app, 'sales', 1),
    });
    expect(passed.json().passed).toBe(true);
    // Checking is not completing.
    expect((await course(me, 'sales')).completedCount).toBe(0);
  });

  it('does not mark the checks of a module she cannot open', async () => {
    const me = await registerUser(t.app);
    const answers = rightCheckAnswers(t.app, 'sales', 2);
    for (const who of [me, null]) {
      const locked = await check(who, 'sales', 2, { checkAnswers: answers });
      expect(locked.statusCode).toBe(403);
      expect(locked.body).not.toContain('Right.');
    }
    await grantCourse(t.app, admin, me, TRACK_BY_SLUG.sales.courseId);
    const outOfOrder = await check(me, 'sales', 3, {
      checkAnswers: rightCheckAnswers(t.app, 'sales', 3),
    });
    expect(outOfOrder.statusCode).toBe(409);
    expect((await check(me, 'sales', 9, { checkAnswers: {} })).statusCode).toBe(404);
    expect((await check(me, 'sales', 1, {})).statusCode).toBe(400);
  });
});
