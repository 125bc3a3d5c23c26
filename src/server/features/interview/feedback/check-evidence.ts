import type { AnswerCheck } from '@/shared/contracts/interview';
import type { EvidenceItem } from '@/shared/contracts/evidence';

/** What the evidence check reads of an item of her evidence bank. */
export type EvidenceLine = Pick<EvidenceItem, 'kind' | 'text'>;

const STOP = new Set(
  'a an and the of to in on for with at by as or my our i we was were is are be it that this from into their them they her his'.split(
    ' ',
  ),
);

interface Token {
  word: string;
  start: number;
  end: number;
}

function tokens(text: string): Token[] {
  return [...text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’%$.-]*[\p{L}\p{N}%]|[\p{L}\p{N}]/gu)].map(
    (m) => ({ word: m[0].toLowerCase(), start: m.index, end: m.index + m[0].length }),
  );
}

/** Three words in a row with at least two that carry meaning: enough to be her line, not chance. */
const RUN = 3;

/**
 * Whether her answer cites her own evidence (a resume line, a certificate, practice in the app): a
 * figure from it, or three words of it in a row. The quote is the words of her answer that match.
 */
export function checkEvidence(answer: string, evidence: readonly EvidenceLine[]): AnswerCheck {
  const label = 'Your own evidence: a resume line, certificate or practice you can point to';
  const hers = tokens(answer);
  const runs = new Set<string>();
  const figures = new Set<string>();
  for (const item of evidence) {
    const words = tokens(item.text).map((t) => t.word);
    for (const word of words)
      if (/\d/.test(word) && word.length >= 2 && !/^(?:19|20)\d{2}$/.test(word)) figures.add(word);
    for (let i = 0; i + RUN <= words.length; i++) {
      const run = words.slice(i, i + RUN);
      if (run.filter((w) => !STOP.has(w)).length >= 2) runs.add(run.join(' '));
    }
  }
  for (let i = 0; i < hers.length; i++) {
    const token = hers[i]!;
    if (figures.has(token.word))
      return { id: 'evidence', label, passed: true, quote: answer.slice(token.start, token.end) };
    if (i + RUN <= hers.length) {
      const run = hers.slice(i, i + RUN);
      if (runs.has(run.map((t) => t.word).join(' ')))
        return {
          id: 'evidence',
          label,
          passed: true,
          quote: answer.slice(run[0]!.start, run[RUN - 1]!.end),
        };
    }
  }
  return {
    id: 'evidence',
    label,
    passed: false,
    quote: null,
    hint:
      evidence.length > 0
        ? `Name something you can show: "${evidence[0]!.text}".`
        : 'Name something you can show: a line of your resume, a certificate, a piece of practice work.',
  };
}
