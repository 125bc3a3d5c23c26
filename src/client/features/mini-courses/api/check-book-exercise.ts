import { useMutation } from '@tanstack/react-query';
import type {
  CheckBookExerciseBody,
  CheckBookExerciseResponse,
} from '@/shared/contracts/mini-courses';
import { apiRequest } from '@/client/lib/api-client';

/** Where the module's spreadsheet downloads from (the server sends it as an attachment). */
export const bookExerciseCsvUrl = (slug: string, moduleId: number) =>
  `/api/mini-courses/${slug}/modules/${moduleId}/exercise.csv`;

/** Her health scores, GRR and NRR, checked against the answers computed from the spreadsheet. */
export const checkBookExercise = (slug: string, moduleId: number, body: CheckBookExerciseBody) =>
  apiRequest<CheckBookExerciseResponse>(
    `/api/mini-courses/${slug}/modules/${moduleId}/exercise/check`,
    { method: 'POST', body },
  );

export function useCheckBookExerciseMutation(slug: string, moduleId: number) {
  return useMutation({
    mutationFn: (body: CheckBookExerciseBody) => checkBookExercise(slug, moduleId, body),
  });
}
