import { queryOptions } from '@tanstack/react-query';
import type { CuratedJob } from '@/shared/contracts/jobs';
import { apiRequest, failWith } from '@/client/lib/api-client';
import { jobKeys } from '@/client/lib/query-keys';

/** Spec part-2 §8: the error the recommended list's read throws. */
export const CURATED_JOBS_ERROR = 'Failed to fetch curated jobs';

/** 'Recommended for You': the feed ranked for her profile in the given roles. */
export const curatedJobsQueryOptions = (roleTypes: string[]) =>
  queryOptions({
    queryKey: jobKeys.curated(roleTypes),
    queryFn: ({ signal }) =>
      apiRequest<CuratedJob[]>(
        `/api/jobs/curated?roleTypes=${encodeURIComponent(roleTypes.join(','))}`,
        { signal },
      ).catch(failWith(CURATED_JOBS_ERROR)),
    enabled: roleTypes.length > 0,
  });
