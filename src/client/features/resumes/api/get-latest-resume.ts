import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { LatestResumeResponseSchema } from '@/shared/contracts/resumes';
import { apiRequest } from '@/client/lib/api-client';
import { resumeKeys } from '@/client/lib/query-keys';

export type LatestResume = z.infer<typeof LatestResumeResponseSchema>;

export const latestResumeQueryOptions = () =>
  queryOptions({
    queryKey: resumeKeys.latest(),
    queryFn: ({ signal }) => apiRequest<LatestResume>('/api/resumes/latest', { signal }),
  });

export const useLatestResume = () => useQuery(latestResumeQueryOptions());
