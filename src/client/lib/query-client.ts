import { QueryClient } from '@tanstack/react-query';

/**
 * The one cache of server data, shared by every QueryClientProvider (the data pages' layout, the
 * signed-in layer, the logout button: ADR 015).
 *
 * Spec part-1 §7: no retries, no refetch on focus by default, no polling. Data is stale at once
 * (ADR 012): a page reads the server again whenever it mounts, so what she sees on arrival is
 * never older than the last visit, while writes refresh the page she is on through the key
 * factories. The reads the spec refetches on focus (learning paths) say so in their options.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      staleTime: 0,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    },
    mutations: { retry: false },
  },
});
