import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExitPlan } from '@/shared/contracts/exit-planner';
import { apiRequest } from '@/client/lib/api-client';
import { exitPlanKeys } from '@/client/lib/query-keys';

/** Her saved plan with its timeline; null before she saves one. */
export const exitPlanQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: exitPlanKeys.plan(userId),
    queryFn: ({ signal }) =>
      apiRequest<ExitPlan | null>(`/api/users/${userId}/exit-plan`, { signal }),
  });

export const useExitPlan = (userId: string) => useQuery(exitPlanQueryOptions(userId));

/** The plan's dates as a calendar file (RFC 5545). */
export const exitPlanCalendarHref = (userId: string) => `/api/users/${userId}/exit-plan.ics`;
