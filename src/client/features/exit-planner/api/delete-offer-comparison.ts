import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedOfferComparison } from '@/shared/contracts/exit-planner';
import { apiRequest } from '@/client/lib/api-client';
import { exitPlanKeys } from '@/client/lib/query-keys';

export function useDeleteOfferComparison(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<null>(`/api/users/${userId}/offer-comparisons/${id}`, { method: 'DELETE' }),
    onSuccess: (_result, id) =>
      queryClient.setQueryData<SavedOfferComparison[]>(exitPlanKeys.comparisons(userId), (list) =>
        list?.filter((c) => c.id !== id),
      ),
  });
}
