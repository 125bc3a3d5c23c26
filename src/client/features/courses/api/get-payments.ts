import { queryOptions, useQuery } from '@tanstack/react-query';
import { trackByCourseId, type RoleName } from '@/shared/constants';
import type { Payment } from '@/shared/contracts/learning';
import { apiRequest } from '@/client/lib/api-client';
import { paymentKeys } from '@/client/lib/query-keys';

export const paymentsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: paymentKeys.forUser(userId),
    queryFn: ({ signal }) => apiRequest<Payment[]>(`/api/users/${userId}/payments`, { signal }),
  });

export const usePayments = (userId: string) => useQuery(paymentsQueryOptions(userId));

/** The courses she has paid for (spec: a completed payment is access). */
export const paidCourseIds = (payments: readonly Payment[] | undefined): Set<number> =>
  new Set((payments ?? []).filter((p) => p.status === 'completed').map((p) => p.courseId));

/** The roles whose course she bought; undefined while her payments load. */
export function usePurchasedRoles(userId: string): RoleName[] | undefined {
  const payments = usePayments(userId);
  if (payments.isPending) return undefined;
  return [...paidCourseIds(payments.data)]
    .map((courseId) => trackByCourseId(courseId)?.roleName)
    .filter((role): role is RoleName => role !== undefined);
}
