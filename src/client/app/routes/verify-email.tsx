import { useSearchParams } from 'react-router';
import { VerifyEmail } from '@/client/features/auth/components/verify-email';

/** The link in the "Confirm your email address" email (server: LINK_PAGES.verifyEmail). */
export function VerifyEmailRoute() {
  const [params] = useSearchParams();
  return <VerifyEmail token={params.get('token') ?? ''} />;
}

/** The link in the "Confirm your new email address" email (server: LINK_PAGES.confirmEmailChange). */
export function ConfirmEmailChangeRoute() {
  const [params] = useSearchParams();
  return <VerifyEmail token={params.get('token') ?? ''} purpose="change" />;
}
