import type { CoverLetter, LetterParagraph } from '@/shared/contracts/cover-letters';
import { letterWordCount } from './build-cover-letter';
import type { CoverLetterRow } from './cover-letters.queries';

export const flaggedSentences = (paragraphs: readonly LetterParagraph[]) =>
  paragraphs.flatMap((p) => p.sentences).filter((s) => s.flags.length > 0);

export function letterView(
  row: CoverLetterRow,
  application: { title: string; company: string },
): CoverLetter {
  return {
    id: row.id,
    applicationId: row.applicationId,
    title: application.title,
    company: application.company,
    length: row.length,
    paragraphs: row.paragraphs,
    wordCount: letterWordCount(row.paragraphs),
    ownFacts: row.ownFacts,
    state: flaggedSentences(row.paragraphs).length > 0 ? 'draft' : 'ready',
    updatedAt: row.updatedAt.toISOString(),
  };
}
