import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/client/config/paths';
import { sessionStore } from '@/client/lib/session-store';

/**
 * What /login and /signup show above their form: one plain line saying why she is there
 * ("Sign in to see your dashboard."), never an error (walk-through M4, m13). Router state, so a
 * reload or a shared link shows the plain form.
 */
export interface SignInState {
  reason?: string;
  /** A success notice (a new password was set), shown in green on /login. */
  notice?: string;
}

export function readSignInState(state: unknown): SignInState {
  if (!state || typeof state !== 'object') return {};
  const { reason, notice } = state as Record<string, unknown>;
  return {
    reason: typeof reason === 'string' ? reason : undefined,
    notice: typeof notice === 'string' ? notice : undefined,
  };
}

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
