import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '@/client/lib/query-client';

/**
 * Every page that reads or writes the server sits under this pathless route, so TanStack Query
 * is downloaded with those pages and never with the public ones (ADR 015).
 */
export function DataLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
