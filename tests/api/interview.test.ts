import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  InterviewAnswer,
  InterviewQuestion,
  Story,
  StoryInput,
} from '@/shared/contracts/interview';
import { interviewAnswers, interviewStories } from '@/server/db/schema';
import { completion, startFakeLlm, type FakeLlm, type FakeLlmReply } from '../helpers/fake-llm';
import { multipart } from '../helpers/multipart';
import { SAMPLE_TEACHER_RESUME } from '../helpers/resume-files';
import {
  as,
  createTestApp,
  registerUser,
  type SignedInUser,
  type TestApp,
} from '../helpers/test-app';

let t: TestApp;
let me: SignedInUser;
let other: SignedInUser;

const answersUrl = (who: SignedInUser) => `/api/users/${who.user.id}/interview-answers`;
const storiesUrl = (who: SignedInUser, rest = '') => `/api/users/${who.user.id}/stories${rest}`;
const questions = async (who: SignedInUser | null, query: string) =>
  as(t.app, who, { method: 'GET', url: `/api/interview/questions?${query}` });
const answer = (who: SignedInUser, payload: Record<string, unknown>) =>
  as(t.app, who, { method: 'POST', url: answersUrl(who), payload });

const STORY: StoryInput = {
  title: 'The spring fundraiser',
  situation: 'Our school needed money for classroom technology.',
  task: 'I organized the spring fundraiser.',
  action: 'I asked local businesses and families to give, and I tracked every pledge.',
  result: 'The fundraiser raised $12,000 for classroom technology.',
  reflection: 'A clear ask gets a clear answer.',
  competencies: ['sales.prospecting'],
};

beforeAll(async () => {
  t = await createTestApp();
  me = await registerUser(t.app);
  other = await registerUser(t.app);
  const body = multipart([
    {
      name: 'resume',
      filename: 'resume.txt',
      content: Buffer.from(SAMPLE_TEACHER_RESUME),
      type: 'text/plain',
    },
  ]);
  const upload = await as(t.app, me, { method: 'POST', url: '/api/resumes/upload', ...body });
  expect(upload.statusCode, upload.body).toBe(200);
});
afterAll(() => t.close());

describe('GET /api/interview/questions', () => {
  it("lists a role's whole bank without model answers before any attempt", async () => {
    const response = await questions(me, 'role=sales');
    expect(response.statusCode).toBe(200);
    const list = response.json<{ questions: InterviewQuestion[] }>().questions;
    expect(list.length).toBeGreaterThanOrEqual(40);
    for (const q of list) {
      expect(q.modelAnswers).toBeUndefined();
      expect(q.listeningFor).toBeUndefined();
      expect(q.attempts).toBe(0);
      expect(q.targetSeconds).toBeGreaterThanOrEqual(q.band.min);
    }
  });

  it('draws five teacher questions for the teacher pack, and five for least practised', async () => {
    const pack = (await questions(me, 'role=customer-success&set=teacher-pack')).json<{
      questions: InterviewQuestion[];
    }>().questions;
    expect(pack).toHaveLength(5);
    expect(pack.every((q) => q.kind === 'teacher')).toBe(true);
    const least = (await questions(me, 'role=learning-development&set=least-practised')).json<{
      questions: InterviewQuestion[];
    }>().questions;
    expect(least).toHaveLength(5);
  });

  it('refuses an unknown role or set with 400, and a visitor with 401', async () => {
    expect((await questions(me, 'role=marketing')).statusCode).toBe(400);
    expect((await questions(me, 'role=sales&set=random')).statusCode).toBe(400);
    const visitor = await questions(null, 'role=sales');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBeTruthy();
  });
});

