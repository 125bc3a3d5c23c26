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

/** Her answer, checked; afterwards the questions refetch (model answers open after a first try). */
export function useSubmitAnswer(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InterviewAnswerInput) =>
      apiRequest<InterviewAnswer>(`/api/users/${userId}/interview-answers`, {
        method: 'POST',
        body,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: interviewKeys.all(userId) }),
  });
}
