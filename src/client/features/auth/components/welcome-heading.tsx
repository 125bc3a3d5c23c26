import { useEffect, useState } from 'react';
import { sessionStore } from '@/client/lib/session-store';

/** 'Welcome' on the first dashboard after registering, 'Welcome back' from then on. */
export function WelcomeHeading({ firstName }: { firstName: string | undefined }) {
  const [isNewAccount] = useState(() => sessionStore.isNewAccount());
  // Leaving or reloading the first dashboard ends "new": she is greeted as returning from then on.
  useEffect(() => {
    const forget = () => sessionStore.forgetNewAccount();
    window.addEventListener('pagehide', forget);
    return () => window.removeEventListener('pagehide', forget);
  }, []);
  return (
    <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
      {isNewAccount ? 'Welcome' : 'Welcome back'}, {firstName}!
    </h1>
  );
}
