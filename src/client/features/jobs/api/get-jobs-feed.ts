import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Job } from '@/shared/contracts/jobs';
import { apiRequestWithHeaders, failWith } from '@/client/lib/api-client';
import { jobKeys } from '@/client/lib/query-keys';
import {
  feedSearchParams,
  nextFeedOffset,
  type FeedFilters,
  type FeedPage,
} from '../lib/feed-pages';

/** Spec part-2 §8: the error the feed's read throws. */
export const JOBS_FEED_ERROR = 'Failed to fetch jobs';

/** One page of the feed; the total comes from X-Total-Count. */
async function fetchJobs(
  filters: FeedFilters,
  offset: number,
  signal?: AbortSignal,
): Promise<FeedPage> {
  const { data, headers } = await apiRequestWithHeaders<Job[]>(
    `/api/jobs?${feedSearchParams(filters, offset).toString()}`,
    { signal },
  ).catch(failWith(JOBS_FEED_ERROR));
  return {
    jobs: data,
    total: Number(headers.get('x-total-count') ?? 0),
    totalIsCapped: headers.get('x-total-count-capped') === 'true',
  };
}

/** The feed page by page ('Show more'), each request FEED_PAGE_SIZE jobs from an offset. */
export const jobsFeedQueryOptions = (filters: FeedFilters) =>
  infiniteQueryOptions({
    queryKey: jobKeys.feed(filters),
    queryFn: ({ pageParam, signal }) => fetchJobs(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextFeedOffset,
    enabled: filters.roleTypes.length > 0,
    placeholderData: (previous) => previous,
  });
