import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Course } from '@/shared/contracts/courses';
import type { CareerKitDownload, LearningPath, Payment } from '@/shared/contracts/learning';
import { apiRequest } from '@/client/lib/api-client';

export const learningPathsQueryOptions = (
  userId: string,
  suggestedRoles: string[],
  userSkills: string[],
) =>
  queryOptions({
    queryKey: ['learning-paths', userId, suggestedRoles, userSkills],
    queryFn: ({ signal }) =>
      apiRequest<{ learningPaths: LearningPath[] }>('/api/generate-learning-paths', {
        method: 'POST',
        body: { userId, suggestedRoles, userSkills },
        signal,
      }).catch((error: unknown) => {
        // Spec part-2 §8: "Failed to generate learning paths".
        throw new Error('Failed to generate learning paths', { cause: error });
      }),
    // Spec part-1 §4: refetch on focus and visibility; nothing is cached.
    staleTime: 0,
    refetchOnWindowFocus: true,
    enabled: suggestedRoles.length > 0,
  });

export function useLearningPaths(userId: string, suggestedRoles: string[], userSkills: string[]) {
  return useQuery(learningPathsQueryOptions(userId, suggestedRoles, userSkills));
}

export const paymentsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['users', userId, 'payments'],
    queryFn: ({ signal }) => apiRequest<Payment[]>(`/api/users/${userId}/payments`, { signal }),
    staleTime: 0,
  });

export const userCoursesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['courses', userId],
    queryFn: ({ signal }) =>
      apiRequest<Course[]>(`/api/courses?userId=${encodeURIComponent(userId)}`, { signal }).catch(
        (error: unknown) => {
          throw new Error('Failed to fetch courses', { cause: error });
        },
      ),
    staleTime: 0,
  });

export const grantCourseAccess = (userId: string, courseId: number) =>
  apiRequest<{ created: boolean }>('/api/admin/grant-course-access', {
    method: 'POST',
    body: { userId, courseId },
  });

export const recordKitDownload = (userId: string, kitId: string) =>
  apiRequest<CareerKitDownload>(`/api/users/${userId}/career-kits/${kitId}/download`, {
    method: 'POST',
  });
