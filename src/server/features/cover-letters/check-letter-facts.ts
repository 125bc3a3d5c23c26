import type { LetterFlag } from '@/shared/contracts/cover-letters';
import { checkSuggestion } from '../../core/role-language';

/** What a sentence may rest on: her evidence and the posting, and the facts she marked as hers. */
export interface FactReference {
  /** Every word of her evidence and the posting, joined. */
  text: string;
  /** Words any letter may use (the roles' vocabulary, her name, the app's name). */
  allowed: readonly string[];
  ownFacts: readonly string[];
}

const covered = (fact: string, own: readonly string[]) => {
  const lower = fact.toLowerCase();
  return own.some((o) => {
    const mine = o.toLowerCase();
    return mine.includes(lower) || lower.includes(mine);
  });
};

const MESSAGES: Record<LetterFlag['kind'], (text: string) => string> = {
  number: (t) =>
    `"${t}" is not in your resume, certificates or stories. Change it to a number you can show, or mark it as yours.`,
  date: (t) =>
    `The date "${t}" is not in your resume, certificates or stories. Change it, or mark it as yours.`,
  name: (t) =>
    `"${t}" (an employer, title, tool or certification) is not in your resume or the posting. Change it, or mark it as yours.`,
  claim: (t) =>
    `"${t}" claims more than the line it rests on says. Use the verb your resume uses, or mark it as yours.`,
};

/**
 * The fact guard (core/role-language) over one sentence of a letter: its numbers, dates and names
 * (employers, titles, tools, certifications) against her evidence and the posting, and its scope
 * verbs (led, managed, owned) against the quotes it rests on, so "supported" never becomes "led".
 */
export function checkLetterSentence(
  text: string,
  reference: FactReference,
  claimSource: string,
): LetterFlag[] {
  const check = checkSuggestion(
    text,
    reference.text,
    [...reference.allowed, ...reference.ownFacts],
    claimSource,
  );
  const flags: LetterFlag[] = [];
  const seen = new Set<string>();
  const add = (kind: LetterFlag['kind'], fact: string) => {
    const key = `${kind}:${fact.toLowerCase()}`;
    if (seen.has(key) || covered(fact, reference.ownFacts)) return;
    seen.add(key);
    flags.push({ kind, text: fact, message: MESSAGES[kind](fact) });
  };
  for (const fact of check.facts) add(fact.kind, fact.text);
  for (const claim of check.claims) add('claim', claim);
  return flags;
}
