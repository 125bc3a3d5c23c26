import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InterviewQuestion, StoryInput } from '@/shared/contracts/interview';
import {
  as,
  createTestApp,
  registerUser,
  type SignedInUser,
  type TestApp,
} from '../helpers/test-app';

// The readable summary she downloads from her account page holds her interview practice as well
// as the JSON export does (issue 28, 7).

let t: TestApp;
let me: SignedInUser;

const STORY: StoryInput = {
  title: 'The spring fundraiser',
  situation: 'Our school needed money for classroom technology.',
  task: 'I organized the spring fundraiser.',
  action: 'I asked local businesses and families to give, and I tracked every pledge.',
  result: '40 families joined the mailing list.',
  competencies: ['sales.prospecting'],
  ownFacts: ['40'],
};

beforeAll(async () => {
  t = await createTestApp();
  me = await registerUser(t.app);
});
afterAll(() => t.close());

describe('the readable summary of her data', () => {
  it('says no practice yet before she has any', async () => {
    const summary = await as(t.app, me, {
      method: 'GET',
      url: `/api/users/${me.user.id}/export/summary`,
    });
    expect(summary.statusCode).toBe(200);
    expect(summary.body).toContain('<h2>Interview practice</h2>');
    expect(summary.body).toContain('No practice answers yet.');
    expect(summary.body).toContain('No stories yet.');
  });

  it('lists the questions she practised per role, her answers and her stories', async () => {
    const bank = await as(t.app, me, {
      method: 'GET',
      url: '/api/interview/questions?role=customer-success',
    });
    const [first, second] = bank.json<{ questions: InterviewQuestion[] }>().questions;
    for (const questionId of [first!.id, first!.id, second!.id]) {
      const answered = await as(t.app, me, {
        method: 'POST',
        url: `/api/users/${me.user.id}/interview-answers`,
        payload: { questionId, text: 'I met every family before the term began.' },
      });
      expect(answered.statusCode, answered.body).toBe(201);
    }
    const saved = await as(t.app, me, {
      method: 'POST',
      url: `/api/users/${me.user.id}/stories`,
      payload: STORY,
    });
    expect(saved.statusCode, saved.body).toBe(201);

    const summary = await as(t.app, me, {
      method: 'GET',
      url: `/api/users/${me.user.id}/export/summary`,
    });
    expect(summary.body).toMatch(/<tr><td>Customer Success[^<]*<\/td><td>2<\/td><td>3<\/td><\/tr>/);
    expect(summary.body).toContain('<li>The spring fundraiser (your own new facts: “40”)</li>');
  });
});
