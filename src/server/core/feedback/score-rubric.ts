import { matchCues } from './match-cues';

/** One criterion of a leveled rubric: checked by its cues, or left to her (`selfJudged`). */
export interface LeveledCriterion {
  id: string;
  label: string;
  level: 'entry' | 'strong';
  evidence: string;
  cues?: readonly string[];
  selfJudged?: boolean;
}

export type RubricLevel = 'not-yet' | 'entry-ready' | 'strong';

export interface RubricCheck {
  id: string;
  label: string;
  passed: boolean;
  /** The exact words of her answer that met it; null when missed or self-judged. */
  quote: string | null;
  hint?: string;
  selfJudged?: true;
}

export interface RubricFeedback {
  level: RubricLevel;
  checks: RubricCheck[];
  /** Ids of checks this attempt passes that her previous attempt did not (empty on a first try). */
  improved: string[];
}

/**
 * The level rule: "not yet" while any entry criterion the text can show is missed, "entry-ready"
 * once every one is met, "strong" once every text-checkable criterion is met. Self-judged
 * criteria never move the level: only she can say whether she met them.
 */
export function rubricLevel(
  criteria: readonly Pick<LeveledCriterion, 'id' | 'level' | 'selfJudged'>[],
  checks: readonly Pick<RubricCheck, 'id' | 'passed'>[],
): RubricLevel {
  const passed = new Set(checks.filter((c) => c.passed).map((c) => c.id));
  const checkable = criteria.filter((c) => !c.selfJudged);
  if (checkable.some((c) => c.level === 'entry' && !passed.has(c.id))) return 'not-yet';
  return checkable.every((c) => passed.has(c.id)) ? 'strong' : 'entry-ready';
}

/**
 * Her answer against a leveled rubric with the Interview Studio's cue matcher; `previous` is her
 * last attempt's text, so the answer can say which checks she has newly met.
 */
export function scoreRubric(
  criteria: readonly LeveledCriterion[],
  text: string,
  previous: string | null = null,
): RubricFeedback {
  const checksOf = (answer: string): RubricCheck[] =>
    criteria.map((criterion): RubricCheck => {
      if (criterion.selfJudged)
        return {
          id: criterion.id,
          label: criterion.label,
          passed: false,
          quote: null,
          hint: `For you to judge: ${criterion.evidence}`,
          selfJudged: true,
        };
      const quote = matchCues(answer, criterion.cues ?? []);
      return quote
        ? { id: criterion.id, label: criterion.label, passed: true, quote }
        : {
            id: criterion.id,
            label: criterion.label,
            passed: false,
            quote: null,
            hint: `Not in this answer yet: ${criterion.evidence}`,
          };
    });
  const checks = checksOf(text);
  const before =
    previous === null
      ? null
      : new Set(
          checksOf(previous)
            .filter((c) => c.passed)
            .map((c) => c.id),
        );
  const improved = before
    ? checks.filter((c) => c.passed && !before.has(c.id)).map((c) => c.id)
    : [];
  return { level: rubricLevel(criteria, checks), checks, improved };
}
