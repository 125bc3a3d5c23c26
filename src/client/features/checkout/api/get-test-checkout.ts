import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TestCheckoutSession } from '@/shared/contracts/checkout';
import { apiRequest } from '@/client/lib/api-client';
import { checkoutKeys } from '@/client/lib/query-keys';

export const testCheckoutQueryOptions = (id: string) =>
  queryOptions({
    queryKey: checkoutKeys.testSession(id),
    queryFn: ({ signal }) =>
      apiRequest<TestCheckoutSession>(`/api/test-checkout/${encodeURIComponent(id)}`, { signal }),
  });

export const useTestCheckout = (id: string) => useQuery(testCheckoutQueryOptions(id));
