import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { jobAlertKeys } from '@/client/lib/query-keys';
import { sessionStore } from '@/client/lib/session-store';

/** The signed link from an alert email; works signed out. */
export const unsubscribeFromAlerts = (token: string) =>
  apiRequest<{ unsubscribed: true }>('/api/job-alerts/unsubscribe', {
    method: 'POST',
    body: { token },
  });

export function useUnsubscribeFromAlerts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsubscribeFromAlerts,
    onSuccess: () => {
      // Signed in on this device: her alert settings are read again when she next opens them.
      const userId = sessionStore.getUser()?.id;
      if (userId) void queryClient.invalidateQueries({ queryKey: jobAlertKeys.settings(userId) });
    },
  });
}
