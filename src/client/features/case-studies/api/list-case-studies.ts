import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaseStudyList } from '@/shared/contracts/case-studies';
import { apiRequest } from '@/client/lib/api-client';
import { caseStudyKeys } from '@/client/lib/query-keys';

/** The track's cases with how far she has got in each (the course page's cards). */
export const caseStudyListQueryOptions = (track: string) =>
  queryOptions({
    queryKey: caseStudyKeys.list(track),
    queryFn: ({ signal }) => apiRequest<CaseStudyList>(`/api/case-studies/${track}`, { signal }),
  });

export const useCaseStudyList = (track: string) => useQuery(caseStudyListQueryOptions(track));
