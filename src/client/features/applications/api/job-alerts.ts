import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobAlertSettings, JobAlertsResponse } from '@/shared/contracts/job-alerts';
import { apiRequest } from '@/client/lib/api-client';

export const jobAlertKeys = {
  settings: (userId: string) => ['users', userId, 'job-alerts'] as const,
};

export const jobAlertsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: jobAlertKeys.settings(userId),
    queryFn: ({ signal }) =>
      apiRequest<JobAlertsResponse>(`/api/users/${userId}/job-alerts`, { signal }),
  });

export function useSaveJobAlerts(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: JobAlertSettings) =>
      apiRequest<JobAlertsResponse>(`/api/users/${userId}/job-alerts`, {
        method: 'PUT',
        body: settings,
      }),
    onSuccess: (saved) => queryClient.setQueryData(jobAlertKeys.settings(userId), saved),
  });
}

/** The signed link from an alert email; works signed out. */
export const unsubscribeFromAlerts = (token: string) =>
  apiRequest<{ unsubscribed: true }>('/api/job-alerts/unsubscribe', {
    method: 'POST',
    body: { token },
  });
