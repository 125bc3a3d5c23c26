import {
  ASSESSMENT_LAYOUT,
  type AssessmentContent,
  type AssessmentQuestionContent,
} from '../../content/content.schemas';

/** Every question of a track's assessment: the spec's 24 and the extra ones. */
export const questionBank = (assessment: AssessmentContent): AssessmentQuestionContent[] => [
  ...assessment.questions,
  ...assessment.extraQuestions,
];

/**
 * The 24 questions of one attempt, in the spec's positions by type (1-10 multiple choice, 11-15
 * fill-in, 16-20 judgment, 21-23 text, 24 the scale). Her first attempt gets the spec's own 24.
 * A retake takes, for each position, the question of that type she has seen least (ties broken
 * at random), so with 20 multiple choice and 10 judgment questions in the bank a second attempt
 * scores on questions none of which her first results revealed.
 */
export function drawQuestions(
  assessment: AssessmentContent,
  timesSeen: ReadonlyMap<string, number>,
  random: () => number = Math.random,
): AssessmentQuestionContent[] {
  if (timesSeen.size === 0) return assessment.questions;
  const bank = questionBank(assessment);
  const order = new Map(bank.map((question) => [question.id, random()]));
  const byPreference = [...bank].sort(
    (a, b) =>
      (timesSeen.get(a.id) ?? 0) - (timesSeen.get(b.id) ?? 0) ||
      order.get(a.id)! - order.get(b.id)!,
  );
  const taken = new Set<string>();
  return ASSESSMENT_LAYOUT.map((type) => {
    const next = byPreference.find((question) => question.type === type && !taken.has(question.id));
    // The schema guarantees the spec's 24 have every position's type, so one is always left.
    if (!next) throw new Error(`the ${assessment.type} bank has too few ${type} questions`);
    taken.add(next.id);
    return next;
  });
}

/** The stored draw's questions, or null when the bank no longer has one of them. */
export function questionsByIds(
  assessment: AssessmentContent,
  ids: readonly string[],
): AssessmentQuestionContent[] | null {
  const bank = new Map(questionBank(assessment).map((question) => [question.id, question]));
  const questions = ids.map((id) => bank.get(id));
  return questions.every((question) => question !== undefined) &&
    questions.map((q) => q.type).join() === ASSESSMENT_LAYOUT.join()
    ? questions
    : null;
}
