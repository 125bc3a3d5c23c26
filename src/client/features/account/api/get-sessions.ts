import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionsResponse } from '@/shared/contracts/auth';
import { apiRequest } from '@/client/lib/api-client';
import { authKeys } from '@/client/lib/query-keys';

/** Where she is signed in: this browser first, then the most recently used. */
export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.sessions(),
    queryFn: ({ signal }) => apiRequest<SessionsResponse>('/api/auth/sessions', { signal }),
  });

export const useSessions = () => useQuery(sessionsQueryOptions());
