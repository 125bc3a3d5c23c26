import type { TrackSlug } from '@/shared/constants';
import { loadTranslatorVocabularies } from '../../content/translator-vocabulary';
import { checkSuggestion } from './fact-guard';
import { translateLine } from './translate-line';

/**
 * One line in a role's words with the reviewed vocabulary, or null when the vocabulary has
 * nothing to say about it. The resume analysis can use it for its evidence `translation`.
 */
export function translatePhrase(
  track: TrackSlug,
  line: string,
): { suggestion: string; skill: string; why: string } | null {
  const vocabulary = loadTranslatorVocabularies()[track];
  const translation = translateLine(vocabulary, line);
  if (!translation) return null;
  if (!checkSuggestion(translation.suggestion, line, vocabulary.allowedWords, line).ok) return null;
  return {
    suggestion: translation.suggestion,
    skill: translation.entry.competency,
    why: translation.entry.rationale,
  };
}
