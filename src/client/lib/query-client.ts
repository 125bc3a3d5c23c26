import { QueryClient, type Query } from '@tanstack/react-query';

let visitPath: string | undefined;
let visitStartedAt = 0;

/**
 * Starts a visit to `path` now, unless one is under way (a route's loader calls it when it starts
 * reading for the page, before the page's own first check).
 */
export function beginVisit(path: string): void {
  if (path === visitPath) return;
  visitPath = path;
  visitStartedAt = Date.now();
}

/**
 * Read once per visit to a page (ADR 012): data read since she arrived on the page she is on is
 * fresh until a write invalidates it; anything older is stale, so every page reads the server
 * again when she comes to it. A card that mounts late on the same page (a tab, a row that opens)
 * reads the cache instead of asking again. A visit starts when the path changes.
 */
export function staleTimeForVisit(query: Query): number {
  beginVisit(typeof window === 'undefined' ? '' : window.location.pathname);
  return query.state.dataUpdatedAt >= visitStartedAt ? Infinity : 0;
}

/**
 * The one cache of server data, shared by every QueryClientProvider (the data pages' layout, the
 * signed-in layer, the logout button: ADR 015).
 *
 * Spec part-1 §7: no retries, no refetch on focus by default, no polling. Data is read once per
 * visit to a page (staleTimeForVisit, ADR 012): what she sees on arrival is never older than the
 * arrival, while writes refresh the page she is on through the key factories. The reads the spec
 * refetches on focus (learning paths) say so in their options, with a stale time of 0.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      staleTime: staleTimeForVisit,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    },
    mutations: { retry: false },
  },
});
