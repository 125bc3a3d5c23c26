import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobAlertsResponse } from '@/shared/contracts/job-alerts';
import { apiRequest } from '@/client/lib/api-client';
import { jobAlertKeys } from '@/client/lib/query-keys';

export const jobAlertsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: jobAlertKeys.settings(userId),
    queryFn: ({ signal }) =>
      apiRequest<JobAlertsResponse>(`/api/users/${userId}/job-alerts`, { signal }),
  });

export const useJobAlerts = (userId: string) => useQuery(jobAlertsQueryOptions(userId));
