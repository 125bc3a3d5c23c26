import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/client/config/paths';
import { sessionStore } from '@/client/lib/session-store';
import type { SignInState } from '@/client/lib/sign-in-state';

/**
 * Sends a visitor to sign in (or sign up) with a plain reason, and brings her back to `returnTo`
 * once she has: the one signed-out pattern every page uses (walk-through m13).
 */
export function useSendToSignIn() {
  const navigate = useNavigate();
  return useCallback(
    (
      reason: string,
      options: { returnTo?: string; to?: 'login' | 'signup'; replace?: boolean } = {},
    ) => {
      if (options.returnTo) sessionStore.setRedirect(options.returnTo);
      const target = options.to === 'signup' ? paths.signup.href() : paths.login.href();
      void navigate(target, {
        replace: options.replace,
        state: { reason } satisfies SignInState,
      });
    },
    [navigate],
  );
}
