import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicAssessment } from '@/shared/contracts/assessments';
import { apiRequest } from '@/client/lib/api-client';
import { assessmentKeys } from '@/client/lib/query-keys';

/** A track's questions, with her status on it (locked until the course is done). */
export const assessmentQueryOptions = (type: string) =>
  queryOptions({
    queryKey: assessmentKeys.detail(type),
    queryFn: ({ signal }) => apiRequest<PublicAssessment>(`/api/assessments/${type}`, { signal }),
  });

export const useAssessment = (type: string) => useQuery(assessmentQueryOptions(type));
