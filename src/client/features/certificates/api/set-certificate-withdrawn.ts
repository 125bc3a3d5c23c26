import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { certificateKeys, invalidateKeys } from '@/client/lib/query-keys';

export const setCertificateWithdrawn = (userId: string, id: string, withdrawn: boolean) =>
  apiRequest(`/api/users/${userId}/certificates/${id}`, { method: 'PATCH', body: { withdrawn } });

/** Withdraw (hide her name from the link) or restore one of her certificates. */
export function useSetCertificateWithdrawn(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, withdrawn }: { id: string; withdrawn: boolean }) =>
      setCertificateWithdrawn(userId, id, withdrawn),
    onSettled: (_result, _error, { id }) =>
      invalidateKeys(queryClient, [certificateKeys.mine(userId), certificateKeys.detail(id)]),
  });
}
