import type { ModuleCheckContent } from '../../content/content.schemas';

/** How one knowledge check went: right or wrong, and why the option she chose is right or wrong. */
export type CheckResult = {
  id: string;
  correct: boolean;
  /** The explanation of the option she chose; null when she chose none. Never the key. */
  explanation: string | null;
};

export const UNANSWERED_CHECK = 'Choose an answer to this question';

/**
 * Marks her answers (check id -> option index) against a module's knowledge checks (walkthrough
 * m6). A wrong answer is told why that option is wrong, never which option is right.
 */
export function gradeModuleChecks(
  checks: readonly ModuleCheckContent[],
  answers: Readonly<Record<string, number>>,
): { results: CheckResult[]; passed: boolean } {
  const results = checks.map((check) => {
    const chosen = Object.hasOwn(answers, check.id) ? answers[check.id] : undefined;
    const explanation =
      chosen !== undefined && chosen < check.options.length ? check.explanations[chosen]! : null;
    return { id: check.id, correct: chosen === check.correctIndex, explanation };
  });
  return { results, passed: results.every((r) => r.correct) };
}

/** The `fields` of a refused completion: each check not yet answered right, and why. */
export function wrongCheckFields(results: readonly CheckResult[]): Record<string, string> {
  return Object.fromEntries(
    results
      .filter((r) => !r.correct)
      .map((r) => [`checkAnswers.${r.id}`, r.explanation ?? UNANSWERED_CHECK]),
  );
}
