/**
 * Automatic checks for a rewrite that reads as broken English, whatever made it: a template that
 * overlapped her words ("lessons in lessons"), one that left a preposition hanging, a sentence that
 * lost its opening verb or capital, or a rewrite that dropped half of her line; and grammar a
 * template can break: her past tense turned present ("Communicated" -> "Maintain"), a frequency
 * put where an adjective goes ("Maintain per semester stakeholder communication"), or a verb that
 * changes what she did ("Taught" -> "Presented": a class is taught, not presented). They cannot tell a
 * good rewrite from a plain one; they find the ones a person would stop at. The translator refuses
 * a suggestion that fails them (her line is kept as written), and `npm run translator:report`
 * counts them on the vocabulary's raw output so a content change that garbles a line is seen.
 */

import { verbBase, verbTense } from '../../core/role-language';

export type GarbleKind =
  | 'repeated-word'
  | 'repeated-phrase'
  | 'dangling-end'
  | 'lost-capital'
  | 'lost-verb'
  | 'too-short'
  | 'unbalanced'
  | 'tense-shift'
  | 'misplaced-frequency'
  | 'changed-meaning';

export interface Garble {
  kind: GarbleKind;
  detail: string;
}

/** Words a sentence may not end on: it was cut after them. */
const DANGLING = new Set([
  'a',
  'an',
  'the',
  'to',
  'of',
  'in',
  'on',
  'at',
  'by',
  'for',
  'from',
  'with',
  'into',
  'onto',
  'about',
  'and',
  'or',
  'as',
  'than',
  'through',
  'across',
  'including',
  'via',
  'per',
  'our',
  'my',
  'their',
  'its',
]);

/** Short words that repeat in any sentence. */
const FUNCTION_WORDS = new Set([
  ...DANGLING,
  'is',
  'are',
  'was',
  'were',
  'be',
  'been',
  'that',
  'this',
  'these',
  'those',
  'each',
  'every',
  'all',
  'who',
  'which',
  'what',
  'when',
  'where',
  'how',
  'i',
  'me',
  'we',
  'us',
  'it',
  'they',
  'them',
  'her',
  'his',
  'she',
  'he',
  'not',
  'no',
  'so',
  'up',
  'out',
  'over',
  'under',
  'after',
  'before',
  'between',
  'while',
  'during',
  'but',
  'also',
  'both',
  'more',
  'most',
]);

/** Set phrases whose word repeats on purpose ("one on one", "day to day"). */
const IDIOMS =
  /\b(?:(\w+) (?:to|by|on|over|after|for) \1)\b|\b(?:one-on-one|face-to-face|day-to-day|year-over-year|side-by-side|step-by-step)\b/gi;
const IDIOM_WORDS = new Set([
  'day',
  'face',
  'one',
  'side',
  'step',
  'year',
  'week',
  'month',
  'time',
  'door',
  'peer',
  'student',
  'teacher',
  'class',
  'grade',
  'school',
  'person',
  'case',
  'point',
  'page',
  'team',
  'family',
  'parent',
  'hand',
  'back',
  'end',
  'room',
  'line',
  'word',
  'term',
  'unit',
]);

/**
 * A frequency standing before the noun it should follow ("per semester stakeholder communication"):
 * a time phrase right after a word and before another word that is neither a preposition nor a
 * conjunction.
 */
const MISPLACED_FREQUENCY =
  /\b(?:per|each|every|once a|twice a|(?:two|three|four) times a) (?:day|week|month|term|semester|quarter|year|school year|summer|season)\s+(?!(?:and|or|but|to|for|with|in|on|at|by|through|via|from|of|across|over|during|until|before|after|so|while|when|as|since)\b)[a-z][a-z-]*/gi;

/**
 * Her verb, and verbs a rewrite may not put in its place because they say she did something else:
 * a class she taught was not "presented" or "pitched" to (walk-through m5).
 */
const NOT_THE_SAME: Record<string, string[]> = {
  teach: ['present', 'pitch', 'sell', 'demo', 'engage'],
  'co-teach': ['present', 'pitch', 'sell', 'demo', 'co-present'],
  tutor: ['present', 'pitch', 'sell', 'demo'],
  instruct: ['present', 'pitch', 'sell', 'demo'],
};

const tokens = (text: string) =>
  (text.toLowerCase().match(/[a-z0-9][a-z0-9'’&+-]*/g) ?? []).map((t) => t.replace(/['’]s$/, ''));

function count(list: string[], item: string): number {
  return list.filter((x) => x === item).length;
}

function ngrams(list: string[], n: number): string[] {
  const out: string[] = [];
  for (let i = 0; i + n <= list.length; i++) out.push(list.slice(i, i + n).join(' '));
  return out;
}

