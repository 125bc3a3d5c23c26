import { PASS_MARK_PERCENT } from '@/shared/constants';
import type { ResultRow } from '@/shared/contracts/assessments';
import type { AssessmentQuestionContent } from '../../content/content.schemas';
import { matchesWrittenAnswer } from './match-written-answer';

export const MAX_TEXT_ANSWER_LENGTH = 2000;
export const MAX_FILL_ANSWER_LENGTH = 300;

export type AnswerValue = number | string;

/** A result as stored with the attempt; the module to revisit is added when it is read. */
export type ScoredRow = Omit<ResultRow, 'revisit'>;

/**
 * Any question can come back in a later attempt, so a wrong answer's row never carries the right
 * one, nor the explanation that names it (audit F3). Applied when scoring and again when reading,
 * for rows stored before this rule.
 */
export function withheldKey<Row extends ScoredRow>(row: Row): Row {
  return row.isCorrect === false ? { ...row, correct: null, explanation: null } : row;
}

export class InvalidAnswersError extends Error {
  constructor(
    message: string,
    public readonly fields: Record<string, string>,
  ) {
    super(message);
    this.name = 'InvalidAnswersError';
  }
}

/** Why an answer is not acceptable for its question, or null when it is. */
function problemWith(
  question: AssessmentQuestionContent,
  answer: AnswerValue | undefined,
): string | null {
  if (answer === undefined) return 'is missing';
  switch (question.type) {
    case 'multiple_choice':
    case 'judgment':
      return Number.isInteger(answer) &&
        (answer as number) >= 0 &&
        (answer as number) < question.options.length
        ? null
        : `must be the index of one of its ${question.options.length} options (0-${question.options.length - 1})`;
    case 'scale':
      return Number.isInteger(answer) &&
        (answer as number) >= question.min &&
        (answer as number) <= question.max
        ? null
        : `must be a whole number from ${question.min} to ${question.max}`;
    case 'fill_blank':
    case 'text': {
      const max = question.type === 'text' ? MAX_TEXT_ANSWER_LENGTH : MAX_FILL_ANSWER_LENGTH;
      if (typeof answer !== 'string' || answer.trim() === '') return 'needs a written answer';
      return answer.length <= max ? null : `must be at most ${max} characters`;
    }
  }
}

/** Throws InvalidAnswersError naming every question whose answer is missing, unknown or out of range. */
export function validateAnswers(
  questions: readonly AssessmentQuestionContent[],
  answers: Record<string, AnswerValue>,
): void {
  const fields: Record<string, string> = {};
  const known = new Set(questions.map((q) => q.id));
  for (const id of Object.keys(answers))
    if (!known.has(id)) fields[`answers.${id}`] = `Question ${id} is not part of this assessment`;
  questions.forEach((question, index) => {
    const problem = problemWith(question, answers[question.id]);
    if (problem)
      fields[`answers.${question.id}`] =
        `Answer to question ${index + 1} (${question.id}) ${problem}`;
  });
  const messages = Object.values(fields);
  if (messages.length > 0) {
    const more = messages.length > 3 ? ` (and ${messages.length - 3} more)` : '';
    throw new InvalidAnswersError(`${messages.slice(0, 3).join('; ')}${more}`, fields);
  }
}

/**
 * Spec part-2 §4 scores multiple_choice and judgment questions; fill-in answers are scored too
 * (walkthrough M7: an exact answer shown as "Not scored" was right), so 20 of 24 count. The score
 * is the rounded percentage correct and passing is at least 70. Text and the scale are kept, not
 * scored.
 */
export function scoreAssessment(
  questions: readonly AssessmentQuestionContent[],
  answers: Record<string, AnswerValue>,
) {
  validateAnswers(questions, answers);
  let scored = 0;
  let correct = 0;
  const results: ScoredRow[] = questions.map((question) => {
    const answer = answers[question.id]!;
    const base = {
      questionId: question.id,
      question: question.question,
      type: question.type,
      category: question.category,
    };
    if (question.type === 'multiple_choice' || question.type === 'judgment') {
      const isCorrect = answer === question.correctIndex;
      scored += 1;
      if (isCorrect) correct += 1;
      return withheldKey({
        ...base,
        userAnswer: question.options[answer as number]!,
        correct: question.options[question.correctIndex]!,
        isCorrect,
        explanation: question.explanation,
      });
    }
    if (question.type === 'scale') {
      return {
        ...base,
        userAnswer: `${answer} of ${question.max}`,
        correct: 'Not scored: your own rating',
        isCorrect: null,
        explanation: null,
      };
    }
    if (question.type === 'fill_blank') {
      const isCorrect = matchesWrittenAnswer(String(answer), [question.answer, ...question.accept]);
      scored += 1;
      if (isCorrect) correct += 1;
      return withheldKey({
        ...base,
        userAnswer: String(answer).trim(),
        correct: question.answer,
        isCorrect,
        explanation: question.explanation,
      });
    }
    return {
      ...base,
      userAnswer: String(answer).trim(),
      correct: question.answer,
      isCorrect: null,
      explanation: null,
    };
  });
  const score = scored === 0 ? 0 : Math.round((correct / scored) * 100);
  return {
    score,
    passed: score >= PASS_MARK_PERCENT,
    correctCount: correct,
    scoredCount: scored,
    results,
  };
}
