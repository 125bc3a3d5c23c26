import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '@/client/features/auth/components/reset-password-form';

/** The link in the password reset email (server: LINK_PAGES.resetPassword). */
export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  return (
    <div className="px-4 py-12 sm:py-16">
      <ResetPasswordForm token={params.get('token') ?? ''} />
    </div>
  );
}
