import { TRACK_BY_SLUG } from '@/shared/constants';
import type {
  ResumeTranslation,
  TranslationItem,
  TranslationProgressSchema,
  TranslationSkills,
} from '@/shared/contracts/resume-translator';
import type { z } from 'zod';
import type { StoredTranslationItem } from '../../db/schema/resume-translations';
import type { TranslationRow } from './resume-translations.queries';

/** A stored item as the API shows it: her edit, when she made one, is the suggestion. */
export function toApiItem(item: StoredTranslationItem): TranslationItem {
  const { editedText, ...rest } = item;
  return { ...rest, suggestion: editedText ?? item.generated, edited: editedText !== null };
}

/** Her progress over every item: the lines of her jobs, her summary sentences and her skills. */
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

/**
 * Built from an older upload, or before summaries and skills were items to review (no `review`
 * basis): either way a rebuild brings it up to date, keeping her decisions.
 */
export function isStale(row: TranslationRow, resume: { sha256: string } | null | undefined) {
  return !resume || resume.sha256 !== row.resumeSha256 || row.layout.review === undefined;
}

/** The line as the tailored resume prints it: her accepted rewrite, else her original. */
export function finalText(item: StoredTranslationItem): string {
  return item.accepted === true ? (item.editedText ?? item.generated) : item.source;
}

const accepted = (items: readonly StoredTranslationItem[], section: 'summary' | 'skills') =>
  items.filter((item) => item.section === section && item.accepted === true);

/** The summary as it prints: only the sentences she accepted (her wording when she edited one). */
export function printedSummary(items: readonly StoredTranslationItem[]): string {
  return accepted(items, 'summary')
    .map((item) => item.editedText ?? item.generated)
    .join(' ');
}

/** The skills as they print: the competencies she accepted, and her tools and languages as written. */
export function printedSkills(row: Pick<TranslationRow, 'items' | 'skills'>): TranslationSkills {
  return {
    competencies: accepted(row.items, 'skills').map((item) => ({
      name: item.editedText ?? item.generated,
      evidence: item.source.split('\n'),
    })),
    tools: row.skills.tools,
    languages: row.skills.languages,
  };
}

/**
 * Her translation without the skills she told us she has not done (issue 34: the translator reads
 * her verdicts): a competency label that claims one is neither offered for review nor printed.
 */
export function withoutDisowned<R extends Pick<TranslationRow, 'items'>>(
  row: R,
  disowned: (label: string) => boolean,
): R {
  const items = row.items.filter(
    (item) => item.section !== 'skills' || !disowned(item.editedText ?? item.generated),
  );
  return items.length === row.items.length ? row : { ...row, items };
}

export function toResponse(
  row: TranslationRow,
  resume: { sha256: string; fileName: string; uploadedAt: Date } | null | undefined,
): ResumeTranslation {
  const track = TRACK_BY_SLUG[row.track];
  return {
    role: track.roleName,
    roleType: row.track,
    resume: {
      fileName: resume?.fileName ?? '',
      uploadedAt: (resume?.uploadedAt ?? row.updatedAt).toISOString(),
    },
    stale: isStale(row, resume),
    contact: row.layout.contact,
    summary: printedSummary(row.items),
    skills: printedSkills(row),
    items: row.items.map(toApiItem),
    jobs: row.layout.jobs,
    progress: progressOf(row.items),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
