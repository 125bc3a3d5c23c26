import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseStudy } from '@/shared/contracts/case-studies';
import type { MiniCourse } from '@/shared/contracts/mini-courses';
import type { RubricFeedback } from '@/shared/contracts/rubric-feedback';
import { grantCourse, rightCheckAnswers } from '../helpers/learning';
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

const SALES_COURSE_ID = 6;

async function buyer(): Promise<SignedInUser> {
  const me = await registerUser(t.app);
  await grantCourse(t.app, admin, me, SALES_COURSE_ID);
  return me;
}

const complete = (who: SignedInUser, moduleId: number, payload: object = {}) =>
  as(t.app, who, {
    method: 'POST',
    url: `/api/mini-courses/sales/modules/${moduleId}/complete`,
    payload: { checkAnswers: rightCheckAnswers(t.app, 'sales', moduleId), ...payload },
  });

async function module1(who: SignedInUser) {
  const response = await as(t.app, who, { method: 'GET', url: '/api/mini-courses/sales' });
  expect(response.statusCode).toBe(200);
  return response.json<MiniCourse>().modules.find((m) => m.id === 1)!;
}

/** Every quote is her own words, exactly as she wrote them. */
function expectQuotesFrom(feedback: RubricFeedback, text: string) {
  for (const check of feedback.checks) {
    if (check.passed) expect(text).toContain(check.quote);
    else expect(check.quote).toBeNull();
  }
}

// Sales module 1: a map of who bought the app, and a value proposition.
const FIRST_TRY =
  'Our reading coach found the app and the teachers tried it. Value proposition: it is a fun, engaging app for every classroom.';
const SECOND_TRY =
  'Noticed the need: our reading coach (SDR emailed her?). Evaluated: the coach and two teachers, with the AE running the demo. ' +
  'Signed: I think the assistant superintendent approved it. Value proposition: for principals whose struggling readers wait ' +
  'months for help, it gives each one 15 minutes of practice a day, so more classes are on track by spring.';

describe('feedback on a practice response', () => {
  it('checks her response against the leveled rubric, quoting her words and leaving self-judged criteria to her', async () => {
    const me = await buyer();
    const done = await complete(me, 1, { response: FIRST_TRY });
    expect(done.statusCode).toBe(200);
    const feedback = done.json<{ feedback: RubricFeedback }>().feedback;
    expect(feedback.level).toBe('not-yet');
    expect(feedback.improved).toEqual([]);
    const criteria = t.app.content.miniCourses.sales.modules[0]!.task.criteria;
    expect(feedback.checks.map((c) => c.id)).toEqual(criteria.map((c) => c.id));
    expect(feedback.checks.find((c) => c.id === 'names-who-signed')).toMatchObject({
      passed: false,
      quote: null,
    });
    const missed = feedback.checks.find((c) => c.id === 'opens-with-problem')!;
    expect(missed.hint).toMatch(/not in this answer yet/i);
    expect(feedback.checks.find((c) => c.id === 'twenty-minutes')).toMatchObject({
      passed: false,
      quote: null,
      selfJudged: true,
      hint: expect.stringMatching(/^For you to judge/),
    });
    expectQuotesFrom(feedback, FIRST_TRY);
  });

  it('says what improved on a second attempt, and she reads the same feedback again later', async () => {
    const me = await buyer();
    await complete(me, 1, { response: FIRST_TRY });
    const second = (await complete(me, 1, { response: SECOND_TRY })).json<{
      feedback: RubricFeedback;
    }>().feedback;
    expect(second.level).toBe('strong');
    expect(second.improved).toEqual(
      expect.arrayContaining(['names-who-signed', 'marks-guesses', 'opens-with-problem']),
    );
    expect(second.improved).not.toContain('twenty-minutes');
    expectQuotesFrom(second, SECOND_TRY);
    expect(second.checks.find((c) => c.id === 'labels-vendor-roles')!.quote).toBe('SDR');

    const later = await module1(me);
    expect(later.response).toBe(SECOND_TRY);
    expect(later.feedback).toMatchObject({ level: 'strong', checks: second.checks });
  });

  it('gives no feedback to a completion without a response, and never shows her feedback to another user', async () => {
    const me = await buyer();
    const bare = await complete(me, 1);
    expect(bare.json()).toMatchObject({ completed: true, feedback: null });
    expect((await module1(me)).feedback).toBeNull();

    await complete(me, 1, { response: SECOND_TRY });
    const other = await buyer();
    const theirs = await module1(other);
    expect(theirs.response).toBeNull();
    expect(JSON.stringify(theirs)).not.toContain('assistant superintendent approved');
    expect(theirs.feedback ?? null).toBeNull();
  });
});

const save = (who: SignedInUser, payload: Record<string, unknown>) =>
  as(t.app, who, { method: 'PUT', url: '/api/case-studies/sales/harmon-valley/response', payload });
const read = (who: SignedInUser) =>
  as(t.app, who, { method: 'GET', url: '/api/case-studies/sales/harmon-valley' });

describe('feedback on case answers', () => {
  it('checks each submitted answer, keeps the feedback for later and says what a revision improved', async () => {
    const me = await buyer();
    const questions = t.app.content.caseStudies.sales.cases[0]!.questions;
    const thin = Object.fromEntries(questions.map((q) => [q.id, 'We should follow up soon.']));

    const draft = (await save(me, { answers: thin })).json<CaseStudy>();
    expect(draft.questions!.every((q) => q.feedback === undefined)).toBe(true);

    const submitted = (await save(me, { answers: thin, submit: true })).json<CaseStudy>();
    for (const question of submitted.questions!) {
      expect(question.feedback!.level).toBe('not-yet');
      expect(question.feedback!.improved).toEqual([]);
    }

    // Her revision: each question answered like the entry-level model answer.
    const revised = Object.fromEntries(questions.map((q) => [q.id, q.entryAnswer]));
    const again = (await save(me, { answers: revised, submit: true })).json<CaseStudy>();
    for (const question of again.questions!) {
      expect(question.feedback!.level).not.toBe('not-yet');
      expect(question.feedback!.improved.length).toBeGreaterThan(0);
      expectQuotesFrom(question.feedback!, question.answer!);
    }

    const later = (await read(me)).json<CaseStudy>();
    expect(later.questions!.map((q) => q.feedback!.level)).toEqual(
      again.questions!.map((q) => q.feedback!.level),
    );

    const other = (await read(await buyer())).json<CaseStudy>();
    expect(other.questions!.every((q) => q.answer === null && q.feedback === undefined)).toBe(true);
  });
});
