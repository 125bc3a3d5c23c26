import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { authKeys } from '@/client/lib/query-keys';

/** Signs out one of her other browsers; 404 when it has ended already (or is not hers). */
export const endSession = (id: string) =>
  apiRequest<void>(`/api/auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Settled either way, the list is read again: a 404 means that row is gone too. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: authKeys.sessions() }),
  });
}
