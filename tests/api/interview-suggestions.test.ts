import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InterviewQuestion, Story, StoryInput } from '@/shared/contracts/interview';
import {
  as,
  createTestApp,
  registerUser,
  type SignedInUser,
  type TestApp,
} from '../helpers/test-app';

// Practice shows, per question, the story of her bank that fits it, and warns when one story
// answers everything (issue 28, 4).

let t: TestApp;
let me: SignedInUser;

const STORY: StoryInput = {
  title: 'The spring fundraiser',
  situation: 'Our school needed money for classroom technology.',
  task: 'I organized the spring fundraiser.',
  action: 'I asked local businesses and families to give, and I tracked every pledge.',
  result: 'The fundraiser paid for 30 tablets.',
  // No resume here: she marks the number as her own fact, so the story saves.
  ownFacts: ['30'],
  competencies: ['sales.prospecting'],
};

const salesBank = async (who: SignedInUser) => {
  const response = await as(t.app, who, {
    method: 'GET',
    url: '/api/interview/questions?role=sales',
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ questions: InterviewQuestion[] }>().questions;
};

beforeAll(async () => {
  t = await createTestApp();
  me = await registerUser(t.app);
});
afterAll(() => t.close());

describe('suggested stories in practice', () => {
  it('suggests no story before she has one, then the story tagged with the question’s skill', async () => {
    const before = await salesBank(me);
    expect(before.every((q) => q.suggestedStory === null)).toBe(true);

    const saved = await as(t.app, me, {
      method: 'POST',
      url: `/api/users/${me.user.id}/stories`,
      payload: STORY,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const story = saved.json<Story>();

    const after = await salesBank(me);
    const prospecting = after.filter((q) => q.competency === 'sales.prospecting');
    expect(prospecting.length).toBeGreaterThan(0);
    for (const q of prospecting)
      expect(q.suggestedStory).toEqual({ id: story.id, title: STORY.title });

    // A set drawn for practice carries the same suggestion.
    const set = await as(t.app, me, {
      method: 'GET',
      url: '/api/interview/questions?role=sales&set=least-practised',
    });
    const drawn = set.json<{ questions: InterviewQuestion[] }>().questions;
    expect(drawn.every((q) => 'suggestedStory' in q)).toBe(true);

    // Another user's question list never names her story.
    const other = await registerUser(t.app);
    expect((await salesBank(other)).every((q) => q.suggestedStory === null)).toBe(true);
  });

  it('warns when one story was suggested for nearly every recent answer', async () => {
    const bank = await salesBank(me);
    const prospecting = bank.filter((q) => q.competency === 'sales.prospecting').slice(0, 5);
    expect(prospecting).toHaveLength(5);
    const storiesUrl = `/api/users/${me.user.id}/stories`;
    const warningsNow = async () =>
      (await as(t.app, me, { method: 'GET', url: storiesUrl })).json<{ warnings: string[] }>()
        .warnings;
    expect((await warningsNow()).some((w) => /answers \d of your last 5/.test(w))).toBe(false);
    for (const q of prospecting) {
      const answered = await as(t.app, me, {
        method: 'POST',
        url: `/api/users/${me.user.id}/interview-answers`,
        payload: { questionId: q.id, text: 'I called every family on my list and tracked it.' },
      });
      expect(answered.statusCode, answered.body).toBe(201);
      expect(answered.json<{ suggestedStoryId: string }>().suggestedStoryId).toBe(
        q.suggestedStory?.id,
      );
    }
    expect(await warningsNow()).toContainEqual(
      expect.stringMatching(/“The spring fundraiser” answers 5 of your last 5 questions/),
    );
  });
});
