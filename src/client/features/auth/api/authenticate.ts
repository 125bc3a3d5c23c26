import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { LoginBody, MeResponse, RegisterBody, UserResponse } from '@/shared/contracts/users';
import { paths } from '@/client/config/paths';
import { apiRequest } from '@/client/lib/api-client';
import { sessionStore } from '@/client/lib/session-store';

export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'me'],
    queryFn: ({ signal }) =>
      apiRequest<MeResponse | null>('/api/auth/me', { signal, on401: 'null' }),
  });

export const login = (body: LoginBody) =>
  apiRequest<UserResponse>('/api/auth/login', { method: 'POST', body });
export const register = (body: RegisterBody) =>
  apiRequest<UserResponse>('/api/auth/register', { method: 'POST', body });

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
      if (mode === 'register') sessionStore.markNewAccount();
      else sessionStore.forgetNewAccount();
      sessionStore.setUser(user);
      // The session cookie just changed: ask the server who this is and what they may do.
      void queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey });
      navigate(sessionStore.takeRedirect() ?? paths.dashboard.href());
    },
  });
}

/**
 * Logout clears stored user data and the query cache and goes to / (spec §4). Home comes first,
 * rendered synchronously, so a guarded page is gone before the user is: leaving on purpose must
 * not look like an expired session (toast and /login).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await apiRequest('/api/auth/logout', { method: 'POST' }).catch(() => undefined);
    await navigate(paths.home.href(), { flushSync: true });
    sessionStore.clear({ forget: true });
    queryClient.clear();
  };
}

/** Whether the signed-in account is an administrator (ADMIN_EMAILS), from GET /api/auth/me. */
export function useIsAdmin(): boolean {
  const { data } = useQuery({ ...meQueryOptions(), enabled: sessionStore.getUser() !== null });
  return data?.isAdmin ?? false;
}
