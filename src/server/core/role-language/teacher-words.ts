import type { TrackSlug } from '@/shared/constants';
import { loadTranslatorVocabularies } from '../../content/translator-vocabulary';
import { phraseRewrites } from './translate-line';

export interface TeacherWord {
  /** Her words exactly as written (a substring of the text). */
  word: string;
  /** What a recruiter for the role calls it, from the translator's reviewed vocabulary. */
  corporate: string;
}

/** Longer matches are clauses of a resume line, not a word she could swap while speaking. */
const MAX_WORDS = 4;

/**
 * The classroom words in a text that the resume translator would put in the role's words, each
 * once, in the order she wrote them: the same vocabulary, so the interview feedback and her
 * translated resume never disagree on what a word should be.
 */
export function teacherWordsIn(track: TrackSlug, text: string): TeacherWord[] {
  const vocabulary = loadTranslatorVocabularies()[track];
  const seen = new Set<string>();
  const found: { at: number; word: TeacherWord }[] = [];
  let offset = 0;
  for (const sentence of text.split(/(?<=[.!?;:])\s+|\n+/)) {
    const at = text.indexOf(sentence, offset);
    offset = at + sentence.length;
    for (const { found: word, rewrite } of phraseRewrites(vocabulary, sentence)) {
      const key = word.toLowerCase();
      if (seen.has(key) || word.trim().split(/\s+/).length > MAX_WORDS) continue;
      seen.add(key);
      found.push({ at: at + sentence.indexOf(word), word: { word, corporate: rewrite } });
    }
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.word);
}
