import { useMutation } from '@tanstack/react-query';
import type { CareerKitDownload } from '@/shared/contracts/learning';
import { apiRequest } from '@/client/lib/api-client';

export const recordKitDownload = (userId: string, kitId: string) =>
  apiRequest<CareerKitDownload>(`/api/users/${userId}/career-kits/${kitId}/download`, {
    method: 'POST',
  });

/** Records a career-kit download and answers its link; nothing the client reads changes. */
export function useRecordKitDownload(userId: string) {
  return useMutation({ mutationFn: (kitId: string) => recordKitDownload(userId, kitId) });
}
