import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseStudyResponses } from '@/server/db/schema';
import { grantCourse } from '../helpers/learning';
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

async function buyer(courseId: number): Promise<SignedInUser> {
  const me = await registerUser(t.app);
  await grantCourse(t.app, admin, me, courseId);
  return me;
}

const read = (who: SignedInUser | null, track: string) =>
  as(t.app, who, { method: 'GET', url: `/api/case-studies/${track}` });
const save = (who: SignedInUser, track: string, payload: Record<string, unknown>) =>
  as(t.app, who, { method: 'PUT', url: `/api/case-studies/${track}/response`, payload });

describe('case studies', () => {
  it('shows visitors and non-buyers the outline only, never the scenario or model answers', async () => {
    const visitor = await read(null, 'customer-success');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toMatchObject({
      track: 'customer-success',
      locked: true,
      signedIn: false,
    });
    expect(visitor.json().title.length).toBeGreaterThan(10);
    expect(visitor.json().modules.length).toBeGreaterThan(0);
    expect(visitor.body).not.toMatch(/scenario|modelAnswer|takeaways/);

    const notBought = await registerUser(t.app);
    expect((await read(notBought, 'sales')).json()).toMatchObject({ locked: true, signedIn: true });
    const refused = await save(notBought, 'sales', { answers: {} });
    expect(refused.statusCode).toBe(403);
  });

  it('keeps a draft, refuses to submit with a question unanswered, then reveals the model answers', async () => {
    const me = await buyer(8);
    const opened = (await read(me, 'learning-development')).json();
    expect(opened.locked).toBe(false);
    expect(opened.scenario).toMatch(/\|/); // its data table
    const ids: string[] = opened.questions.map((q: { id: string }) => q.id);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    expect(
      opened.questions.every((q: { modelAnswer?: string }) => q.modelAnswer === undefined),
    ).toBe(true);

    const draft = await save(me, 'learning-development', {
      answers: { [ids[0]!]: '  I would ask the director what "done" looks like first.  ' },
    });
    expect(draft.statusCode).toBe(200);
    expect(draft.json().questions[0]).toMatchObject({
      answer: 'I would ask the director what "done" looks like first.',
    });
    expect(draft.json().submittedAt).toBeNull();

    const early = await save(me, 'learning-development', {
      answers: { [ids[0]!]: 'First answer' },
      submit: true,
    });
    expect(early.statusCode).toBe(400);
    expect(Object.keys(early.json().fields)).toContain(`answers.${ids[1]}`);

    const answers = Object.fromEntries(ids.map((id) => [id, `My answer to ${id}`]));
    const submitted = await save(me, 'learning-development', { answers, submit: true });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().submittedAt).toEqual(expect.any(String));
    expect(submitted.json().takeaways.length).toBeGreaterThanOrEqual(3);
    for (const q of submitted.json().questions) expect(q.modelAnswer.length).toBeGreaterThan(200);

    // Reading again keeps both; another person sees none of hers.
    expect((await read(me, 'learning-development')).json().questions[0].answer).toBe(
      `My answer to ${ids[0]}`,
    );
    const other = await buyer(8);
    const theirs = (await read(other, 'learning-development')).json();
    expect(theirs.questions.every((q: { answer: string | null }) => q.answer === null)).toBe(true);
    expect(theirs.submittedAt).toBeNull();
  });

  it('refuses unknown questions, over-long answers and unknown tracks with a 4xx that says why', async () => {
    const me = await buyer(6);
    const unknown = await save(me, 'sales', { answers: { 'not-a-question': 'x' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/not part of this case study/);
    const id = (await read(me, 'sales')).json().questions[0].id as string;
    const long = await save(me, 'sales', { answers: { [id]: 'x'.repeat(5001) } });
    expect(long.statusCode).toBe(400);
    expect((await read(me, 'astronaut')).statusCode).toBe(400);
    expect(
      await t.db.select().from(caseStudyResponses).where(eq(caseStudyResponses.userId, me.user.id)),
    ).toEqual([]);
  });
});
