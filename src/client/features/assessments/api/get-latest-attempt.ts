import { queryOptions } from '@tanstack/react-query';
import type { AttemptResult } from '@/shared/contracts/assessments';
import { apiRequest } from '@/client/lib/api-client';
import { assessmentKeys } from '@/client/lib/query-keys';

/** Her last scored attempt on a track: the truth the local copy caches. */
export const latestAttemptQueryOptions = (type: string) =>
  queryOptions({
    queryKey: assessmentKeys.latestAttempt(type),
    queryFn: ({ signal }) =>
      apiRequest<{ attempt: AttemptResult | null }>(`/api/assessments/${type}/attempts/latest`, {
        signal,
      }),
  });
