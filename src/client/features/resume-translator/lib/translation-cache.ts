import type {
  ResumeTranslation,
  TranslationItemResponse,
  TranslationList,
} from '@/shared/contracts/resume-translator';

type ListEntry = TranslationList['translations'][number];

/** The translation with one item as the server now has it, and the progress it answered. */
export function withItem(
  translation: ResumeTranslation,
  { item, progress }: TranslationItemResponse,
): ResumeTranslation {
  return {
    ...translation,
    items: translation.items.map((old) => (old.id === item.id ? item : old)),
    progress,
  };
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
