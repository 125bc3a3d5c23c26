import type { Job } from '@/shared/contracts/jobs';

export interface FeedFilters {
  roleTypes: string[];
  search: string;
  location: string;
  sort: 'recent' | 'company' | 'title';
  /** Only postings open to career changers (two years or fewer asked, not senior). */
  entryOnly?: boolean;
  /** Only employers that serve schools, universities or learners. */
  educationOnly?: boolean;
  /** A city or state typed freely. */
  place?: string;
  /** Also postings older than 60 days. */
  includeOlder?: boolean;
}

/** One request's worth of jobs; the server caps a request at 100. */
export const FEED_PAGE_SIZE = 30;

/** A page of the feed and the total the server reported in X-Total-Count. */
export interface FeedPage {
  jobs: Job[];
  total: number;
  /** X-Total-Count-Capped: more jobs match than `total` counts ("1,000+"). */
  totalIsCapped?: boolean;
}

/** The number of matches as a person reads it: "1,000+" when the server stopped counting. */
export const formatFeedTotal = (page: FeedPage | undefined) =>
  page ? `${page.total.toLocaleString('en-US')}${page.totalIsCapped ? '+' : ''}` : '0';

/** The filters as /api/jobs and /api/jobs/curated read them (the sort and page left out). */
export function filterSearchParams(filters: Omit<FeedFilters, 'sort'>): URLSearchParams {
  const params = new URLSearchParams({ roleTypes: filters.roleTypes.join(',') });
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.location !== 'all') params.set('location', filters.location);
  if (filters.entryOnly) params.set('experience', 'entry');
  if (filters.educationOnly) params.set('education', 'true');
  if (filters.place?.trim()) params.set('place', filters.place.trim());
  if (filters.includeOlder) params.set('includeOlder', 'true');
  return params;
}

export function feedSearchParams(filters: FeedFilters, offset: number): URLSearchParams {
  const params = filterSearchParams(filters);
  params.set('sort', filters.sort);
  params.set('limit', String(FEED_PAGE_SIZE));
  params.set('offset', String(offset));
  return params;
}

/** Where the next page starts, or undefined once everything is loaded (or the feed ran dry). */
export function nextFeedOffset(lastPage: FeedPage, pages: FeedPage[]): number | undefined {
  const loaded = pages.reduce((count, page) => count + page.jobs.length, 0);
  return lastPage.jobs.length > 0 && (lastPage.totalIsCapped || loaded < lastPage.total)
    ? loaded
    : undefined;
}

/** The loaded pages as one list; a job that moved between pages while paging is shown once. */
export function feedJobs(pages: FeedPage[]): Job[] {
  const byId = new Map<string, Job>();
  for (const job of pages.flatMap((page) => page.jobs))
    if (!byId.has(job.id)) byId.set(job.id, job);
  return [...byId.values()];
}
