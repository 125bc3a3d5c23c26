import { queryOptions } from '@tanstack/react-query';
import type { MeResponse } from '@/shared/contracts/users';
import { apiRequest } from './api-client';
import { authKeys } from './query-keys';

/**
 * GET /api/auth/me: who the session cookie belongs to, and whether she is an administrator.
 * Asked once per page load and again after signing in (architecture.md), so it does not go stale:
 * any other call answered 401 drops the stored user anyway.
 */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.me(),
    queryFn: ({ signal }) =>
      apiRequest<MeResponse | null>('/api/auth/me', { signal, on401: 'null' }),
    staleTime: Infinity,
  });
