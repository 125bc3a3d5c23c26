import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileUpdate, RecommendedRolesResponse } from '@/shared/contracts/resumes';
import type { UserResponse } from '@/shared/contracts/users';
import { apiRequest } from '@/client/lib/api-client';
import { sessionStore } from '@/client/lib/session-store';

/** GET /api/users/{id}, stored as the session's user (spec: "the user is refetched and stored"). */
export async function refreshStoredUser(userId: string): Promise<void> {
  const { user } = await apiRequest<UserResponse>(`/api/users/${userId}`);
  sessionStore.setUser(user);
}

export const updateProfile = (userId: string, body: ProfileUpdate) =>
  apiRequest<UserResponse>(`/api/users/${userId}`, { method: 'PATCH', body });

export const recommendedRolesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['users', userId, 'recommended-roles'],
    queryFn: ({ signal }) =>
      apiRequest<RecommendedRolesResponse>(`/api/users/${userId}/recommended-roles`, { signal }),
  });

export const useRecommendedRoles = (userId: string) =>
  useQuery(recommendedRolesQueryOptions(userId));
