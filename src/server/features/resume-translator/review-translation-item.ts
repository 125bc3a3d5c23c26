import type { TrackSlug } from '@/shared/constants';
import type {
  TranslationItemResponse,
  UpdateTranslationItem,
} from '@/shared/contracts/resume-translator';
import type { CompiledVocabulary } from '../../content/translator-vocabulary';
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/http-errors';
import { withReview } from './build-translation';
import { checkSuggestion } from '../../core/role-language';
import { updateItems } from './resume-translations.queries';
import { printedSkills, printedSummary, progressOf, toApiItem } from './translation-view';

/**
 * Her decision on one item (a line of a job, a summary sentence or a skill): accept, keep her
 * original (for a summary sentence or a skill: leave it out), not reviewed, or her own wording.
 * A decision on a line changes what her experience prints, so her summary and skill items are
 * rebuilt from it in the same transaction (`withReview` says which of her decisions on them hold).
 */
export async function reviewTranslationItem(
  db: Database,
  vocabulary: CompiledVocabulary,
  target: { userId: string; track: TrackSlug; itemId: string },
  change: UpdateTranslationItem,
  resumeText: string | null,
): Promise<TranslationItemResponse | 'no-translation' | 'no-item'> {
  const { accepted, text } = change;
  if (typeof text === 'string') {
    // Her own wording is held to the same rule as ours: no fact her resume does not state.
    const check = checkSuggestion(text, resumeText ?? '', vocabulary.allowedWords);
    if (!check.ok) {
      const facts = [...new Set(check.facts.map((f) => `"${f.text}"`))].join(', ');
      const message = `Your edit mentions ${facts}, which your resume does not. Add it to your resume and upload it again, or take it out of this line.`;
      throw new HttpError(422, message, 'UNSUPPORTED_FACTS', { fields: { text: message } });
    }
  }
  const row = await updateItems(db, target.userId, target.track, (stored) => {
    const item = stored.items.find((i) => i.id === target.itemId);
    if (!item) return null;
    const changed = {
      ...item,
      ...(text !== undefined ? { editedText: text } : {}),
      // An edit is her choice of wording: it accepts the item unless she says otherwise.
      accepted: accepted !== undefined ? accepted : typeof text === 'string' ? true : item.accepted,
    };
    const items = stored.items.map((i) => (i.id === item.id ? changed : i));
    if (item.section !== 'experience' || !stored.layout.review) return items;
    const experience = items.filter((i) => i.section === 'experience');
    return withReview(vocabulary, stored.layout, experience, items);
  });
  if (typeof row === 'string') return row;
  return {
    item: toApiItem(row.items.find((i) => i.id === target.itemId)!),
    progress: progressOf(row.items),
    review: row.items.filter((i) => i.section !== 'experience').map(toApiItem),
    summary: printedSummary(row.items),
    skills: printedSkills(row),
  };
}
