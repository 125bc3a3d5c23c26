import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ProfileUpdate } from '@/shared/contracts/resumes';
import type { UserResponse } from '@/shared/contracts/users';
import { apiRequest } from '@/client/lib/api-client';
import { invalidateKeys, jobKeys, learningPathKeys, resumeKeys } from '@/client/lib/query-keys';
import { sessionStore } from '@/client/lib/session-store';

export const updateProfile = (userId: string, body: ProfileUpdate) =>
  apiRequest<UserResponse>(`/api/users/${userId}`, { method: 'PATCH', body });

/** GET /api/users/{id}, stored as the session's user (spec: "the user is refetched and stored"). */
async function refreshStoredUser(userId: string): Promise<void> {
  const { user } = await apiRequest<UserResponse>(`/api/users/${userId}`);
  sessionStore.setUser(user);
}

/**
 * After her profile changed (a resume analysed, the form saved): the user is refetched and stored,
 * and what her profile decides is read again: her suggested roles and paths, her latest resume
 * and the jobs ranked for her.
 */
export async function afterProfileChange(queryClient: QueryClient, userId: string) {
  await refreshStoredUser(userId).catch(() => undefined);
  await invalidateKeys(queryClient, [
    learningPathKeys.recommendedRoles(userId),
    learningPathKeys.forUser(userId),
    resumeKeys.latest(),
    jobKeys.curatedAll(),
  ]);
}

/** The manual profile form's save; settles once the refreshed profile is in place. */
export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate) => updateProfile(userId, body),
    onSuccess: () => afterProfileChange(queryClient, userId),
  });
}
