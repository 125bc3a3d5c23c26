import type { AttemptResult } from '@/shared/contracts/assessments';

/**
 * Spec part-2 §3: results are kept locally under a key built from the type (hyphens as
 * underscores) and the user id. It is a cache: the server's stored attempt is the truth. What
 * comes back from storage is checked by hand: zod would be in the assessment's first view for
 * these two reads alone (ADR 015, "Signed-in routes").
 */
const resultsKey = (type: string, userId: string) =>
  `assessmentResults_${type.replace(/-/g, '_')}_${userId}`;

interface StoredResults {
  score: number;
  feedback: AttemptResult['results'];
  answers: AttemptResult['answers'];
  timestamp: string;
  assessmentType: string;
}

/** Enough to count as readable stored results; a record kept by an older version may differ. */
interface ReadableResults {
  score: number;
  feedback: unknown[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function saveResults(type: string, userId: string, attempt: AttemptResult): void {
  const stored: StoredResults = {
    score: attempt.score,
    feedback: attempt.results,
    answers: attempt.answers,
    timestamp: attempt.completedAt,
    assessmentType: type,
  };
  try {
    window.localStorage.setItem(resultsKey(type, userId), JSON.stringify(stored));
  } catch {
    // Storage full or disabled: the server copy still stands.
  }
}

/** undefined: nothing stored; null: stored but unreadable. */
export function readResults(type: string, userId: string): ReadableResults | null | undefined {
  const raw = window.localStorage.getItem(resultsKey(type, userId));
  if (raw === null) return undefined;
  try {
    const stored: unknown = JSON.parse(raw);
    return isObject(stored) && typeof stored.score === 'number' && Array.isArray(stored.feedback)
      ? { score: stored.score, feedback: stored.feedback as unknown[] }
      : null;
  } catch {
    return null;
  }
}

/** Answers in progress, kept on this device so a reload or a closed tab loses nothing. */
const draftKey = (type: string, userId: string) =>
  `assessmentDraft_${type.replace(/-/g, '_')}_${userId}`;

export type DraftAnswers = Record<string, string | number>;

export function saveDraft(type: string, userId: string, answers: DraftAnswers): void {
  try {
    window.localStorage.setItem(draftKey(type, userId), JSON.stringify(answers));
  } catch {
    // Storage full or disabled: the page still works, the draft just is not kept.
  }
}

/** The saved draft, limited to the questions that still exist. */
export function readDraft(type: string, userId: string, questionIds: string[]): DraftAnswers {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(draftKey(type, userId)) ?? '{}');
    if (!isObject(stored)) return {};
    return Object.fromEntries(
      Object.entries(stored).filter(
        (entry): entry is [string, string | number] =>
          questionIds.includes(entry[0]) &&
          (typeof entry[1] === 'string' || typeof entry[1] === 'number'),
      ),
    );
  } catch {
    return {};
  }
}

export function clearDraft(type: string, userId: string): void {
  window.localStorage.removeItem(draftKey(type, userId));
}
