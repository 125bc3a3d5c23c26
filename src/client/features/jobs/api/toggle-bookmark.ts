import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { bookmarkKeys } from '@/client/lib/query-keys';

/** Bookmarks a job (on) or removes the bookmark; the server answers her whole list of ids. */
export const setBookmark = (userId: string, jobId: string, on: boolean) =>
  apiRequest<string[]>(`/api/users/${userId}/bookmarks/${encodeURIComponent(jobId)}`, {
    method: on ? 'PUT' : 'DELETE',
  });

export function useToggleBookmark(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, on }: { jobId: string; on: boolean }) => setBookmark(userId, jobId, on),
    onSuccess: (ids) => {
      queryClient.setQueryData(bookmarkKeys.ids(userId), ids);
      void queryClient.invalidateQueries({ queryKey: bookmarkKeys.jobs(userId) });
    },
  });
}
