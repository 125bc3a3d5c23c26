import { useParams } from 'react-router';
import { RequireUser } from '@/client/components/auth/require-user';
import { TestCheckout } from '@/client/features/checkout/components/test-checkout';

export function TestCheckoutRoute() {
  const { sessionId = '' } = useParams();
  return (
    <RequireUser reason="Sign in to finish buying this course.">
      <TestCheckout sessionId={sessionId} />
    </RequireUser>
  );
}
