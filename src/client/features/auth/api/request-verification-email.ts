import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@/shared/contracts/auth';
import { apiRequest } from '@/client/lib/api-client';
import { authKeys } from '@/client/lib/query-keys';

/** A new verification link to her address (202), or 200 when it is verified already; 429 past 3 an hour. */
export const requestVerificationEmail = () =>
  apiRequest<MessageResponse>('/api/auth/verify-email/request', { method: 'POST' });

/** Asks /api/auth/me again: "already verified" means another tab or device did it. */
export function useRequestVerificationEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestVerificationEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.me() }),
  });
}
