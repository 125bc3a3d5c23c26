import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttemptResult } from '@/shared/contracts/assessments';
import { apiRequest } from '@/client/lib/api-client';
import {
  assessmentKeys,
  certificateKeys,
  invalidateKeys,
  learningPathKeys,
} from '@/client/lib/query-keys';

/** Spec part-2 §4 (and §9): the second refetch after a submission waits 500 ms. */
const POST_SUBMIT_REFETCH_MS = 500;

export const submitAttempt = (
  type: string,
  userId: string,
  answers: Record<string, string | number>,
) =>
  apiRequest<AttemptResult>(`/api/assessments/${type}/attempts`, {
    method: 'POST',
    // The spec's payload also carries the client's score: this client has no key, the server scores.
    body: { userId, answers },
  });

/**
 * Spec part-2 §4: on success the learning paths are read again at once, and what the attempt
 * changed ("everything") 500 ms later: the paths, this track's status and last attempt, and her
 * certificates (a pass issues or raises one).
 */
export function useSubmitAttempt(type: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: Record<string, string | number>) => submitAttempt(type, userId, answers),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: learningPathKeys.forUser(userId) });
      setTimeout(
        () =>
          void invalidateKeys(queryClient, [
            learningPathKeys.forUser(userId),
            assessmentKeys.detail(type),
            certificateKeys.mine(userId),
          ]),
        POST_SUBMIT_REFETCH_MS,
      );
    },
  });
}
