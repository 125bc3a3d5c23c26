import { RequireUser } from '@/client/components/auth/require-user';
import { AdminPage } from '@/client/features/admin/components/admin-page';

export function AdminRoute() {
  return (
    <RequireUser
      toastTitle="Authentication Required"
      toastDescription="Please log in to open the administration page."
      saveRedirect
    >
      <AdminPage />
    </RequireUser>
  );
}
