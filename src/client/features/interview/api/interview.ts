import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  InterviewAnswer,
  InterviewAnswerInput,
  InterviewProgress,
  InterviewQuestion,
} from '@/shared/contracts/interview';
import { apiRequest } from '@/client/lib/api-client';
import { interviewKeys } from '@/client/lib/query-keys';

export type InterviewSet = 'least-practised' | 'teacher-pack';

export const interviewQuestionsQueryOptions = (userId: string, role: string, set: InterviewSet) =>
  queryOptions({
    queryKey: interviewKeys.questions(userId, role, set),
    queryFn: ({ signal }) =>
      apiRequest<{ questions: InterviewQuestion[] }>(
        `/api/interview/questions?role=${encodeURIComponent(role)}&set=${set}`,
        { signal },
      ).then((r) => r.questions),
    // A set is drawn once per practice: answering changes what she has practised least, and a
    // redraw mid-set would swap the question she is reading for another.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

/** A role's whole bank, in the bank's order: where a question's model answers appear after her first attempt. */
export const useInterviewBank = (userId: string, role: string, enabled: boolean) =>
  useQuery({
    queryKey: interviewKeys.questions(userId, role, 'bank'),
    enabled,
    queryFn: ({ signal }) =>
      apiRequest<{ questions: InterviewQuestion[] }>(
        `/api/interview/questions?role=${encodeURIComponent(role)}`,
        { signal },
      ).then((r) => r.questions),
  });

export const useInterviewQuestions = (userId: string, role: string, set: InterviewSet) =>
  useQuery(interviewQuestionsQueryOptions(userId, role, set));

export const useInterviewAnswers = (userId: string, questionId: string | undefined) =>
  useQuery({
    queryKey: interviewKeys.answers(userId, questionId ?? ''),
    enabled: Boolean(questionId),
    queryFn: ({ signal }) =>
      apiRequest<{ answers: InterviewAnswer[] }>(
        `/api/users/${userId}/interview-answers?questionId=${encodeURIComponent(questionId ?? '')}`,
        { signal },
      ).then((r) => r.answers),
  });

export const useInterviewProgress = (userId: string) =>
  useQuery({
    queryKey: interviewKeys.progress(userId),
    queryFn: ({ signal }) =>
      apiRequest<InterviewProgress>(`/api/users/${userId}/interview/progress`, { signal }),
  });

/**
 * Her answer, checked; afterwards her attempts, her progress and the role's bank refetch (model
 * answers open after a first try), but not the set she is practising.
 */
export function useSubmitAnswer(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InterviewAnswerInput) =>
      apiRequest<InterviewAnswer>(`/api/users/${userId}/interview-answers`, {
        method: 'POST',
        body,
      }),
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: interviewKeys.all(userId),
        predicate: (query) => query.queryKey[2] !== 'questions' || query.queryKey[4] === 'bank',
      }),
  });
}
