import { useQuery } from '@tanstack/react-query';
import { meQueryOptions } from '@/client/lib/me-query';
import { sessionStore } from '@/client/lib/session-store';

/** Whether the signed-in account is an administrator (ADMIN_EMAILS), from GET /api/auth/me. */
export function useIsAdmin(): boolean {
  const { data } = useQuery({ ...meQueryOptions(), enabled: sessionStore.getUser() !== null });
  return data?.isAdmin ?? false;
}
