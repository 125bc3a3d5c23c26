import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaseStudy, SaveCaseStudyBody } from '@/shared/contracts/case-studies';
import { apiRequest } from '@/client/lib/api-client';
import { caseStudyKeys } from '@/client/lib/query-keys';

/** Saves her answers (a draft, or the submission that reveals the model answers). */
export function useSaveCaseStudy(track: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveCaseStudyBody) =>
      apiRequest<CaseStudy>(`/api/case-studies/${track}/response`, { method: 'PUT', body }),
    // The answer is the whole case study as she may now see it.
    onSuccess: (study) => queryClient.setQueryData(caseStudyKeys.detail(track), study),
  });
}
