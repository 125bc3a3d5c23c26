import { queryOptions } from '@tanstack/react-query';
import type { TestCheckoutSession } from '@/shared/contracts/checkout';
import { apiRequest } from '@/client/lib/api-client';

export const testCheckoutQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['test-checkout', id],
    queryFn: ({ signal }) =>
      apiRequest<TestCheckoutSession>(`/api/test-checkout/${encodeURIComponent(id)}`, { signal }),
  });

export const payTestCheckout = (id: string) =>
  apiRequest<{ redirectUrl: string }>(`/api/test-checkout/${encodeURIComponent(id)}/pay`, {
    method: 'POST',
  });

export const confirmPayment = (body: {
  userId: string;
  courseId: number;
  stripeSessionId: string;
  email: string;
}) =>
  apiRequest<{ ok: true; courseId: number; alreadyActive: boolean }>(
    '/api/stripe/payment-success',
    { method: 'POST', body },
  );
