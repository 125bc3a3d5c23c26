import type { InterviewAnswer, InterviewAnswerInputSchema } from '@/shared/contracts/interview';
import type { z } from 'zod';
import type { Content } from '../../content/load-content';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import type { LlmClient } from '../../lib/llm-client';
import { buildFeedback } from './feedback/build-feedback';
import { herEvidence } from './her-evidence';
import { insertAnswer, listStories, type AnswerRow } from './interview.queries';
import { findQuestion } from './question-bank';
import { refineWithLlm } from './refine-with-llm';
import { suggestStory } from './suggest-story';

export const UNKNOWN_QUESTION =
  'That question is not in the bank. Reload to see the current questions.';

export function answerView(row: AnswerRow): InterviewAnswer {
  return {
    id: row.id,
    questionId: row.questionId,
    text: row.text,
    seconds: row.seconds,
    source: row.source,
    checks: row.checks,
    landed: row.landed,
    sharpen: row.sharpen,
    stronger: row.stronger,
    strongerSource: row.strongerSource,
    followUp: row.followUp,
    suggestedStoryId: row.suggestedStoryId,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Checks her answer, keeps it with its feedback, and answers with both. With a language model
 * configured (`llm`, null otherwise) it may add a follow-up question and a reworded stronger
 * version that passed the fact guard; without one the rules' feedback is the whole answer.
 */
export async function answerQuestion(
  db: Database,
  content: Content,
  llm: LlmClient | null,
  user: { id: string; skills: string[] },
  input: z.output<typeof InterviewAnswerInputSchema>,
): Promise<InterviewAnswer> {
  const found = findQuestion(content, input.questionId);
  if (!found) throw notFound(UNKNOWN_QUESTION);
  const [evidence, stories] = await Promise.all([
    herEvidence(db, content, user),
    listStories(db, user.id),
  ]);
  const feedback = buildFeedback(found.track, found.question, input, evidence);
  const refined = llm
    ? await refineWithLlm(llm, found.track, found.question, input.text, feedback, evidence)
    : null;
  const row = await insertAnswer(db, {
    userId: user.id,
    track: found.track,
    questionId: found.question.id,
    text: input.text,
    seconds: input.seconds ?? null,
    source: input.source,
    ...feedback,
    ...refined,
    suggestedStoryId: suggestStory(stories, found.question)?.id ?? null,
  });
  return answerView(row);
}
