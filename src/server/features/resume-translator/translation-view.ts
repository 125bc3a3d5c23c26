import { TRACK_BY_SLUG } from '@/shared/constants';
import type {
  ResumeTranslation,
  TranslationItem,
  TranslationProgressSchema,
} from '@/shared/contracts/resume-translator';
import type { z } from 'zod';
import type { StoredTranslationItem } from '../../db/schema/resume-translations';
import type { TranslationRow } from './resume-translations.queries';

/** A stored item as the API shows it: her edit, when she made one, is the suggestion. */
export function toApiItem(item: StoredTranslationItem): TranslationItem {
  const { editedText, ...rest } = item;
  return { ...rest, suggestion: editedText ?? item.generated, edited: editedText !== null };
}

export function progressOf(
  items: StoredTranslationItem[],
): z.infer<typeof TranslationProgressSchema> {
  const reviewed = items.filter((item) => item.accepted !== null).length;
  return {
    total: items.length,
    reviewed,
    accepted: items.filter((item) => item.accepted === true).length,
    rejected: items.filter((item) => item.accepted === false).length,
    edited: items.filter((item) => item.editedText !== null).length,
    label: `${reviewed} of ${items.length} reviewed`,
  };
}

export function toResponse(
  row: TranslationRow,
  resume: { sha256: string; fileName: string; uploadedAt: Date } | undefined,
): ResumeTranslation {
  const track = TRACK_BY_SLUG[row.track];
  return {
    role: track.roleName,
    roleType: row.track,
    resume: {
      fileName: resume?.fileName ?? '',
      uploadedAt: (resume?.uploadedAt ?? row.updatedAt).toISOString(),
    },
    stale: resume === undefined || resume.sha256 !== row.resumeSha256,
    contact: row.layout.contact,
    summary: row.summary,
    skills: row.skills,
    items: row.items.map(toApiItem),
    jobs: row.layout.jobs,
    progress: progressOf(row.items),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The line as the tailored resume prints it: her accepted rewrite, else her original. */
export function finalText(item: StoredTranslationItem): string {
  return item.accepted === true ? (item.editedText ?? item.generated) : item.source;
}
