import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/client/config/paths';
import { toast } from '@/client/hooks/use-toast';
import { apiRequest } from '@/client/lib/api-client';
import { sessionStore } from '@/client/lib/session-store';

export const deleteAccount = (userId: string, password: string) =>
  apiRequest(`/api/users/${userId}`, { method: 'DELETE', body: { password } });

/**
 * Deletes her account with her password. Like logging out, home comes first, then everything kept
 * on this device and the whole query cache go: there is no one left to refetch for.
 */
export function useDeleteAccount(userId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (password: string) => deleteAccount(userId, password),
    onSuccess: async () => {
      await navigate(paths.home.href(), { flushSync: true });
      sessionStore.clear({ forget: true });
      queryClient.clear();
      // Here, not at the call: the page that asked is gone by now.
      toast({ title: 'Account deleted', description: 'Everything we held about you is gone.' });
    },
  });
}
