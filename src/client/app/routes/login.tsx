import { useLocation } from 'react-router';
import { LoginForm } from '@/client/features/auth/components/login-form';
import { readSignInState } from '@/client/lib/sign-in-state';

/** Sign-in; its state may carry why she is here or a notice from the reset-password page. */
export function LoginRoute() {
  const { notice, reason } = readSignInState(useLocation().state);
  return (
    <div className="px-4 py-12 sm:py-16">
      <LoginForm mode="login" notice={notice} reason={reason} />
    </div>
  );
}
