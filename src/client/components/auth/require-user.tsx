import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/client/config/paths';
import { useSession } from '@/client/hooks/use-session';
import { toast } from '@/client/hooks/use-toast';
import { sessionStore } from '@/client/lib/session-store';

interface RequireUserProps {
  children: ReactNode;
  /** Shown when the visitor is sent to /login. */
  toastTitle: string;
  toastDescription: string;
  /** Save the current path as the post-login redirect (the assessment page does, the dashboard does not). */
  saveRedirect?: boolean;
}

/** Spec §6: pages that need a stored user send everyone else to /login with a toast. */
export function RequireUser({
  children,
  toastTitle,
  toastDescription,
  saveRedirect = false,
}: RequireUserProps) {
  const { isSignedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    if (isSignedIn) return;
    if (saveRedirect) sessionStore.setRedirect(`${location.pathname}${location.search}`);
    toast({ title: toastTitle, description: toastDescription, variant: 'destructive' });
    void navigate(paths.login.href(), { replace: true });
  }, [
    isSignedIn,
    saveRedirect,
    location.pathname,
    location.search,
    navigate,
    toastTitle,
    toastDescription,
  ]);

  return isSignedIn ? children : null;
}
