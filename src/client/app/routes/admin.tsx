import { RequireUser } from '@/client/components/auth/require-user';
import { AdminPage } from '@/client/features/admin/components/admin-page';

export function AdminRoute() {
  return (
    <RequireUser reason="Sign in to open the administration page.">
      <AdminPage />
    </RequireUser>
  );
}
