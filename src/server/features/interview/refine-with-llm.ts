import { z } from 'zod';
import type { TrackSlug } from '@/shared/constants';
import type { InterviewQuestionContent } from '../../content/content.schemas';
import { teacherWordsIn } from '../../core/role-language';
import type { LlmClient } from '../../lib/llm-client';
import type { Feedback } from './feedback/build-feedback';
import type { EvidenceLine } from './feedback/check-evidence';
import { keepsToHerFacts } from './feedback/write-stronger';

/** She waits no longer than this for the model; then the rules' feedback stands alone. */
const BUDGET_MS = 12_000;
const FOLLOW_UP_MAX = 200;
const STRONGER_MAX = 3_000;

const AnswerSchema = z.object({
  followUp: z.string().nullish(),
  stronger: z.string().nullish(),
});

export interface Refinement {
  followUp: string | null;
  stronger: string;
  strongerSource: 'rules' | 'model';
}

function prompt(
  question: InterviewQuestionContent,
  text: string,
  feedback: Feedback,
  evidence: readonly EvidenceLine[],
): string {
  return [
    'You coach a teacher moving into a corporate role for a job interview.',
    'Given the question, her answer and the feedback she already has, reply with two things:',
    '- followUp: one short question an interviewer might ask next about her answer (one sentence, ending with "?").',
    '- stronger: her answer rewritten to be clearer and better ordered (situation, task, action, result), in her own voice, with "I" for what she did.',
    'Rules for "stronger", all of them strict:',
    '- Use only facts her answer or her evidence states: add no number, date, employer, school, tool, title or result.',
    '- Never raise her role: "helped" stays helped, "supported" never becomes "led" or "managed".',
    '- Plain words, no jargon, at most about 250 words.',
    'Reply with JSON only: {"followUp": "<question>", "stronger": "<rewritten answer>"}',
    `Question: ${question.prompt}`,
    `Her answer: ${text}`,
    `What landed: ${feedback.landed.join(' | ') || 'nothing yet'}`,
    `What to sharpen: ${feedback.sharpen.join(' | ') || 'nothing'}`,
    `Her evidence: ${evidence.map((e) => e.text).join(' | ') || 'none yet'}`,
  ].join('\n');
}

/** One interviewer-style sentence ending with "?", or nothing. */
function asFollowUp(raw: string | null | undefined): string | null {
  const question = raw?.replace(/\s+/g, ' ').trim() ?? '';
  if (!question || question.length > FOLLOW_UP_MAX || !question.endsWith('?')) return null;
  // One sentence: no sentence end before the closing question mark.
  if (/[.!?]\s/.test(question.slice(0, -1))) return null;
  return question;
}

/**
 * Optional (issue 28): with a model configured, one call may add a follow-up question and reword
 * the stronger version. The rewrite is kept only when the fact guard finds nothing in it that her
 * answer and evidence do not hold (keepsToHerFacts); otherwise the rules' version stays. A failed,
 * slow or malformed answer keeps the rules' feedback with no follow-up.
 */
export async function refineWithLlm(
  llm: LlmClient,
  track: TrackSlug,
  question: InterviewQuestionContent,
  text: string,
  feedback: Feedback,
  evidence: readonly EvidenceLine[],
): Promise<Refinement> {
  const rules: Refinement = {
    followUp: null,
    stronger: feedback.stronger,
    strongerSource: 'rules',
  };
  let answer: z.infer<typeof AnswerSchema>;
  try {
    answer = await llm.askJson(prompt(question, text, feedback, evidence), AnswerSchema, {
      signal: AbortSignal.timeout(BUDGET_MS),
    });
  } catch {
    return rules;
  }
  const followUp = asFollowUp(answer.followUp);
  const rewrite = answer.stronger?.replace(/\s+/g, ' ').trim() ?? '';
  const honest =
    rewrite.length >= 20 &&
    rewrite.length <= STRONGER_MAX &&
    keepsToHerFacts(rewrite, text, evidence, teacherWordsIn(track, text));
  return honest ? { followUp, stronger: rewrite, strongerSource: 'model' } : { ...rules, followUp };
}
