import { useLocation } from 'react-router';
import type { LoginNotice } from '@/client/features/auth/api/confirm-password-reset';
import { LoginForm } from '@/client/features/auth/components/login-form';

export function LoginRoute() {
  // Set by the reset-password page on its way here ("Your new password is set...").
  const state = useLocation().state as Partial<LoginNotice> | null;
  return (
    <div className="px-4 py-12 sm:py-16">
      <LoginForm notice={typeof state?.notice === 'string' ? state.notice : undefined} />
    </div>
  );
}
