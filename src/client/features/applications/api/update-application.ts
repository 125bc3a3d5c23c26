import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Application, UpdateApplication } from '@/shared/contracts/applications';
import { apiRequest } from '@/client/lib/api-client';
import { applicationKeys } from '@/client/lib/query-keys';

/** Moves, annotates or schedules one application; the board shows the change at once. */
export function useUpdateApplication(userId: string) {
  const queryClient = useQueryClient();
  const key = applicationKeys.list(userId);
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
