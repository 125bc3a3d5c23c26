import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@/client/config/paths';
import { LoginForm } from '@/client/features/auth/components/login-form';
import { readSignInState } from '@/client/lib/sign-in-state';
import { useSession } from '@/client/hooks/use-session';

/** Sign-up at its own address (walk-through M4); someone already signed in goes on to her dashboard. */
export function SignupRoute() {
  const { isSignedIn } = useSession();
  // Read once: signing up here makes her signed in, and the form itself then takes her on.
  const [signedInOnArrival] = useState(isSignedIn);
  const { reason } = readSignInState(useLocation().state);
  if (signedInOnArrival) return <Navigate to={paths.dashboard.href()} replace />;
  return (
    <div className="px-4 py-12 sm:py-16">
      <LoginForm mode="register" reason={reason} />
    </div>
  );
}
