import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LearningPath } from '@/shared/contracts/learning';
import { apiRequest, failWith } from '@/client/lib/api-client';
import { learningPathKeys } from '@/client/lib/query-keys';

/** Spec part-2 §8: the error the path generation throws when it is not ok. */
export const LEARNING_PATHS_ERROR = 'Failed to generate learning paths';

export const learningPathsQueryOptions = (
  userId: string,
  suggestedRoles: string[],
  userSkills: string[],
) =>
  queryOptions({
    queryKey: learningPathKeys.list(userId, suggestedRoles, userSkills),
    queryFn: ({ signal }) =>
      apiRequest<{ learningPaths: LearningPath[] }>('/api/generate-learning-paths', {
        method: 'POST',
        body: { userId, suggestedRoles, userSkills },
        signal,
      }).catch(failWith(LEARNING_PATHS_ERROR)),
    // Spec part-1 §4: refetched when the page becomes visible or the window regains focus, which
    // asks only of stale data: so never fresh, not even within a visit (query-client.ts).
    refetchOnWindowFocus: true,
    staleTime: 0,
    enabled: suggestedRoles.length > 0,
  });

export function useLearningPaths(userId: string, suggestedRoles: string[], userSkills: string[]) {
  return useQuery(learningPathsQueryOptions(userId, suggestedRoles, userSkills));
}
