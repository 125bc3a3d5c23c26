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
