import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trackBySlug } from '@/shared/constants';
import type { CheckAnswers } from '@/shared/contracts/mini-courses';
import type { RubricFeedback } from '@/shared/contracts/rubric-feedback';
import { apiRequest } from '@/client/lib/api-client';
import {
  assessmentKeys,
  courseKeys,
  invalidateKeys,
  learningPathKeys,
  miniCourseKeys,
} from '@/client/lib/query-keys';

/**
 * Completes a module with her answers to its knowledge check (the server refuses wrong ones),
 * keeping her practice response with it when she wrote one.
 */
export const completeModule = (
  slug: string,
  moduleId: number,
  { response, checkAnswers }: { response?: string; checkAnswers: CheckAnswers },
) =>
  apiRequest<{
    completed: true;
    completedCount: number;
    courseComplete: boolean;
    /** Her response against the task's rubric, with `improved` against her previous one. */
    feedback: RubricFeedback | null;
  }>(`/api/mini-courses/${slug}/modules/${moduleId}/complete`, {
    method: 'POST',
    body: { checkAnswers, ...(response?.trim() ? { response } : {}) },
  });

/**
 * 'Mark Complete': the course page (which unlocks the next module) is read again before this
 * settles; her paths, her course progress and the track's assessment lock follow.
 */
export function useCompleteModuleMutation(slug: string, moduleId: number, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { response: string; checkAnswers: CheckAnswers }) =>
      completeModule(slug, moduleId, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: miniCourseKeys.detail(slug) });
      const track = trackBySlug(slug);
      void invalidateKeys(queryClient, [
        learningPathKeys.forUser(userId),
        courseKeys.list(userId),
        ...(track ? [assessmentKeys.detail(track.slug)] : []),
      ]);
    },
  });
}
