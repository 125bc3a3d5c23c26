import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '@/server/content/load-content';
import { buildFeedback } from '@/server/features/interview/feedback/build-feedback';
import type { EvidenceLine } from '@/server/features/interview/feedback/check-evidence';
import { refineWithLlm } from '@/server/features/interview/refine-with-llm';
import { createLlmClient } from '@/server/lib/llm-client';
import { completion, startFakeLlm, type FakeLlm, type FakeLlmReply } from '../helpers/fake-llm';

const { interviewBanks } = loadContent();
const question = interviewBanks.sales!.questions.find((q) => q.kind === 'behavioural' && q.star)!;

const ANSWER =
  'Last spring our robotics club needed $6,000 to travel to the state competition. ' +
  'My goal was to raise it in six weeks. ' +
  'I helped the team call 40 local businesses and I tracked every call in a shared spreadsheet. ' +
  'As a result, 14 businesses said yes and we raised $7,200.';
const EVIDENCE: EvidenceLine[] = [
  { kind: 'resume-line', text: 'Coached the robotics club at Lincoln Middle School' },
];
const HONEST =
  'Last spring our robotics club at Lincoln Middle School needed $6,000 to reach the state competition, and my goal was to raise it in six weeks. ' +
  'I helped the team call 40 local businesses, and I tracked every call in a shared spreadsheet. ' +
  'As a result, 14 businesses said yes and we raised $7,200.';
const FOLLOW_UP = 'How did you decide which businesses to call first?';

describe('refineWithLlm (a fake OpenAI-compatible server)', () => {
  let model: FakeLlm;
  let reply: () => FakeLlmReply;
  beforeAll(async () => {
    model = await startFakeLlm(() => reply());
  });
  afterAll(() => model.close());

  const llm = (timeoutMs = 2000) =>
    createLlmClient({ baseUrl: model.baseUrl, apiKey: 'k', model: 'fake-model', timeoutMs })!;
  const feedback = buildFeedback('sales', question, { text: ANSWER, source: 'typed' }, EVIDENCE);
  const refine = (timeoutMs?: number) =>
    refineWithLlm(llm(timeoutMs), 'sales', question, ANSWER, feedback, EVIDENCE);

  it('keeps an honest rewrite and the follow-up, and sends the question, her answer and the feedback', async () => {
    reply = () => completion({ followUp: FOLLOW_UP, stronger: HONEST });
    expect(await refine()).toEqual({
      followUp: FOLLOW_UP,
      stronger: HONEST,
      strongerSource: 'model',
    });
    const sent = model.requests.at(-1)!.content;
    expect(sent).toContain(question.prompt);
    expect(sent).toContain(ANSWER);
    expect(sent).toContain(feedback.sharpen[0] ?? feedback.landed[0]!);
  });

  it.each([
    [
      'an inflated team she never led',
      HONEST.replace('I helped the team call', 'I led a team of 40 to call'),
    ],
    ['a tool she never named', HONEST.replace('a shared spreadsheet', 'Salesforce')],
    ['a result she never stated', `${HONEST} Donations grew 35% the next year.`],
  ])('refuses a rewrite with %s and keeps the rules’ version', async (_, stronger) => {
    reply = () => completion({ followUp: FOLLOW_UP, stronger });
    expect(await refine()).toEqual({
      followUp: FOLLOW_UP,
      stronger: feedback.stronger,
      strongerSource: 'rules',
    });
  });

  it.each([
    ['is not a question', 'Tell me more about the businesses.'],
    ['is more than one sentence', 'Nice story. How did you pick the businesses?'],
    ['is too long', `${'Could you walk me through every single step '.repeat(6)}?`],
  ])('drops a follow-up that %s', async (_, followUp) => {
    reply = () => completion({ followUp, stronger: HONEST });
    expect((await refine()).followUp).toBeNull();
  });

  it.each([
    ['fails', (): FakeLlmReply => ({ status: 500, body: 'down' })],
    ['answers something that is not the JSON asked for', (): FakeLlmReply => completion('no')],
    [
      'is slower than its time limit',
      (): FakeLlmReply => ({
        ...completion({ followUp: FOLLOW_UP, stronger: HONEST }),
        delayMs: 1000,
      }),
    ],
  ])('keeps the rules’ feedback with no follow-up when the model %s', async (_, answer) => {
    reply = answer;
    expect(await refine(100)).toEqual({
      followUp: null,
      stronger: feedback.stronger,
      strongerSource: 'rules',
    });
  });
});
