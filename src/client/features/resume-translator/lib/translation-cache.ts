import type {
  ResumeTranslation,
  TranslationItemResponse,
  TranslationList,
} from '@/shared/contracts/resume-translator';

type ListEntry = TranslationList['translations'][number];

/**
 * The translation with one item as the server now has it, and what that decision rebuilt: her
 * summary and skill items (a decision on a line can change and reset them), what they print, and
 * the progress. Her lines keep their order; the summary and skills are the server's list.
 */
export function withItem(
  translation: ResumeTranslation,
  { item, progress, review, summary, skills }: TranslationItemResponse,
): ResumeTranslation {
  const lines = translation.items
    .filter((old) => old.section === 'experience')
    .map((old) => (old.id === item.id ? item : old));
  return { ...translation, items: [...lines, ...review], progress, summary, skills };
}

/**
 * What "Accept all remaining" accepts next: her unreviewed lines first, since accepting a line can
 * rebuild the summary sentence that quotes it; then the summary and skills as they read by then.
 */
export function nextToAccept(translation: ResumeTranslation, skip: ReadonlySet<string>) {
  const open = translation.items.filter((i) => i.accepted === null && !skip.has(i.id));
  return open.find((i) => i.section === 'experience') ?? open[0];
}

/** The role list with one role's entry added or replaced, in the order the roles were built. */
export function withListEntry(list: TranslationList, entry: ListEntry): TranslationList {
  const known = list.translations.some((t) => t.roleType === entry.roleType);
  return {
    ...list,
    translations: known
      ? list.translations.map((t) => (t.roleType === entry.roleType ? entry : t))
      : [...list.translations, entry],
  };
}

/** What the role list knows of a full translation. */
export function listEntryOf(translation: ResumeTranslation): ListEntry {
  const { role, roleType, stale, progress, updatedAt } = translation;
  return { role, roleType, stale, progress, updatedAt };
}
