import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageResponse } from '@/shared/contracts/auth';
import { apiRequest } from '@/client/lib/api-client';
import { authKeys } from '@/client/lib/query-keys';

/** Reads whether the link works without using it: 200, or 400 with why not (used, expired). */
export const checkPasswordReset = (token: string) =>
  apiRequest<MessageResponse>('/api/auth/password-reset/check', {
    method: 'POST',
    body: { token },
  });

export const passwordResetCheckQuery = (token: string) =>
  queryOptions({
    queryKey: authKeys.resetLink(token),
    queryFn: () => checkPasswordReset(token),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

/** As the reset page opens, so a used or expired link says so before she types a password. */
export function usePasswordResetCheck(token: string) {
  return useQuery({ ...passwordResetCheckQuery(token), enabled: token !== '' });
}
