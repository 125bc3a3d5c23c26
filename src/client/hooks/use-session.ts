import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import type { User } from '@/shared/contracts/users';
import { sessionStore } from '@/client/lib/session-store';

export interface SessionState {
  isSignedIn: boolean;
  user: User | null;
}

/** Sign-in state from the stored user, re-read on every navigation (spec §4). */
export function useSession(): SessionState {
  // Subscribing to the location re-renders (and so re-reads storage) whenever it changes.
  useLocation();
  const user = useSyncExternalStore(sessionStore.subscribe, sessionStore.getUser, () => null);
  return { isSignedIn: user !== null, user };
}
