import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaseStudy, SaveCaseStudyBody } from '@/shared/contracts/case-studies';
import { apiRequest } from '@/client/lib/api-client';
import { caseStudyKeys } from '@/client/lib/query-keys';

/** Saves her answers to one case (a draft, or the submission that reveals the model answers). */
export function useSaveCaseStudy(track: string, caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveCaseStudyBody) =>
      apiRequest<CaseStudy>(`/api/case-studies/${track}/${encodeURIComponent(caseId)}/response`, {
        method: 'PUT',
        body,
      }),
    // The answer is the whole case as she may now see it; the course page's list is out of date.
    onSuccess: async (study) => {
      queryClient.setQueryData(caseStudyKeys.detail(track, caseId), study);
      await queryClient.invalidateQueries({ queryKey: caseStudyKeys.list(track), exact: true });
    },
  });
}
