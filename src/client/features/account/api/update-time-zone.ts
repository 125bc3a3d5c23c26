import { useMutation } from '@tanstack/react-query';
import type { TimeZoneUpdate, UserResponse } from '@/shared/contracts/users';
import { apiRequest } from '@/client/lib/api-client';
import { sessionStore } from '@/client/lib/session-store';

export const updateTimeZone = (userId: string, body: TimeZoneUpdate) =>
  apiRequest<UserResponse>(`/api/users/${userId}/time-zone`, { method: 'PUT', body });

/** Her saved zone becomes the session's user, which the account page reads. */
export function useUpdateTimeZone(userId: string) {
  return useMutation({
    mutationFn: (body: TimeZoneUpdate) => updateTimeZone(userId, body),
    onSuccess: ({ user }) => sessionStore.setUser(user),
  });
}
