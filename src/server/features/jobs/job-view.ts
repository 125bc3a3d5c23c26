import type { Job } from '@/shared/contracts/jobs';
import { formatSalaryRange } from './format-salary';
import type { Salary, SalaryInterval } from './ingest/job-source';
import type { JobRow, ListingRow } from './jobs.queries';

export function salaryOfRow(row: JobRow): Salary | null {
  if (row.salaryMin === null && row.salaryMax === null) return null;
  return {
    min: row.salaryMin,
    max: row.salaryMax,
    currency: row.salaryCurrency,
    interval: row.salaryInterval as SalaryInterval | null,
    estimated: row.salaryEstimated,
  };
}

/** A stored job as the API shows it, crediting the board it came from (and every other copy). */
export function toJob(row: JobRow, listings: ListingRow[]): Job {
  const salary = salaryOfRow(row);
  const primary =
    listings.find((l) => l.jobId === row.id && l.externalId === row.id) ?? listings[0];
  return {
    id: row.id,
    title: row.title,
    company: row.company,
    description: row.description,
    descriptionHtml: row.descriptionHtml,
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
  };
}
