import { queryOptions } from '@tanstack/react-query';
import type { CuratedJob } from '@/shared/contracts/jobs';
import { apiRequest, failWith } from '@/client/lib/api-client';
import { jobKeys } from '@/client/lib/query-keys';
import { filterSearchParams, type FeedFilters } from '../lib/feed-pages';

/** Spec part-2 §8: the error the recommended list's read throws. */
export const CURATED_JOBS_ERROR = 'Failed to fetch curated jobs';

/** 'Recommended for You': the feed, narrowed by the same filters, ranked for her profile. */
export const curatedJobsQueryOptions = (filters: Omit<FeedFilters, 'sort'>) =>
  queryOptions({
    queryKey: jobKeys.curated(filters),
    queryFn: ({ signal }) =>
      apiRequest<CuratedJob[]>(`/api/jobs/curated?${filterSearchParams(filters).toString()}`, {
        signal,
      }).catch(failWith(CURATED_JOBS_ERROR)),
    enabled: filters.roleTypes.length > 0,
    placeholderData: (previous) => previous,
  });
