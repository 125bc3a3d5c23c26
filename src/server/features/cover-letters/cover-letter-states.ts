import type { CoverLetterStates } from '@/shared/contracts/cover-letters';
import type { Database } from '../../db/client';
import { coverLettersOf } from './cover-letters.queries';
import { flaggedSentences } from './letter-view';

/** Each of her letters: draft while a sentence is flagged, ready once none is. */
export async function coverLetterStates(db: Database, userId: string): Promise<CoverLetterStates> {
  const rows = await coverLettersOf(db, userId);
  return {
    letters: rows.map((row) => ({
      applicationId: row.applicationId,
      state: flaggedSentences(row.paragraphs).length > 0 ? ('draft' as const) : ('ready' as const),
    })),
  };
}
