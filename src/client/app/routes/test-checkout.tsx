import { useParams } from 'react-router';
import { RequireUser } from '@/client/components/auth/require-user';
import { TestCheckout } from '@/client/features/checkout/components/test-checkout';

export function TestCheckoutRoute() {
  const { sessionId = '' } = useParams();
  return (
    <RequireUser
      toastTitle="Login Required"
      toastDescription="Please log in or sign up to start this course."
      saveRedirect
    >
      <TestCheckout sessionId={sessionId} />
    </RequireUser>
  );
}
