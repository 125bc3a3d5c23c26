import { TRACKS } from '@/shared/constants';
import { loadTranslatorVocabularies } from '../../content/translator-vocabulary';
import type { FactReference } from './check-letter-facts';
import type { LetterPosting } from './build-cover-letter';

/** Words a letter may use that are not facts about her: the roles' vocabulary and our name. */
export function letterWords(): string[] {
  const vocabularies = loadTranslatorVocabularies();
  return [
    'Classroom to Career',
    ...TRACKS.flatMap((t) => [t.label, t.roleName, ...vocabularies[t.slug].allowedWords]),
  ];
}

/**
 * What a letter's sentences are checked against: the posting (its title, company and text) and
 * everything she has shown (her resume, accepted translations, stories, certificate links).
 */
export function letterReference(
  posting: LetterPosting,
  evidence: readonly string[],
  ownFacts: readonly string[],
): FactReference {
  return {
    text: [
      posting.title,
      posting.company,
      posting.description,
      ...posting.requirements,
      ...evidence,
    ].join('\n'),
    allowed: letterWords(),
    ownFacts,
  };
}

/** A stored letter's reference with the facts she has marked as hers. */
export const storedReference = (text: string, ownFacts: readonly string[]): FactReference => ({
  text,
  allowed: letterWords(),
  ownFacts,
});
