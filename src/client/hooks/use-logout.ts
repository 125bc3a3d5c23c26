import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/client/config/paths';
import { apiRequest } from '@/client/lib/api-client';
import { sessionStore } from '@/client/lib/session-store';

/**
 * Logout clears stored user data and the query cache and goes to / (spec §4). Home comes first,
 * rendered synchronously, so a guarded page is gone before the user is: leaving on purpose must
 * not look like an expired session (toast and /login). A failed call still signs her out here.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiRequest('/api/auth/logout', { method: 'POST' }).catch(() => undefined),
    onSuccess: async () => {
      await navigate(paths.home.href(), { flushSync: true });
      sessionStore.clear({ forget: true });
      queryClient.clear();
    },
  });
}
