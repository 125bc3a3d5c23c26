import { queryOptions } from '@tanstack/react-query';
import type { AttemptResult, PublicAssessment } from '@/shared/contracts/assessments';
import { apiRequest } from '@/client/lib/api-client';

export const assessmentQueryOptions = (type: string) =>
  queryOptions({
    queryKey: ['assessments', type],
    queryFn: ({ signal }) => apiRequest<PublicAssessment>(`/api/assessments/${type}`, { signal }),
    staleTime: 0,
  });

export const latestAttemptQueryOptions = (type: string) =>
  queryOptions({
    queryKey: ['assessments', type, 'latest'],
    queryFn: ({ signal }) =>
      apiRequest<{ attempt: AttemptResult | null }>(`/api/assessments/${type}/attempts/latest`, {
        signal,
      }),
    staleTime: 0,
  });

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
