import { useState, useTransition } from 'react';
import { useNavigate } from 'react-router';
import type { LoginBody, RegisterBody, UserResponse } from '@/shared/contracts/users';
import { paths } from '@/client/config/paths';
import { apiRequest } from '@/client/lib/api-client';
import { sessionStore } from '@/client/lib/session-store';
import { deviceTimeZone } from '@/client/lib/time-zone';
import { unconfirmedEmailMemory } from '../lib/unconfirmed-email-memory';

export const login = (body: LoginBody) =>
  apiRequest<UserResponse>('/api/auth/login', { method: 'POST', body });
/** Her device's time zone goes with the form, so reminders come in her morning from day one. */
export const register = (body: RegisterBody) =>
  apiRequest<UserResponse>('/api/auth/register', {
    method: 'POST',
    body: { ...body, timeZone: body.timeZone ?? deviceTimeZone() ?? undefined },
  });

/**
 * The data cache, to be emptied once she is in: whatever another account read in this tab is not
 * hers. Its code is TanStack Query's, which sign-in and sign-up do without (ADR 015); asked for
 * as she submits, it is the first thing her dashboard needs anyway. Code that cannot be fetched
 * was never loaded in this tab, so there is no cache to empty (null).
 */
async function loadDataCache() {
  try {
    const [{ queryClient }, { authKeys }] = await Promise.all([
      import('@/client/lib/query-client'),
      import('@/client/lib/query-keys'),
    ]);
    return {
      clear: () => queryClient.clear(),
      refreshMe: () => void queryClient.invalidateQueries({ queryKey: authKeys.me() }),
    };
  } catch {
    return null;
  }
}

/**
 * Login or registration: store the user, drop cached data, then go to the saved path or
 * /dashboard. A React transition rather than a TanStack mutation (ADR 012's one exception): these
 * two pages read nothing from the server, so they load no query cache for one write (ADR 015).
 * `error` is the last attempt's, cleared when she tries again.
 */
export function useAuthSubmit(mode: 'login' | 'register') {
  const navigate = useNavigate();
  const [isPending, startTransition] = useTransition();
  const [error, setError] = useState<unknown>(null);

  const submit = (body: RegisterBody) => {
    setError(null);
    const dataCache = loadDataCache();
    startTransition(async () => {
      try {
        const { user } = await (mode === 'login'
          ? login({ email: body.email, password: body.password })
          : register(body));
        const cache = await dataCache;
        cache?.clear();
        // Before setUser: storing the user can take her to the dashboard at once, which reads it.
        if (mode === 'register') {
          sessionStore.markNewAccount();
          // A new account's address is unconfirmed until she opens the link just mailed to her.
          unconfirmedEmailMemory.set(user.id, true);
        } else sessionStore.forgetNewAccount();
        sessionStore.setUser(user);
        // The session cookie just changed: ask the server who this is and what they may do.
        cache?.refreshMe();
        startTransition(() => navigate(sessionStore.takeRedirect() ?? paths.dashboard.href()));
      } catch (failure) {
        startTransition(() => setError(failure));
      }
    });
  };
  return { submit, isPending, error, isError: error !== null };
}
