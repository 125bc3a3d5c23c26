import { queryOptions } from '@tanstack/react-query';
import type { Job } from '@/shared/contracts/jobs';
import { apiRequest } from '@/client/lib/api-client';
import { bookmarkKeys } from '@/client/lib/query-keys';

/** The ids of the jobs she bookmarked. */
export const bookmarksQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: bookmarkKeys.ids(userId),
    queryFn: ({ signal }) => apiRequest<string[]>(`/api/users/${userId}/bookmarks`, { signal }),
  });

/** The bookmarked jobs themselves, for the 'Bookmarked' tab. */
export const bookmarkedJobsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: bookmarkKeys.jobs(userId),
    queryFn: ({ signal }) => apiRequest<Job[]>(`/api/users/${userId}/bookmarks/jobs`, { signal }),
  });
