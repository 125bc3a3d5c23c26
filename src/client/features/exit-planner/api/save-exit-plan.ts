import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExitPlan, ExitPlanRequest } from '@/shared/contracts/exit-planner';
import { apiRequest } from '@/client/lib/api-client';
import { exitPlanKeys } from '@/client/lib/query-keys';

export function useSaveExitPlan(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: ExitPlanRequest) =>
      apiRequest<ExitPlan>(`/api/users/${userId}/exit-plan`, { method: 'PUT', body: plan }),
    onSuccess: (plan) => queryClient.setQueryData(exitPlanKeys.plan(userId), plan),
  });
}
