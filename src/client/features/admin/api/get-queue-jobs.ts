import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminQueueJob } from '@/shared/contracts/admin';
import { apiRequest } from '@/client/lib/api-client';
import { adminKeys } from '@/client/lib/query-keys';

/** Recent background jobs, newest first; `failed` lists only the ones that gave up. */
export const queueJobsQueryOptions = (state: 'all' | 'failed') =>
  queryOptions({
    queryKey: adminKeys.queueJobs(state),
    queryFn: ({ signal }) =>
      apiRequest<{ jobs: AdminQueueJob[] }>(
        `/api/admin/jobs?limit=50${state === 'failed' ? '&state=failed' : ''}`,
        { signal },
      ).then((answer) => answer.jobs),
  });

export const useQueueJobs = (state: 'all' | 'failed') => useQuery(queueJobsQueryOptions(state));
