import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '@/client/hooks/use-session';
import { useSendToSignIn } from '@/client/hooks/use-send-to-sign-in';

interface RequireUserProps {
  children: ReactNode;
  /** The plain line /login shows her: "Sign in to see your dashboard." */
  reason: string;
}

/**
 * Pages that need a signed-in user send everyone else to /login with one plain line saying why,
 * and bring her back to this page once she has signed in (walk-through m13: the spec's red
 * "Authentication Required" toast read as an error; ADR in docs/decisions).
 */
export function RequireUser({ children, reason }: RequireUserProps) {
  const { isSignedIn } = useSession();
  const sendToSignIn = useSendToSignIn();
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (isSignedIn) return;
    sendToSignIn(reason, { returnTo, replace: true });
  }, [isSignedIn, reason, returnTo, sendToSignIn]);

  return isSignedIn ? children : null;
}
