import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '@/client/hooks/use-toast';
import { bookmarksQueryOptions } from '../api/get-bookmarks';
import { useToggleBookmark } from '../api/toggle-bookmark';
import { readBookmarkCache, writeBookmarkCache } from '../lib/bookmark-cache';

/**
 * Her bookmarks: the copy kept on this device shows at once (as stale), the server's list
 * replaces it and is kept again; the star toggles one with the spec's toasts.
 */
export function useBookmarks(userId: string) {
  const ids = useQuery({
    ...bookmarksQueryOptions(userId),
    initialData: () => readBookmarkCache(userId),
    initialDataUpdatedAt: 0,
  });
  useEffect(() => {
    if (ids.data) writeBookmarkCache(userId, ids.data);
  }, [ids.data, userId]);

  const bookmarked: ReadonlySet<string> = new Set(ids.data ?? []);
  const toggleBookmark = useToggleBookmark(userId);
  const toggle = (jobId: string) => {
    const on = !bookmarked.has(jobId);
    toggleBookmark.mutate(
      { jobId, on },
      {
        onSuccess: () =>
          toast({
            title: on ? 'Job Bookmarked' : 'Bookmark Removed',
            variant: on ? 'success' : 'default',
          }),
        onError: () =>
          toast({
            title: 'Error',
            description: 'Your bookmark could not be saved. Please try again.',
            variant: 'destructive',
          }),
      },
    );
  };
  return { bookmarked, count: ids.data?.length ?? 0, toggle };
}
