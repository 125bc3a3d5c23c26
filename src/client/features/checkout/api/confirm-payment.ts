import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { courseAccessKeys, invalidateKeys } from '@/client/lib/query-keys';

export interface ConfirmPaymentBody {
  userId: string;
  courseId: number;
  stripeSessionId: string;
  email: string;
}

export const confirmPayment = (body: ConfirmPaymentBody) =>
  apiRequest<{ ok: true; courseId: number; alreadyActive: boolean }>(
    '/api/stripe/payment-success',
    { method: 'POST', body },
  );

/** The success page confirms the paid session; what her new access unlocks is read again. */
export function useConfirmPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPayment,
    onSuccess: (_result, { userId }) => {
      void invalidateKeys(queryClient, courseAccessKeys(userId));
    },
  });
}
