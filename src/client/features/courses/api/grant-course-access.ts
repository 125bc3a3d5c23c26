import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { courseAccessKeys, invalidateKeys } from '@/client/lib/query-keys';

export const grantCourseAccess = (userId: string, courseId: number) =>
  apiRequest<{ created: boolean }>('/api/admin/grant-course-access', {
    method: 'POST',
    body: { userId, courseId },
  });

/** Spec part-1 §7: an administrator grants a course; payments and paths (and what they unlock) refetch. */
export function useGrantCourseAccess(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (courseId: number) => grantCourseAccess(userId, courseId),
    onSuccess: () => {
      void invalidateKeys(queryClient, courseAccessKeys(userId));
    },
  });
}