/** The words of a line after any leading quote or bracket. */
const firstWord = (text: string) =>
  text
    .trim()
    .replace(/^["“'‘(]+/, '')
    .split(/\s+/)[0] ?? '';

/** Everything wrong with a rewrite of `source`; an empty list when it reads as a sentence. */
export function garbleChecks(suggestion: string, source: string): Garble[] {
  const problems: Garble[] = [];
  // A gloss the rewrite adds in brackets ("learning plan (success plan)") names the same thing
  // twice on purpose; repetition is judged without it.
  const unglossed = suggestion.replace(/\s*\(([^()]*)\)/g, (whole, inside: string) =>
    source.includes(inside) ? whole : '',
  );
  const out = tokens(unglossed.replace(IDIOMS, ' '));
  const before = tokens(source.replace(IDIOMS, ' '));

  // A word twice in a row ("to to"), or a content word the rewrite repeated close by
  // ("lessons in lessons") that her line did not repeat.
  out.forEach((word, i) => {
    if (i > 0 && out[i - 1] === word) {
      if (!ngrams(before, 2).includes(`${word} ${word}`))
        problems.push({ kind: 'repeated-word', detail: `${word} ${word}` });
      return;
    }
    if (FUNCTION_WORDS.has(word) || IDIOM_WORDS.has(word) || word.length < 3 || /\d/.test(word))
      return;
    const next = out.slice(i + 1, i + 5).indexOf(word);
    if (next >= 0 && count(out, word) > count(before, word))
      problems.push({ kind: 'repeated-word', detail: out.slice(i, i + next + 2).join(' ') });
  });
  // A phrase the rewrite says twice where she said it once.
  for (const n of [3, 2]) {
    const grams = ngrams(out, n).filter((g) => !g.split(' ').every((w) => FUNCTION_WORDS.has(w)));
    const seen = new Set<string>();
    for (const gram of grams) {
      if (seen.has(gram)) continue;
      seen.add(gram);
      if (count(grams, gram) > 1 && count(ngrams(before, n), gram) < count(grams, gram))
        problems.push({ kind: 'repeated-phrase', detail: gram });
    }
  }

  const last = tokens(suggestion.replace(/[.!?;:,\s]+$/, '')).at(-1);
  const sourceLast = tokens(source.replace(/[.!?;:,\s]+$/, '')).at(-1);
  if (last && DANGLING.has(last) && last !== sourceLast)
    problems.push({ kind: 'dangling-end', detail: last });

  const start = firstWord(suggestion);
  const sourceStart = firstWord(source);
  if (/^[A-Z0-9]/.test(sourceStart) && !/^[A-Z0-9]/.test(start))
    problems.push({ kind: 'lost-capital', detail: start });
  if (verbBase(sourceStart) && !verbBase(start))
    problems.push({ kind: 'lost-verb', detail: `${sourceStart} -> ${start}` });

  if (suggestion.trim().length < source.trim().length / 2)
    problems.push({ kind: 'too-short', detail: `${suggestion.length} of ${source.length}` });

  // Her past kept: a line she wrote in the past does not become present. (Not the other way round:
  // "Grade level lead" opens with a noun that reads like a present verb, and "Led" is right.)
  if (verbTense(sourceStart) === 'past' && verbTense(start) === 'present')
    problems.push({ kind: 'tense-shift', detail: `${sourceStart} -> ${start}` });

  for (const match of suggestion.matchAll(MISPLACED_FREQUENCY))
    if (!source.toLowerCase().includes(match[0].toLowerCase()))
      problems.push({ kind: 'misplaced-frequency', detail: match[0] });

  const herVerb = verbBase(sourceStart);
  const ourVerb = verbBase(start);
  if (herVerb && ourVerb && NOT_THE_SAME[herVerb]?.includes(ourVerb))
    problems.push({ kind: 'changed-meaning', detail: `${sourceStart} -> ${start}` });

  const balance = (text: string, open: string, close: string) =>
    text.split(open).length - text.split(close).length;
  if (
    balance(suggestion, '(', ')') !== balance(source, '(', ')') ||
    (suggestion.split('"').length - source.split('"').length) % 2 !== 0
  )
    problems.push({ kind: 'unbalanced', detail: 'brackets or quotes' });
  // One report per kind and detail.
  return problems.filter(
    (p, i) => problems.findIndex((q) => q.kind === p.kind && q.detail === p.detail) === i,
  );
}

/** The longer words of a phrase, cut to a stem ("presenting" and "presentations" share "presen"). */
const stems = (phrase: string) =>
  (phrase.toLowerCase().match(/[a-z]{5,}/g) ?? []).map((word) => word.slice(0, 6));

/**
 * The phrases of a list (skill names joined into a sentence) without one that repeats a longer
 * word of an earlier one: "presenting to groups, presenting to external audiences and..." reads
 * as a stutter (walk-through m5), so the second is left out.
 */
export function distinctPhrases(phrases: string[]): string[] {
  const seen = new Set<string>();
  return phrases.filter((phrase) => {
    const own = stems(phrase);
    if (own.some((stem) => seen.has(stem))) return false;
    for (const stem of own) seen.add(stem);
    return true;
  });
}
