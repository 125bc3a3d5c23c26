import type { AnswerCheck } from '@/shared/contracts/interview';
import { checkSuggestion, guardFacts, type TeacherWord } from '../../../core/role-language';
import type { EvidenceLine } from './check-evidence';
import type { StarPart } from './find-star';
import type { Sentence } from '../../../core/feedback';

/** Where a part is missing, the stronger version says what to put there; it never makes it up. */
const GAPS: Record<StarPart, string> = {
  situation: '[Where you were and what was going on, in one sentence.]',
  task: '[What you had to achieve.]',
  action: '[What you did yourself, in "I" sentences.]',
  result: '[What changed: a figure you can stand behind, or what people did differently.]',
};

export interface StrongerInput {
  text: string;
  sentences: readonly Sentence[];
  star: Record<StarPart, Sentence | null>;
  teacherWords: readonly TeacherWord[];
  evidence: readonly EvidenceLine[];
  checks: readonly AnswerCheck[];
  /** Whether the question asks for a story (a role task, e.g. a pitch, may not be one). */
  story: boolean;
}

function swapWords(sentence: string, words: readonly TeacherWord[]): string {
  let out = sentence;
  for (const { word, corporate } of words) out = out.split(word).join(corporate);
  return out;
}

/**
 * A stronger version of her answer built only from her own sentences and her own evidence: the
 * story told in STAR order (setting first, result last), classroom words in the role's words, a
 * line of her evidence when she cited none, and a bracketed prompt where a part is missing. The
 * translator's fact guard checks the result against her answer and evidence; should it ever find
 * a number, date or name that is not hers, her answer is returned with the prompts only.
 */
export function writeStronger(input: StrongerInput): string {
  const { sentences, star, teacherWords, evidence, checks } = input;
  const opening = !input.story
    ? []
    : [star.situation, star.task].filter((s): s is Sentence => s !== null);
  const middle = sentences.filter((s) => !opening.includes(s) && s !== star.result);
  const ordered = input.story
    ? [...opening, ...middle, ...(star.result ? [star.result] : [])]
    : [...sentences];

  const cited = checks.find((c) => c.id === 'evidence')?.passed ?? true;
  const proof =
    !cited && evidence[0]
      ? `What I can show for it: ${evidence[0].text.replace(/[.\s]+$/, '')}.`
      : null;
  const body = [...ordered.map((s) => swapWords(s.text, teacherWords)), ...(proof ? [proof] : [])];
  const guarded = guardFacts(
    body.join(' '),
    [input.text, ...evidence.map((e) => e.text)].join('\n'),
    teacherWords.map((w) => w.corporate),
  );
  const sentencesOut = guarded.ok ? body : ordered.map((s) => s.text);

  const missing = input.story
    ? (['situation', 'task', 'action', 'result'] as const).filter((part) => star[part] === null)
    : [];
  const before = missing.filter((p) => p === 'situation' || p === 'task').map((p) => GAPS[p]);
  const after = missing.filter((p) => p === 'action' || p === 'result').map((p) => GAPS[p]);
  return [...before, ...sentencesOut, ...after].join(' ');
}

/**
 * Whether a stronger version someone else wrote (the optional model) keeps to her: the fact guard
 * finds no number, date, employer, tool or title that neither her answer nor her evidence holds,
 * and no scope word ("led", "managed", "grew") her answer does not support. Only the role's word
 * for a classroom word she used is allowed beyond her own.
 */
export function keepsToHerFacts(
  rewrite: string,
  answer: string,
  evidence: readonly EvidenceLine[],
  teacherWords: readonly TeacherWord[],
): boolean {
  return checkSuggestion(
    rewrite,
    [answer, ...evidence.map((e) => e.text)].join('\n'),
    teacherWords.map((w) => w.corporate),
    answer,
  ).ok;
}
