import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { LoginBody, RegisterBody, UserResponse } from '@/shared/contracts/users';
import { paths } from '@/client/config/paths';
import { apiRequest } from '@/client/lib/api-client';
import { sessionStore } from '@/client/lib/session-store';

export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'me'],
    queryFn: ({ signal }) =>
      apiRequest<UserResponse | null>('/api/auth/me', { signal, on401: 'null' }),
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
      sessionStore.setUser(user);
      const me: UserResponse = { user };
      queryClient.setQueryData(meQueryOptions().queryKey, me);
      navigate(sessionStore.takeRedirect() ?? paths.dashboard.href());
    },
  });
}

/** Logout clears stored user data and the query cache, then goes to / (spec §4). */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await apiRequest('/api/auth/logout', { method: 'POST' }).catch(() => undefined);
    sessionStore.clear('logout');
    queryClient.clear();
    navigate(paths.home.href());
  };
}
