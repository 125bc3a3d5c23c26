import { useLocation } from 'react-router';
import { ForgotPasswordForm } from '@/client/features/auth/components/forgot-password-form';
import type { ForgotPasswordState } from '@/client/features/auth/components/login-form';

export function ForgotPasswordRoute() {
  // The address she had typed on the sign-in form, handed over in router state (never the URL).
  const state = useLocation().state as ForgotPasswordState | null;
  return (
    <div className="px-4 py-12 sm:py-16">
      <ForgotPasswordForm initialEmail={typeof state?.email === 'string' ? state.email : ''} />
    </div>
  );
}
