import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DigestRun } from '@/shared/contracts/job-alerts';
import { apiRequest } from '@/client/lib/api-client';
import { adminKeys } from '@/client/lib/query-keys';

export const runAlerts = () =>
  apiRequest<DigestRun>('/api/admin/job-alerts/run', { method: 'POST' });

export function useRunAlerts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runAlerts,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.alertRuns() }),
  });
}
