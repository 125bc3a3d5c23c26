import type { RoleName } from '@/shared/constants';

/**
 * Stated intent: an objective, or "seeking / looking for / aspiring / moving into" in a summary.
 * It is what she wants, not what she has done, so it is shown as her goal and never counts as
 * evidence of experience; it may break a near-tie between two roles (analyze-resume.ts).
 */
export const INTENT =
  /\b(?:seeking|seek|looking (?:for|to)|aspir(?:ing|e)|hop(?:ing|e) to|eager to|excited to|keen to|ready to|aim(?:ing)? (?:to|at|for)|want(?:ing)? to|would (?:like|love) to|plan(?:ning)? to|intend(?:ing)? to|interested in|open to|in search of|(?:transition|transitioning|moving|pivoting|returning|switching|stepping|progressing) (?:into|to|back to|towards?)|(?:to|into) (?:transition|move|pivot|return|switch|step) (?:into|to|back)|career (?:change|switch|goal)|target(?:ed)? (?:role|position|job)|desired (?:role|position)|my goal|next (?:step|chapter))\b/i;

const ROLE_WORDS: [RoleName, RegExp][] = [
  [
    'Learning & Development Specialist',
    /\b(?:instructional design(?:er)?|learning (?:and|&) development|L&D|learning experience|e-?learning|corporate (?:training|learning|trainer)|trainer|training|enablement|curriculum|facilitat\w*|talent development|learning design(?:er)?|learning specialist)\b/i,
  ],
  [
    'Customer Success Manager',
    /\b(?:customer success|client success|CSM|customer experience|account management|account manager|onboarding|implementation|customer support|client support|customer[- ]facing support|client[- ]facing (?:support|role)|support role|customer service|client services)\b/i,
  ],
  [
    'Sales Representative',
    /\b(?:sales(?! enablement)|selling|account executive|business development|SDR|BDR|AE)\b/i,
  ],
];

/** The role an intent names first, if any. */
export function roleNamed(text: string): RoleName | null {
  let best: { role: RoleName; index: number } | null = null;
  for (const [role, pattern] of ROLE_WORDS) {
    const m = pattern.exec(text);
    if (m && (!best || m.index < best.index)) best = { role, index: m.index };
  }
  return best?.role ?? null;
}

/** Where the intent starts in a sentence, or -1. */
export function intentStart(sentence: string): number {
  const m = INTENT.exec(sentence);
  return m ? m.index : -1;
}
