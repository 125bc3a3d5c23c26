import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordBody, EndedSessionsResponse } from '@/shared/contracts/auth';
import { apiRequest } from '@/client/lib/api-client';
import { authKeys } from '@/client/lib/query-keys';

export const changePassword = (body: ChangePasswordBody) =>
  apiRequest<EndedSessionsResponse>('/api/auth/change-password', { method: 'POST', body });

/** A new password ends her other sessions: the list of where she is signed in is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.sessions() }),
  });
}
