import type { RoleName } from '@/shared/constants';

/**
 * Stated intent: an objective, or "seeking / looking for / aspiring / moving into" in a summary,
 * or a sentence that opens as an objective does ("To obtain a sales position where...",
 * "Objective: ...") wherever it stands: real resumes often lose the heading above it, and a scan
 * reads "seeking" as "sceking".
 * It is what she wants, not what she has done, so it is shown as her goal and never counts as
 * evidence of experience; it may break a near-tie between two roles (analyze-resume.ts).
 */
export const INTENT =
  /(?:^\s*(?:objective\s*[:–—-]\s*)?to (?:obtain|secure|gain|find|land|join|pursue|leverage|utili[sz]e|apply|bring|contribute|begin|start|launch|build) (?:(?:a|an|my|the)\s)?|^\s*objective\s*[:–—-]\s*|\b(?:s[ec]eking|seek|looking (?:for|to)|aspir(?:ing|e)|hop(?:ing|e) to|eager to|excited to|keen to|ready to|aim(?:ing)? (?:to|at|for)|want(?:ing)? to|would (?:like|love) to|plan(?:ning)? to|intend(?:ing)? to|interested in|open to|in search of|(?:transition|transitioning|moving|pivoting|returning|switching|stepping|progressing) (?:into|to|back to|towards?)|(?:to|into) (?:transition|move|pivot|return|switch|step) (?:into|to|back)|career (?:change|switch|goal)|target(?:ed)? (?:role|position|job)|desired (?:role|position)|my goal|next (?:step|chapter))\b)/i;

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

/** Every stated intent in a sentence (matchAll copies it, so its lastIndex is never shared). */
const INTENT_ALL = new RegExp(INTENT.source, 'gi');

/**
 * Words just before the match that make it someone else's want or a denial, not her goal: "a
 * child who doesn't want to come to school", "parents hoping to", "students eager to", "not
 * looking to".
 */
const NOT_HERS =
  /(?:\b(?:who|that|which|he|she|they|it|students?|child(?:ren)?|kids?|parents?|famil(?:y|ies)|learners?|teachers?|colleagues?|staff|clients?|customers?|users?)(?:\s+(?:do|does|did|don't|doesn't|didn't|do not|does not|did not|are|is|were|was|all|still|really|never|not))*|\b(?:not|never|no longer)|n't)\s*$/i;

/** Where her intent starts in a sentence, or -1. */
export function intentStart(sentence: string): number {
  // The end of the last want that was not hers: "students eager to transition into" is one want.
  let theirsUntil = -1;
  for (const m of sentence.matchAll(INTENT_ALL)) {
    const before = sentence.slice(Math.max(0, m.index - 40), m.index);
    const continuesTheirs = theirsUntil >= 0 && m.index - theirsUntil <= 4;
    if (!continuesTheirs && !NOT_HERS.test(before)) return m.index;
    theirsUntil = m.index + m[0].length;
  }
  return -1;
}
