import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Application } from '@/shared/contracts/applications';
import { apiRequest } from '@/client/lib/api-client';
import { applicationKeys } from '@/client/lib/query-keys';

/** Removes an application with its notes and stage history. */
export function useDeleteApplication(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<null>(`/api/users/${userId}/applications/${id}`, { method: 'DELETE' }),
    onSuccess: (_result, id) =>
      queryClient.setQueryData<Application[]>(applicationKeys.list(userId), (list) =>
        list?.filter((a) => a.id !== id),
      ),
  });
}
