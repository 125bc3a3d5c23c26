import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EvidenceBank, StateVerdict } from '@/shared/contracts/evidence';
import { apiRequest } from '@/client/lib/api-client';
import {
  evidenceKeys,
  invalidateKeys,
  learningPathKeys,
  resumeKeys,
} from '@/client/lib/query-keys';

export const evidenceBankQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: evidenceKeys.bank(userId),
    queryFn: ({ signal }) => apiRequest<EvidenceBank>(`/api/users/${userId}/evidence`, { signal }),
  });

export const useEvidenceBank = (userId: string | null) =>
  useQuery({ ...evidenceBankQueryOptions(userId ?? ''), enabled: userId !== null });

/**
 * What she said about a verdict changes every screen that reads the verdicts: her analysis, her
 * paths and the roles suggested to her are read again (the career kit is built on download).
 */
function useVerdictMutation<V>(userId: string, request: (vars: V) => Promise<EvidenceBank>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async (bank) => {
      queryClient.setQueryData(evidenceKeys.bank(userId), bank);
      await invalidateKeys(queryClient, [
        resumeKeys.latest(),
        learningPathKeys.forUser(userId),
        learningPathKeys.recommendedRoles(userId),
      ]);
    },
  });
}

/** "I have done this: here is where" or "I have not done this". */
export const useStateVerdict = (userId: string) =>
  useVerdictMutation(userId, ({ competencyId, ...body }: StateVerdict & { competencyId: string }) =>
    apiRequest<EvidenceBank>(`/api/users/${userId}/evidence/verdicts/${competencyId}`, {
      method: 'PUT',
      body,
    }),
  );

/** Takes back what she said: the verdict her resume gives stands again. */
export const useWithdrawStatement = (userId: string) =>
  useVerdictMutation(userId, (competencyId: string) =>
    apiRequest<EvidenceBank>(`/api/users/${userId}/evidence/verdicts/${competencyId}`, {
      method: 'DELETE',
    }),
  );
