import { queryOptions } from '@tanstack/react-query';
import type { CuratedJob, Job } from '@/shared/contracts/jobs';
import { ApiError, apiRequest } from '@/client/lib/api-client';

export interface FeedFilters {
  roleTypes: string[];
  search: string;
  location: string;
  sort: 'recent' | 'company' | 'title';
}

export const FEED_PAGE_SIZE = 30;

function feedParams(filters: FeedFilters, limit: number): string {
  const params = new URLSearchParams({
    roleTypes: filters.roleTypes.join(','),
    sort: filters.sort,
    limit: String(limit),
  });
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.location !== 'all') params.set('location', filters.location);
  return params.toString();
}

/** The feed page by page: the total comes from X-Total-Count. */
export async function fetchJobs(
  filters: FeedFilters,
  limit: number,
  signal?: AbortSignal,
): Promise<{ jobs: Job[]; total: number }> {
  const response = await fetch(`/api/jobs?${feedParams(filters, limit)}`, {
    credentials: 'same-origin',
    signal,
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, 'Failed to fetch jobs', undefined, undefined, text);
  }
  return {
    jobs: (await response.json()) as Job[],
    total: Number(response.headers.get('x-total-count') ?? 0),
  };
}

export const jobsQueryOptions = (filters: FeedFilters, limit: number) =>
  queryOptions({
    queryKey: ['jobs', filters, limit],
    queryFn: ({ signal }) => fetchJobs(filters, limit, signal),
    enabled: filters.roleTypes.length > 0,
    placeholderData: (previous) => previous,
  });

export const curatedJobsQueryOptions = (roleTypes: string[]) =>
  queryOptions({
    queryKey: ['jobs', 'curated', roleTypes],
    queryFn: ({ signal }) =>
      apiRequest<CuratedJob[]>(
        `/api/jobs/curated?roleTypes=${encodeURIComponent(roleTypes.join(','))}`,
        { signal },
      ).catch((error: unknown) => {
        throw new Error('Failed to fetch curated jobs', { cause: error });
      }),
    enabled: roleTypes.length > 0,
  });

export const bookmarksQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['users', userId, 'bookmarks'],
    queryFn: ({ signal }) => apiRequest<string[]>(`/api/users/${userId}/bookmarks`, { signal }),
  });

export const setBookmark = (userId: string, jobId: string, on: boolean) =>
  apiRequest<string[]>(`/api/users/${userId}/bookmarks/${encodeURIComponent(jobId)}`, {
    method: on ? 'PUT' : 'DELETE',
  });

export const bookmarkedJobsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['users', userId, 'bookmarks', 'jobs'],
    queryFn: ({ signal }) => apiRequest<Job[]>(`/api/users/${userId}/bookmarks/jobs`, { signal }),
  });
