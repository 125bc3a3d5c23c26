import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { CuratedJob, Job, JobFeedStatus } from '@/shared/contracts/jobs';
import { ApiError, apiRequest, apiRequestWithHeaders } from '@/client/lib/api-client';
import {
  feedSearchParams,
  nextFeedOffset,
  type FeedFilters,
  type FeedPage,
} from '../lib/feed-pages';

/**
 * Spec part-2 §8 names the error each list throws; an ApiError keeps its status and the server's
 * own message under the spec's wording.
 */
const failWith = (message: string) => (error: unknown) => {
  throw error instanceof ApiError
    ? new ApiError(error.status, message, error.serverMessage, error.fields, error.body)
    : new Error(message, { cause: error });
};

/** One page of the feed; the total comes from X-Total-Count. */
async function fetchJobs(
  filters: FeedFilters,
  offset: number,
  signal?: AbortSignal,
): Promise<FeedPage> {
  const { data, headers } = await apiRequestWithHeaders<Job[]>(
    `/api/jobs?${feedSearchParams(filters, offset).toString()}`,
    { signal },
  ).catch(failWith('Failed to fetch jobs'));
  return { jobs: data, total: Number(headers.get('x-total-count') ?? 0) };
}

/** The feed page by page ('Show more'), each request FEED_PAGE_SIZE jobs from an offset. */
export const jobsFeedQueryOptions = (filters: FeedFilters) =>
  infiniteQueryOptions({
    queryKey: ['jobs', 'feed', filters],
    queryFn: ({ pageParam, signal }) => fetchJobs(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextFeedOffset,
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
      ).catch(failWith('Failed to fetch curated jobs')),
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

/** When the feed was last refreshed from live boards; refetched with the feed, hourly at most. */
export const feedStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['jobs', 'status'],
    queryFn: ({ signal }) => apiRequest<JobFeedStatus>('/api/jobs/status', { signal }),
    staleTime: 5 * 60_000,
  });
