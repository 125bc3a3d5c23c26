import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedOfferComparison } from '@/shared/contracts/exit-planner';
import { apiRequest } from '@/client/lib/api-client';
import { exitPlanKeys } from '@/client/lib/query-keys';

export const offerComparisonsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: exitPlanKeys.comparisons(userId),
    queryFn: ({ signal }) =>
      apiRequest<SavedOfferComparison[]>(`/api/users/${userId}/offer-comparisons`, { signal }),
  });

export const useOfferComparisons = (userId: string) =>
  useQuery(offerComparisonsQueryOptions(userId));
