import type { Job, Salary } from '@/shared/contracts/jobs';
import { formatSalaryRange } from './format-salary';
import type { JobCardRow, ListingRow } from './jobs.queries';

type SalaryColumns = Pick<
  JobCardRow,
  'salaryMin' | 'salaryMax' | 'salaryCurrency' | 'salaryInterval' | 'salaryEstimated'
>;

export function salaryOfRow(row: SalaryColumns): Salary | null {
  if (row.salaryMin === null && row.salaryMax === null) return null;
  return {
    min: row.salaryMin,
    max: row.salaryMax,
    currency: row.salaryCurrency,
    interval: row.salaryInterval,
    estimated: row.salaryEstimated,
  };
}

/**
 * A stored job as the API shows it, crediting the board it came from (and every other copy).
 * `listings` are this job's own; a row read without description_html (the feed's cards) shows none.
 */
export function toJob(
  row: JobCardRow & { descriptionHtml?: string | null },
  listings: ListingRow[],
): Job {
  const salary = salaryOfRow(row);
  const primary = listings.find((l) => l.externalId === row.id) ?? listings[0];
  return {
    id: row.id,
    title: row.title,
    company: row.company,
    description: row.description,
    descriptionHtml: row.descriptionHtml ?? null,
    requirements: row.requirements,
    roleType: row.roleType,
    location: row.location,
    isRemote: row.isRemote,
    salaryRange: formatSalaryRange(salary),
    salary,
    postedAt: row.postedAt?.toISOString() ?? null,
    applyUrl: row.applyUrl,
    source: { name: primary?.sourceName ?? 'Job board', url: primary?.sourceUrl ?? row.applyUrl },
    sources: listings.map((l) => ({ name: l.sourceName, url: l.sourceUrl })),
    savedSample: row.savedSample,
    minYears: row.minYears,
    entryLevel: row.entryLevel,
    servesEducation: row.servesEducation,
  };
}
