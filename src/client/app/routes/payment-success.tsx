import { useParams, useSearchParams } from 'react-router';
import { RequireUser } from '@/client/components/auth/require-user';
import {
  ConfirmPayment,
  PaymentSuccessWithoutCourse,
} from '@/client/features/checkout/components/payment-success';

export function PaymentSuccessForCourseRoute() {
  const { courseType = '' } = useParams();
  const [searchParams] = useSearchParams();
  return (
    <RequireUser reason="Sign in to finish opening your course.">
      <div className="mx-auto max-w-xl px-4 py-20">
        <ConfirmPayment courseType={courseType} sessionId={searchParams.get('session_id')} />
      </div>
    </RequireUser>
  );
}

export function PaymentSuccessRoute() {
  return <PaymentSuccessWithoutCourse />;
}
