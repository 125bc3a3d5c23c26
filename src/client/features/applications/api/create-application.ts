import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Application, CreateApplication } from '@/shared/contracts/applications';
import { apiRequest } from '@/client/lib/api-client';
import { applicationKeys } from '@/client/lib/query-keys';

/** Tracks a feed job ({ jobId }) or one found elsewhere ({ title, company, url, location }). */
export function useTrackApplication(userId: string) {
  const queryClient = useQueryClient();
  const key = applicationKeys.list(userId);
  return useMutation({
    mutationFn: (body: CreateApplication) =>
      apiRequest<Application>(`/api/users/${userId}/applications`, { method: 'POST', body }),
    onSuccess: (created) =>
      queryClient.setQueryData<Application[]>(key, (list) =>
        list ? [created, ...list.filter((a) => a.id !== created.id)] : list,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
