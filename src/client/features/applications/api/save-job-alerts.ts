import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobAlertSettings, JobAlertsResponse } from '@/shared/contracts/job-alerts';
import { apiRequest } from '@/client/lib/api-client';
import { jobAlertKeys } from '@/client/lib/query-keys';

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
