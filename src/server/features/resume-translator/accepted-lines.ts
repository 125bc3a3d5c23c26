import type { TrackSlug } from '@/shared/constants';
import type { Database } from '../../db/client';
import { findTranslation } from './resume-translations.queries';
import { finalText } from './translation-view';

/** A line of her resume and the rewrite she accepted for a role (her own edit, when she made one). */
export interface AcceptedLine {
  original: string;
  rewrite: string;
}

/**
 * The lines she accepted in the translator for one role, in her resume's order: what other
 * features may print as hers (the career kit). Lines she kept as they were or has not reviewed
 * are not hers to show as translated; summary sentences and skills are not lines of her jobs.
 */
export async function acceptedTranslationLines(
  db: Database,
  userId: string,
  track: TrackSlug,
): Promise<AcceptedLine[]> {
  const row = await findTranslation(db, userId, track);
  return (row?.items ?? [])
    .filter((item) => item.section === 'experience' && item.accepted === true)
    .map((item) => ({ original: item.source, rewrite: finalText(item) }));
}
