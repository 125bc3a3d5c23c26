import type { Job, Salary } from '@/shared/contracts/jobs';
import { formatSalaryRange } from './format-salary';
import { isAtsSource } from './ingest/merge-policy';
import type { FeedListing, JobRow } from './feed.queries';

type SalaryColumns = Pick<
  JobRow,
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
 * The live board that listed the job most recently, and when: "Confirmed on the employer's site 3
 * hours ago". A snapshot's listing confirms nothing.
 */
function lastConfirmed(listings: FeedListing[]): Job['confirmed'] {
  let newest: { at: Date; listing: FeedListing } | null = null;
  for (const listing of listings) {
    if (listing.seeded) continue;
    const at = new Date(listing.lastSeenAt);
    if (!newest || at > newest.at) newest = { at, listing };
  }
  if (!newest) return null;
  return {
    at: newest.at.toISOString(),
    byEmployer: isAtsSource(newest.listing.source),
    on: newest.listing.sourceName,
  };
}

/**
 * A stored job as the API shows it, crediting the board it came from (and every other copy).
 * `listings` are this job's own. The spec's `roleType` carries the track id.
 */
export function toJob(row: JobRow, listings: FeedListing[]): Job {
  const salary = salaryOfRow(row);
  const primary = listings.find((l) => l.externalId === row.id) ?? listings[0];
  return {
    id: row.id,
    title: row.title,
    company: row.company,
    description: row.description,
    descriptionComplete: true,
    requirements: row.requirements,
    roleType: row.track,
    location: row.location,
    isRemote: row.isRemote,
    salaryRange: formatSalaryRange(salary),
    salary,
    postedAt: row.postedAt?.toISOString() ?? null,
    applyUrl: row.applyUrl,
    source: { name: primary?.sourceName ?? 'Job board', url: primary?.sourceUrl ?? row.applyUrl },
    sources: listings.map((l) => ({ name: l.sourceName, url: l.sourceUrl })),
    confirmed: lastConfirmed(listings),
    savedSample: row.savedSample,
    minYears: row.minYears,
    entryLevel: row.entryLevel,
    servesEducation: row.servesEducation,
  };
}

/**
 * How much of a posting's text a page of the feed carries: the card shows three lines until she
 * opens it. Real postings run to 3-8 KB each, and sending whole texts made a page of 20-49 about
 * 107 KB, most of a feed request's time (npm run bench:jobs) and of /jobs on a phone.
 */
export const FEED_DESCRIPTION_CHARS = 600;

/** The job as a page of the feed lists it: its text cut at a word before FEED_DESCRIPTION_CHARS. */
export function listedJob(job: Job): Job {
  if (job.description.length <= FEED_DESCRIPTION_CHARS) return job;
  const cut = job.description.slice(0, FEED_DESCRIPTION_CHARS);
  const space = cut.search(/\s\S*$/);
  return {
    ...job,
    description: `${(space > FEED_DESCRIPTION_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`,
    descriptionComplete: false,
  };
}
