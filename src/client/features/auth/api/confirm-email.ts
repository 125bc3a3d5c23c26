import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifyEmailConfirmResponse } from '@/shared/contracts/auth';
import { apiRequest } from '@/client/lib/api-client';
import { authKeys } from '@/client/lib/query-keys';

/** The link mailed to her address; works signed out (she may open it on her phone). */
export const confirmEmail = (token: string) =>
  apiRequest<VerifyEmailConfirmResponse>('/api/auth/verify-email/confirm', {
    method: 'POST',
    body: { token },
  });

/** The link mailed to a new address she asked to sign in with; works signed out too. */
export const confirmEmailChange = (token: string) =>
  apiRequest<VerifyEmailConfirmResponse>('/api/auth/email-change/confirm', {
    method: 'POST',
    body: { token },
  });

/**
 * Signed in here: /api/auth/me is asked again, so the banner and the account page follow (a
 * changed address reaches the session's user from there).
 */
export function useConfirmEmail(purpose: 'verify' | 'change' = 'verify') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purpose === 'change' ? confirmEmailChange : confirmEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.me() }),
  });
}
