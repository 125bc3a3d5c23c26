import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AlertRun } from '@/shared/contracts/job-alerts';
import { apiRequest } from '@/client/lib/api-client';
import { adminKeys } from '@/client/lib/query-keys';

export const alertRunsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.alertRuns(),
    queryFn: ({ signal }) =>
      apiRequest<AlertRun[]>('/api/admin/job-alerts/runs?limit=10', { signal }),
  });

export const useAlertRuns = () => useQuery(alertRunsQueryOptions());
