import { apiRequest } from '@/client/lib/api-client';
import { markCheckoutStarted } from '../checkout-marker';

/** Starts hosted checkout for a course: the server answers the provider's (or the test) page URL. */
export async function startCheckout(courseId: number): Promise<void> {
  const { url } = await apiRequest<{ url: string }>('/api/checkout', {
    method: 'POST',
    body: { courseId },
  });
  markCheckoutStarted(courseId);
  window.location.assign(url);
}
