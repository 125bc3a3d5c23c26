import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecommendedRolesResponse } from '@/shared/contracts/resumes';
import { apiRequest } from '@/client/lib/api-client';
import { learningPathKeys } from '@/client/lib/query-keys';

/** The roles her profile suggests: what her learning paths are generated for (spec part-1 §7). */
export const recommendedRolesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: learningPathKeys.recommendedRoles(userId),
    queryFn: ({ signal }) =>
      apiRequest<RecommendedRolesResponse>(`/api/users/${userId}/recommended-roles`, { signal }),
  });

export const useRecommendedRoles = (userId: string) =>
  useQuery(recommendedRolesQueryOptions(userId));
