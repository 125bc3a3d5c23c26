import type { TrackSlug } from '@/shared/constants';
import { INTERVIEW_SET_SIZE, type InterviewQuestion } from '@/shared/contracts/interview';
import type { InterviewQuestionContent } from '../../content/content.schemas';
import type { Content } from '../../content/load-content';
import { COMPETENCIES } from '../resumes';

const LABELS = new Map(COMPETENCIES.map((c) => [c.id, c.label]));

/** A question of any bank by its id (unique across banks, checked at boot), with its track. */
export function findQuestion(
  content: Content,
  questionId: string,
): { track: TrackSlug; question: InterviewQuestionContent } | null {
  for (const [track, bank] of Object.entries(content.interviewBanks)) {
    const question = bank.questions.find((q) => q.id === questionId);
    if (question) return { track: track as TrackSlug, question };
  }
  return null;
}

/** A question as she sees it: what we listen for and the model answers only once she has tried it. */
export function questionView(
  question: InterviewQuestionContent,
  attempts: number,
): Omit<InterviewQuestion, 'suggestedStory'> {
  const { min, max } = question.targetSeconds;
  return {
    id: question.id,
    kind: question.kind,
    competency: question.competency,
    competencyLabel: LABELS.get(question.competency) ?? question.competency,
    prompt: question.prompt,
    targetSeconds: Math.round((min + max) / 2),
    band: { min, max },
    attempts,
    ...(attempts > 0
      ? { listeningFor: question.listeningFor, modelAnswers: question.modelAnswers }
      : {}),
  };
}

/**
 * A practice set of five: the questions she has practised least (the teacher pack: only teacher
 * questions), fewest attempts first, in the bank's order among equals, so a new set keeps moving
 * her through the bank.
 */
export function drawSet(
  questions: readonly InterviewQuestionContent[],
  attempts: ReadonlyMap<string, number>,
  set: 'least-practised' | 'teacher-pack',
): InterviewQuestionContent[] {
  const pool = set === 'teacher-pack' ? questions.filter((q) => q.kind === 'teacher') : questions;
  return pool
    .map((question, order) => ({ question, order, n: attempts.get(question.id) ?? 0 }))
    .sort((a, b) => a.n - b.n || a.order - b.order)
    .slice(0, INTERVIEW_SET_SIZE)
    .map((x) => x.question);
}
