import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionStore } from '@/client/lib/session-store';
import { meQueryOptions } from '../api/auth';

/** The cookie is the authority: confirm the stored user on load, refresh it, or drop it. */
export function SessionSync() {
  const { data, isSuccess } = useQuery(meQueryOptions());
  useEffect(() => {
    if (!isSuccess) return;
    if (data) sessionStore.setUser(data.user);
    else sessionStore.clear();
  }, [data, isSuccess]);
  return null;
}
