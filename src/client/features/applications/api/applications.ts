import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Application,
  CreateApplication,
  UpdateApplication,
} from '@/shared/contracts/applications';
import { apiRequest } from '@/client/lib/api-client';

export const applicationKeys = {
  all: (userId: string) => ['users', userId, 'applications'] as const,
};

export const applicationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: applicationKeys.all(userId),
    queryFn: ({ signal }) =>
      apiRequest<Application[]>(`/api/users/${userId}/applications`, { signal }),
  });

export const applicationsCsvHref = (userId: string) =>
  `/api/users/${userId}/applications/export.csv`;

/** Tracks a feed job ({ jobId }) or one found elsewhere ({ title, company, url, location }). */
export function useTrackApplication(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApplication) =>
      apiRequest<Application>(`/api/users/${userId}/applications`, { method: 'POST', body }),
    onSuccess: (created) =>
      queryClient.setQueryData<Application[]>(applicationKeys.all(userId), (list) =>
        list ? [created, ...list.filter((a) => a.id !== created.id)] : list,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all(userId) }),
  });
}

/** Moves, annotates or schedules one application; the board shows the change at once. */
export function useUpdateApplication(userId: string) {
  const queryClient = useQueryClient();
  const key = applicationKeys.all(userId);
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateApplication }) =>
      apiRequest<Application>(`/api/users/${userId}/applications/${id}`, {
        method: 'PATCH',
        body: changes,
      }),
    onMutate: async ({ id, changes }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Application[]>(key);
      queryClient.setQueryData<Application[]>(key, (list) =>
        list?.map((a) =>
          a.id === id
            ? {
                ...a,
                ...changes,
                followUpAt: changes.followUpAt === undefined ? a.followUpAt : changes.followUpAt,
              }
            : a,
        ),
      );
      return { previous };
    },
    onError: (_error, _vars, context) => queryClient.setQueryData(key, context?.previous),
    onSuccess: (updated) =>
      queryClient.setQueryData<Application[]>(key, (list) =>
        list?.map((a) => (a.id === updated.id ? updated : a)),
      ),
  });
}

export function useDeleteApplication(userId: string) {
  const queryClient = useQueryClient();
  const key = applicationKeys.all(userId);
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<null>(`/api/users/${userId}/applications/${id}`, { method: 'DELETE' }),
    onSuccess: (_result, id) =>
      queryClient.setQueryData<Application[]>(key, (list) => list?.filter((a) => a.id !== id)),
  });
}
