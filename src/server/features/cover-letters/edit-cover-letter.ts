import type { LetterParagraph } from '@/shared/contracts/cover-letters';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { claimSourceOf } from './build-cover-letter';
import { checkLetterSentence } from './check-letter-facts';
import { updateCoverLetter, type CoverLetterRow } from './cover-letters.queries';
import { storedReference } from './letter-reference';

export const UNKNOWN_SENTENCE =
  'That sentence is not in this letter any more. Reload the letter and try again.';

/**
 * Her edit of one sentence, and the facts she marks as hers: the fact guard checks the new text
 * against what the letter was built from, and every sentence again when she marks a fact (a fact
 * she confirms is hers wherever it stands in the letter).
 */
export async function editCoverLetter(
  db: Database,
  row: CoverLetterRow,
  change: { sentenceId: string; text?: string; ownFacts?: string[] },
): Promise<CoverLetterRow> {
  const exists = row.paragraphs.some((p) => p.sentences.some((s) => s.id === change.sentenceId));
  if (!exists) throw notFound(UNKNOWN_SENTENCE);
  const ownFacts = [...new Set([...row.ownFacts, ...(change.ownFacts ?? [])])];
  const reference = storedReference(row.reference, ownFacts);
  const paragraphs: LetterParagraph[] = row.paragraphs.map((p) => ({
    ...p,
    sentences: p.sentences.map((s) => {
      const text = s.id === change.sentenceId && change.text !== undefined ? change.text : s.text;
      return { ...s, text, flags: checkLetterSentence(text, reference, claimSourceOf(s.evidence)) };
    }),
  }));
  return updateCoverLetter(db, row.id, { paragraphs, ownFacts });
}
