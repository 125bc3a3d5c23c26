import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';

export const payTestCheckout = (id: string) =>
  apiRequest<{ redirectUrl: string }>(`/api/test-checkout/${encodeURIComponent(id)}/pay`, {
    method: 'POST',
  });

/**
 * 'Pay' on the built-in test checkout: the server marks the session paid and answers where the
 * provider would return her (the success page, which confirms the payment and refreshes).
 */
export function usePayTestCheckout() {
  return useMutation({
    mutationFn: payTestCheckout,
    onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
  });
}
