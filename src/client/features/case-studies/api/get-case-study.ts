import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaseStudy } from '@/shared/contracts/case-studies';
import { apiRequest } from '@/client/lib/api-client';
import { caseStudyKeys } from '@/client/lib/query-keys';

export const caseStudyQueryOptions = (track: string, caseId: string) =>
  queryOptions({
    queryKey: caseStudyKeys.detail(track, caseId),
    queryFn: ({ signal }) =>
      apiRequest<CaseStudy>(`/api/case-studies/${track}/${encodeURIComponent(caseId)}`, { signal }),
  });

export const useCaseStudy = (track: string, caseId: string) =>
  useQuery(caseStudyQueryOptions(track, caseId));
