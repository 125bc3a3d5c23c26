import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OfferComparisonRequest, SavedOfferComparison } from '@/shared/contracts/exit-planner';
import { apiRequest } from '@/client/lib/api-client';
import { exitPlanKeys } from '@/client/lib/query-keys';

export function useCreateOfferComparison(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OfferComparisonRequest) =>
      apiRequest<SavedOfferComparison>(`/api/users/${userId}/offer-comparisons`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: (saved) =>
      queryClient.setQueryData<SavedOfferComparison[]>(exitPlanKeys.comparisons(userId), (list) => [
        saved,
        ...(list ?? []),
      ]),
  });
}
