import { QueryClientProvider } from '@tanstack/react-query';
import { NavLink } from 'react-router';
import { paths } from '@/client/config/paths';
import { useIsAdmin } from '@/client/hooks/use-is-admin';
import { queryClient } from '@/client/lib/query-client';
import { linkClass } from './nav-link-class';

/**
 * "Admin" in the navigation, for administrators only: in its own chunk, loaded once someone is
 * signed in, because knowing needs the data layer (GET /api/auth/me), which the first view of a
 * public page does not load (ADR 015).
 */
export function AdminNavLink() {
  return (
    <QueryClientProvider client={queryClient}>
      <AdminLink />
    </QueryClientProvider>
  );
}

function AdminLink() {
  return useIsAdmin() ? (
    <NavLink to={paths.admin.href()} className={linkClass}>
      Admin
    </NavLink>
  ) : null;
}
