import { useMutation } from '@tanstack/react-query';
import type { CheckAnswers, GradeChecksResponse } from '@/shared/contracts/mini-courses';
import { apiRequest } from '@/client/lib/api-client';

/** "Check my answers": right or wrong per question, with why; it completes nothing. */
export const checkModuleAnswers = (slug: string, moduleId: number, checkAnswers: CheckAnswers) =>
  apiRequest<GradeChecksResponse>(`/api/mini-courses/${slug}/modules/${moduleId}/checks`, {
    method: 'POST',
    body: { checkAnswers },
  });

export function useCheckModuleAnswersMutation(slug: string, moduleId: number) {
  return useMutation({
    mutationFn: (answers: CheckAnswers) => checkModuleAnswers(slug, moduleId, answers),
  });
}