describe('POST and GET /api/users/:id/interview-answers', () => {
  it('answers with feedback quoting her, keeps it, then shows the model answers', async () => {
    const [first] = (await questions(me, 'role=sales&set=teacher-pack')).json<{
      questions: InterviewQuestion[];
    }>().questions;
    const text =
      'Last spring our school needed $12,000 for classroom technology. My goal was to raise it. I organized the spring fundraiser and I called 40 local businesses. As a result we raised $12,000.';
    const response = await answer(me, { questionId: first!.id, text, seconds: 75 });
    expect(response.statusCode, response.body).toBe(201);
    const feedback = response.json<InterviewAnswer>();
    expect(feedback).toMatchObject({ questionId: first!.id, text, seconds: 75, source: 'typed' });
    expect(feedback.checks.find((c) => c.id === 'length')).toMatchObject({ passed: true });
    for (const check of feedback.checks) if (check.quote) expect(text).toContain(check.quote);
    expect(feedback.checks.find((c) => c.id === 'evidence')).toMatchObject({ passed: true });
    expect(feedback.landed.length).toBeGreaterThan(0);
    // Without a language model the rules write the whole feedback.
    expect(feedback).toMatchObject({ followUp: null, strongerSource: 'rules' });
    const rows = await t.db
      .select()
      .from(interviewAnswers)
      .where(eq(interviewAnswers.userId, me.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.checks).toEqual(feedback.checks);

    const after = (await questions(me, 'role=sales')).json<{ questions: InterviewQuestion[] }>()
      .questions;
    const seen = after.find((q) => q.id === first!.id)!;
    expect(seen.attempts).toBe(1);
    expect(seen.modelAnswers?.strong).toBeTruthy();
    expect(seen.listeningFor).toBeTruthy();
    expect(after.filter((q) => q.modelAnswers)).toHaveLength(1);
    // Someone else has not tried it: she does not see ours.
    const theirs = (await questions(other, 'role=sales')).json<{ questions: InterviewQuestion[] }>()
      .questions;
    expect(theirs.find((q) => q.id === first!.id)!.modelAnswers).toBeUndefined();

    const second = await answer(me, {
      questionId: first!.id,
      text: `${text} Families still use it.`,
    });
    expect(second.statusCode).toBe(201);
    const list = await as(t.app, me, {
      method: 'GET',
      url: `${answersUrl(me)}?questionId=${first!.id}`,
    });
    expect(list.statusCode).toBe(200);
    const answers = list.json<{ answers: InterviewAnswer[] }>().answers;
    expect(answers.map((a) => a.id)).toEqual([feedback.id, second.json<InterviewAnswer>().id]);
  });

  it('refuses an empty answer and one over 5,000 characters with 400 naming the limit', async () => {
    const questionId = 'sales-why-leave-teaching';
    const empty = await answer(me, { questionId, text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/Write your answer first/);
    const long = await answer(me, { questionId, text: 'word '.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/5,000 characters/);
  });

  it('answers 404 for an unknown question', async () => {
    const response = await answer(me, { questionId: 'sales-no-such-question', text: 'Hello.' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/not in the bank/);
    const list = await as(t.app, me, {
      method: 'GET',
      url: `${answersUrl(me)}?questionId=sales-no-such-question`,
    });
    expect(list.statusCode).toBe(404);
  });

  it("refuses someone else's answers with 403 and a visitor with 401", async () => {
    const post = await answer(other, { questionId: 'sales-why-leave-teaching', text: 'Hi.' });
    expect(post.statusCode).toBe(201);
    const read = await as(t.app, me, { method: 'GET', url: answersUrl(other) });
    expect(read.statusCode).toBe(403);
    const write = await as(t.app, me, {
      method: 'POST',
      url: answersUrl(other),
      payload: { questionId: 'sales-why-leave-teaching', text: 'Hi.' },
    });
    expect(write.statusCode).toBe(403);
    expect((await as(t.app, null, { method: 'GET', url: answersUrl(me) })).statusCode).toBe(401);
  });
});

describe('/api/users/:id/stories', () => {
  let story: Story;

  it('saves a story whose facts are in her resume, and lists it', async () => {
    const response = await as(t.app, me, { method: 'POST', url: storiesUrl(me), payload: STORY });
    expect(response.statusCode, response.body).toBe(201);
    story = response.json<Story>();
    expect(story).toMatchObject({ ...STORY, ownFacts: [] });
    const list = await as(t.app, me, { method: 'GET', url: storiesUrl(me) });
    expect(list.json<{ stories: Story[]; warnings: string[] }>()).toMatchObject({
      stories: [{ id: story.id }],
      warnings: [expect.stringMatching(/5 to 12/)],
    });
  });

  it('refuses a number or employer absent from her evidence unless she marks it as her own', async () => {
    const claim = {
      ...STORY,
      result: 'Hired by Salesforce, I closed $90,000 in my first quarter.',
    };
    const refused = await as(t.app, me, { method: 'POST', url: storiesUrl(me), payload: claim });
    expect(refused.statusCode).toBe(422);
    const body = refused.json<{ message: string; facts: string[] }>();
    expect(body.facts).toEqual(expect.arrayContaining(['Salesforce', '$90,000']));
    expect(body.message).toMatch(/own new fact/);
    const owned = await as(t.app, me, {
      method: 'POST',
      url: storiesUrl(me),
      payload: { ...claim, ownFacts: ['Salesforce', '$90,000'] },
    });
    expect(owned.statusCode, owned.body).toBe(201);
    expect(owned.json<Story>().ownFacts).toEqual(['Salesforce', '$90,000']);
    const patch = await as(t.app, me, {
      method: 'PATCH',
      url: storiesUrl(me, `/${story.id}`),
      payload: { result: 'We raised $55,000.' },
    });
    expect(patch.statusCode).toBe(422);
  });

  it("edits and deletes her story; 404 for an unknown one, 403 for someone else's", async () => {
    const edited = await as(t.app, me, {
      method: 'PATCH',
      url: storiesUrl(me, `/${story.id}`),
      payload: { title: 'Fundraiser for classroom technology' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Story>()).toMatchObject({
      title: 'Fundraiser for classroom technology',
      action: STORY.action,
    });
    const unknown = storiesUrl(me, '/00000000-0000-4000-8000-000000000000');
    expect(
      (await as(t.app, me, { method: 'PATCH', url: unknown, payload: { title: 'x' } })).statusCode,
    ).toBe(404);
    expect((await as(t.app, me, { method: 'DELETE', url: unknown })).statusCode).toBe(404);
    expect(
      (await as(t.app, other, { method: 'DELETE', url: storiesUrl(me, `/${story.id}`) }))
        .statusCode,
    ).toBe(403);
    expect((await as(t.app, other, { method: 'GET', url: storiesUrl(me) })).statusCode).toBe(403);
    expect((await as(t.app, null, { method: 'GET', url: storiesUrl(me) })).statusCode).toBe(401);
    const removed = await as(t.app, me, { method: 'DELETE', url: storiesUrl(me, `/${story.id}`) });
    expect(removed.statusCode).toBe(204);
    const rows = await t.db
      .select()
      .from(interviewStories)
      .where(eq(interviewStories.id, story.id));
    expect(rows).toHaveLength(0);
  });

  it('refuses an empty story part with 400 naming it, and a thirteenth story', async () => {
    const empty = await as(t.app, me, {
      method: 'POST',
      url: storiesUrl(me),
      payload: { ...STORY, action: ' ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/Write the action/);
    const who = await registerUser(t.app);
    for (let i = 0; i < 12; i++) {
      const made = await as(t.app, who, {
        method: 'POST',
        url: storiesUrl(who),
        payload: {
          ...STORY,
          result: 'Families gave what they could.',
          title: `Story ${'abcdefghijkl'[i]}`,
        },
      });
      expect(made.statusCode, made.body).toBe(201);
    }
    const extra = await as(t.app, who, { method: 'POST', url: storiesUrl(who), payload: STORY });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toMatch(/at most 12 stories/);
  });
});

describe('POST /api/users/:id/stories/drafts', () => {
  it('drafts stories from the lines she accepted, which save without new facts', async () => {
    const who = await registerUser(t.app);
    const body = multipart([
      {
        name: 'resume',
        filename: 'resume.txt',
        content: Buffer.from(SAMPLE_TEACHER_RESUME),
        type: 'text/plain',
      },
    ]);
    expect(
      (await as(t.app, who, { method: 'POST', url: '/api/resumes/upload', ...body })).statusCode,
    ).toBe(200);
    const none = await as(t.app, who, { method: 'POST', url: storiesUrl(who, '/drafts') });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toEqual({ drafts: [] });

    const base = `/api/users/${who.user.id}/resume-translations`;
    const built = await as(t.app, who, {
      method: 'POST',
      url: base,
      payload: { role: 'Sales Representative' },
    });
    expect(built.statusCode, built.body).toBeLessThan(300);
    const items = built
      .json<{ items: { id: string; section: string; suggestion: string | null }[] }>()
      .items.filter((i) => i.section === 'experience' && i.suggestion);
    const accepted = items[0]!;
    const patch = await as(t.app, who, {
      method: 'PATCH',
      url: `${base}/sales/items/${accepted.id}`,
      payload: { accepted: true },
    });
    expect(patch.statusCode, patch.body).toBe(200);

    const drafted = await as(t.app, who, { method: 'POST', url: storiesUrl(who, '/drafts') });
    const drafts = drafted.json<{ drafts: StoryInput[] }>().drafts;
    expect(drafts).toHaveLength(1);
    expect(drafts[0]!.action).toBe(accepted.suggestion);
    expect(drafts[0]!.task).toMatch(/^\[/);
    const saved = await as(t.app, who, {
      method: 'POST',
      url: storiesUrl(who),
      payload: drafts[0],
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(
      (await as(t.app, other, { method: 'POST', url: storiesUrl(who, '/drafts') })).statusCode,
    ).toBe(403);
  });
});

describe('GET /api/users/:id/interview/progress', () => {
  it('counts the questions she practised per role, her answers and her stories', async () => {
    const response = await as(t.app, me, {
      method: 'GET',
      url: `/api/users/${me.user.id}/interview/progress`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const progress = response.json<{
      roles: { role: string; practised: number; total: number }[];
      answers: number;
      stories: number;
    }>();
    expect(progress.roles.find((r) => r.role === 'sales')).toMatchObject({ practised: 1 });
    expect(progress.roles.find((r) => r.role === 'customer-success')).toMatchObject({
      practised: 0,
    });
    expect(progress.answers).toBe(2);
    expect(progress.stories).toBe(1);
    const theirs = await as(t.app, other, {
      method: 'GET',
      url: `/api/users/${me.user.id}/interview/progress`,
    });
    expect(theirs.statusCode).toBe(403);
  });
});

describe('her account', () => {
  it('exports her answers and stories and deletes them with the account', async () => {
    const exported = await as(t.app, me, { method: 'GET', url: `/api/users/${me.user.id}/export` });
    expect(exported.statusCode).toBe(200);
    const data = exported.json<{ data?: Record<string, unknown[]> } & Record<string, unknown>>();
    const json = JSON.stringify(data);
    expect(json).toContain('interviewAnswers');
    expect(json).toContain('Hired by Salesforce');
    expect(json).not.toContain(other.user.id);
  });
});

describe('interview answers with a language model configured', () => {
  const TEXT =
    'Last spring our school needed $12,000 for classroom technology. My goal was to raise it. I organized the spring fundraiser and I called 40 local businesses. As a result we raised $12,000.';
  const HONEST =
    'Last spring our school needed $12,000 for classroom technology, and my goal was to raise it. I organized the spring fundraiser and called 40 local businesses myself. As a result, we raised $12,000.';
  const FOLLOW_UP = 'What did you say to a business that said no at first?';
  let model: FakeLlm;
  let reply: () => FakeLlmReply;
  let app: Awaited<ReturnType<TestApp['sibling']>>;
  let questionId: string;

  beforeAll(async () => {
    model = await startFakeLlm(() => reply());
    app = await t.sibling({
      LLM_BASE_URL: model.baseUrl,
      LLM_API_KEY: 'test-key',
      LLM_MODEL: 'fake-model',
      // Far above a busy machine's worst reply: an answer counted late would fail a test of answers.
      LLM_TIMEOUT_MS: '20000',
    });
    const bank = await as(app, await registerUser(app), {
      method: 'GET',
      url: '/api/interview/questions?role=sales',
    });
    questionId = bank.json<{ questions: InterviewQuestion[] }>().questions[0]!.id;
  });
  afterAll(() => model.close());

  async function answerWithModel() {
    const who = await registerUser(app);
    const response = await as(app, who, {
      method: 'POST',
      url: answersUrl(who),
      payload: { questionId, text: TEXT },
    });
    expect(response.statusCode, response.body).toBe(201);
    return { who, feedback: response.json<InterviewAnswer>() };
  }

  it('adds the follow-up and the checked rewrite, and keeps both with the answer', async () => {
    reply = () => completion({ followUp: FOLLOW_UP, stronger: HONEST });
    const { who, feedback } = await answerWithModel();
    expect(model.requests.at(-1)!.content).toContain(TEXT);
    expect(feedback).toMatchObject({
      followUp: FOLLOW_UP,
      stronger: HONEST,
      strongerSource: 'model',
    });
    const list = await as(app, who, { method: 'GET', url: answersUrl(who) });
    expect(list.json<{ answers: InterviewAnswer[] }>().answers[0]).toMatchObject({
      followUp: FOLLOW_UP,
      stronger: HONEST,
      strongerSource: 'model',
    });
  });

  it('keeps the rules’ stronger version when the rewrite inflates her part', async () => {
    reply = () =>
      completion({
        followUp: FOLLOW_UP,
        stronger: HONEST.replace('I organized', 'I led a team of 25 and managed'),
      });
    const { feedback } = await answerWithModel();
    expect(feedback).toMatchObject({ followUp: FOLLOW_UP, strongerSource: 'rules' });
    expect(feedback.stronger).not.toMatch(/team of 25|managed/);
  });

  it('still answers with the rules’ feedback when the model is down', async () => {
    reply = () => ({ status: 503, body: 'down' });
    const { feedback } = await answerWithModel();
    expect(feedback).toMatchObject({ followUp: null, strongerSource: 'rules' });
    expect(feedback.checks.length).toBeGreaterThan(0);
  });
});
