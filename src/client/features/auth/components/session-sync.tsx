import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '@/client/hooks/use-session';
import { meQueryOptions } from '@/client/lib/me-query';
import { sessionStore } from '@/client/lib/session-store';

/**
 * The cookie is the authority: when a user is stored, confirm it on load and refresh it, or drop
 * it. With nothing stored the visitor is signed out (spec part-1 §4) and there is nothing to ask.
 */
export function SessionSync() {
  const { isSignedIn } = useSession();
  const { data, isSuccess } = useQuery({ ...meQueryOptions(), enabled: isSignedIn });
  useEffect(() => {
    if (!isSuccess) return;
    if (data) sessionStore.setUser(data.user);
    else sessionStore.clear();
  }, [data, isSuccess]);
  return null;
}
