import { queryOptions } from '@tanstack/react-query';
import type { JobFeedStatus } from '@/shared/contracts/jobs';
import { apiRequest } from '@/client/lib/api-client';
import { jobKeys } from '@/client/lib/query-keys';

/** When the feed was last refreshed from live boards: it moves hourly at most, so 5 minutes fresh. */
export const feedStatusQueryOptions = () =>
  queryOptions({
    queryKey: jobKeys.status(),
    queryFn: ({ signal }) => apiRequest<JobFeedStatus>('/api/jobs/status', { signal }),
    staleTime: 5 * 60_000,
  });
