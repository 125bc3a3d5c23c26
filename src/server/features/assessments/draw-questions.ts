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

export interface AttemptHistory {
  /** In how many of her attempts each question appeared. */
  timesSeen: ReadonlyMap<string, number>;
  /** The questions of her latest attempt. */
  lastAttempt: ReadonlySet<string>;
  /** Questions she has answered right at least once: she knows their answer. */
  answeredRight: ReadonlySet<string>;
}

/**
 * The 24 questions of one attempt, in the spec's positions by type (1-10 multiple choice, 11-15
 * fill-in, 16-20 judgment, 21-23 text, 24 the scale). Every attempt, her first included, draws
 * from the whole bank (issue 32: the extra questions are not kept for those who fail): for each
 * position a question of that type by preference: not in her latest attempt (the bank holds twice
 * each type but the scale, so two attempts in a row share only the scale), then one she has not
 * answered right (she learnt nothing of its key: results show the right option only when she chose
 * it), then the one she has seen least, ties at random. With no history, all of it is the ties.
 */
export function drawQuestions(
  assessment: AssessmentContent,
  history: AttemptHistory,
  random: () => number = Math.random,
): AssessmentQuestionContent[] {
  const bank = questionBank(assessment);
  const order = new Map(bank.map((question) => [question.id, random()]));
  const rank = (id: string) => [
    history.lastAttempt.has(id) ? 1 : 0,
    history.answeredRight.has(id) ? 1 : 0,
    history.timesSeen.get(id) ?? 0,
    order.get(id)!,
  ];
  const byPreference = [...bank].sort((a, b) => {
    const [ra, rb] = [rank(a.id), rank(b.id)];
    const differs = ra.findIndex((value, index) => value !== rb[index]);
    return differs < 0 ? 0 : ra[differs]! - rb[differs]!;
  });
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
