import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndedSessionsResponse } from '@/shared/contracts/auth';
import { apiRequest } from '@/client/lib/api-client';
import { authKeys } from '@/client/lib/query-keys';

/** "Sign out everywhere else": every session but this browser's. */
export const endOtherSessions = () =>
  apiRequest<EndedSessionsResponse>('/api/auth/sessions', { method: 'DELETE' });

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: authKeys.sessions() }),
  });
}
