import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { LoginBody, RegisterBody, UserResponse } from '@/shared/contracts/users';
import { paths } from '@/client/config/paths';
import { apiRequest } from '@/client/lib/api-client';
import { authKeys } from '@/client/lib/query-keys';
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

/** Login or registration: store the user, drop cached data, then go to the saved path or /dashboard. */
export function useAuthMutation(mode: 'login' | 'register') {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: RegisterBody) =>
      mode === 'login' ? login({ email: body.email, password: body.password }) : register(body),
    onSuccess: ({ user }) => {
      queryClient.clear();
      // Before setUser: storing the user can take her to the dashboard at once, which reads it.
      if (mode === 'register') {
        sessionStore.markNewAccount();
        // A new account's address is unconfirmed until she opens the link just mailed to her.
        unconfirmedEmailMemory.set(user.id, true);
      } else sessionStore.forgetNewAccount();
      sessionStore.setUser(user);
      // The session cookie just changed: ask the server who this is and what they may do.
      void queryClient.invalidateQueries({ queryKey: authKeys.me() });
      void navigate(sessionStore.takeRedirect() ?? paths.dashboard.href());
    },
  });
}
