import { TRACKS } from '@/shared/constants';
import { loadTranslatorVocabularies } from '../../content/translator-vocabulary';
import { guardFacts } from '../../core/role-language';

interface StoryText {
  title: string;
  situation: string;
  task: string;
  action: string;
  result: string;
  reflection: string;
  ownFacts: string[];
}

const roleWords = () => {
  const vocabularies = loadTranslatorVocabularies();
  return TRACKS.flatMap((t) => vocabularies[t.slug].allowedWords);
};

/**
 * The facts (numbers, dates, names: employers, tools, titles) a story states that neither her
 * evidence nor her resume holds and she has not marked as her own: the translator's fact guard,
 * so a story cannot claim what her resume could not.
 */
export function unverifiedFacts(story: StoryText, reference: string): string[] {
  const text = [
    story.title,
    story.situation,
    story.task,
    story.action,
    story.result,
    story.reflection,
  ]
    .filter(Boolean)
    .join('\n');
  const own = story.ownFacts.map((f) => f.toLowerCase());
  const { unsupported } = guardFacts(text, reference, [...roleWords(), ...story.ownFacts]);
  const facts = unsupported
    .map((f) => f.text)
    .filter(
      (fact) => !own.some((o) => o.includes(fact.toLowerCase()) || fact.toLowerCase().includes(o)),
    );
  return [...new Set(facts)];
}
