import { QueryClientProvider } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { useLogout } from '@/client/hooks/use-logout';
import { queryClient } from '@/client/lib/query-client';

/**
 * The navigation's logout, in its own chunk: it is shown only to a signed-in user, and brings the
 * data layer the logout mutation needs (ADR 015).
 */
export function LogoutButton({ inMenu = false }: { inMenu?: boolean }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Logout inMenu={inMenu} />
    </QueryClientProvider>
  );
}

function Logout({ inMenu }: { inMenu: boolean }) {
  const logout = useLogout();
  return inMenu ? (
    <Button variant="outline" className="justify-start" onClick={() => logout.mutate()}>
      <LogOut aria-hidden />
      Logout
    </Button>
  ) : (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Logout"
      title="Logout"
      onClick={() => logout.mutate()}
    >
      <LogOut aria-hidden />
    </Button>
  );
}
