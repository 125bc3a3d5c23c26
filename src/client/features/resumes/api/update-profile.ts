import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ProfileUpdate } from '@/shared/contracts/resumes';
import type { UserResponse } from '@/shared/contracts/users';
import { apiRequest } from '@/client/lib/api-client';
import {
  evidenceKeys,
  invalidateKeys,
  jobKeys,
  learningPathKeys,
  resumeKeys,
} from '@/client/lib/query-keys';
import { sessionStore } from '@/client/lib/session-store';

export const updateProfile = (userId: string, body: ProfileUpdate) =>
  apiRequest<UserResponse>(`/api/users/${userId}`, { method: 'PATCH', body });

/**
 * GET /api/users/{id}, stored as the session's user (spec: "the user is refetched and stored").
 * A failed read keeps the stored user: the next page load's /api/auth/me corrects it.
 */
export async function refreshStoredUser(userId: string): Promise<void> {
  const { user } = await apiRequest<UserResponse>(`/api/users/${userId}`).catch(() => ({
    user: null,
  }));
  if (user) sessionStore.setUser(user);
}

/**
 * What her profile decides, read again: her suggested roles and paths, her latest resume, the
 * verdicts of her evidence bank and the jobs ranked for her.
 */
export function refreshProfileReads(queryClient: QueryClient, userId: string) {
  return invalidateKeys(queryClient, [
    learningPathKeys.recommendedRoles(userId),
    learningPathKeys.forUser(userId),
    resumeKeys.latest(),
    evidenceKeys.bank(userId),
    jobKeys.curatedAll(),
  ]);
}

/** After the form saved her profile: the user is refetched and stored, then what it decides. */
export async function afterProfileChange(queryClient: QueryClient, userId: string) {
  await refreshStoredUser(userId);
  await refreshProfileReads(queryClient, userId);
}

/** The manual profile form's save; settles once the refreshed profile is in place. */
export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate) => updateProfile(userId, body),
    onSuccess: () => afterProfileChange(queryClient, userId),
  });
}
