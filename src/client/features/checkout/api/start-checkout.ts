import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/client/lib/api-client';
import { courseAccessKeys, invalidateKeys } from '@/client/lib/query-keys';
import { markCheckoutStarted } from '../lib/checkout-marker';

/** Starts hosted checkout for a course: the server answers the provider's (or the test) page URL. */
export async function startCheckout(courseId: number): Promise<void> {
  const { url } = await apiRequest<{ url: string }>('/api/checkout', {
    method: 'POST',
    body: { courseId },
  });
  markCheckoutStarted(courseId);
  window.location.assign(url);
}

/** 409 without CHECKOUT_BUSY: the course is already hers (perhaps paid before the webhook came). */
export const isAlreadyYours = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.code !== 'CHECKOUT_BUSY';

export function useStartCheckoutMutation(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startCheckout,
    onError: (error) => {
      // The server may have just granted it: what her access unlocks is read again.
      if (isAlreadyYours(error) && userId)
        void invalidateKeys(queryClient, courseAccessKeys(userId));
    },
  });
}
