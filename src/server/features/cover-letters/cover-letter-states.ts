import type { CoverLetterState } from '@/shared/contracts/cover-letters';
import type { Database } from '../../db/client';
import { coverLettersOf } from './cover-letters.queries';
import { flaggedSentences } from './letter-view';

/** none, draft (a sentence is flagged) or ready, for each of these applications of hers. */
export async function coverLetterStates(
  db: Database,
  userId: string,
  applicationIds: readonly string[],
): Promise<Map<string, CoverLetterState>> {
  const rows = await coverLettersOf(db, userId, applicationIds);
  const states = new Map<string, CoverLetterState>(applicationIds.map((id) => [id, 'none']));
  for (const row of rows)
    states.set(row.applicationId, flaggedSentences(row.paragraphs).length > 0 ? 'draft' : 'ready');
  return states;
}
