import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { adminKeys, courseAccessKeys, invalidateKeys } from '@/client/lib/query-keys';

export interface CourseAccessChange {
  userId: string;
  courseId: number;
}

export const grantCourse = ({ userId, courseId }: CourseAccessChange) =>
  apiRequest<{ created: boolean }>('/api/admin/grant-course-access', {
    method: 'POST',
    body: { userId, courseId },
  });

export const revokeCourse = ({ userId, courseId }: CourseAccessChange) =>
  apiRequest<{ revoked: boolean }>('/api/admin/revoke-course-access', {
    method: 'POST',
    body: { userId, courseId },
  });

/** After a change the search is read again (and her own pages, when she changed her own access). */
function useCourseAccessMutation<T>(change: (input: CourseAccessChange) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (_result, { userId }) =>
      invalidateKeys(queryClient, [adminKeys.people(), ...courseAccessKeys(userId)]),
  });
}

export const useGrantCourse = () => useCourseAccessMutation(grantCourse);
export const useRevokeCourse = () => useCourseAccessMutation(revokeCourse);
