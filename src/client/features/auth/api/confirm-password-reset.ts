import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { MessageResponse, PasswordResetConfirmBody } from '@/shared/contracts/auth';
import { paths } from '@/client/config/paths';
import { apiRequest } from '@/client/lib/api-client';
import { sessionStore } from '@/client/lib/session-store';

export const confirmPasswordReset = (body: PasswordResetConfirmBody) =>
  apiRequest<MessageResponse>('/api/auth/password-reset/confirm', { method: 'POST', body });

/** What /login shows above its form after a reset (router state, never the URL). */
export interface LoginNotice {
  notice: string;
}

/**
 * Sets her new password from the emailed link, then sends her to /login with the server's words.
 * A reset ends every session, this browser's too: whoever was stored here is signed out first
 * (what is kept under her id stays, as after any ended session).
 */
export function useConfirmPasswordReset() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: confirmPasswordReset,
    onSuccess: async ({ message }) => {
      await navigate(paths.login.href(), {
        replace: true,
        flushSync: true,
        state: { notice: message } satisfies LoginNotice,
      });
      sessionStore.clear();
      queryClient.clear();
    },
  });
}
