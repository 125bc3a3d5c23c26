import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NameUpdate, UserResponse } from '@/shared/contracts/users';
import { apiRequest } from '@/client/lib/api-client';
import { certificateKeys, invalidateKeys } from '@/client/lib/query-keys';
import { sessionStore } from '@/client/lib/session-store';

export const updateName = (userId: string, body: NameUpdate) =>
  apiRequest<UserResponse>(`/api/users/${userId}/name`, { method: 'PATCH', body });

/** Her corrected name becomes the session's user, and her certificates (which show it) are read again. */
export function useUpdateName(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NameUpdate) => updateName(userId, body),
    onSuccess: async ({ user }) => {
      sessionStore.setUser(user);
      await invalidateKeys(queryClient, [certificateKeys.mine(userId), ['certificates']]);
    },
  });
}
