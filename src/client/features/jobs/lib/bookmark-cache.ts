import { z } from 'zod';

/**
 * The spec's per-user bookmark list in localStorage: shown at once while the server's list is
 * fetched, then overwritten by it. A value that is not a list of ids counts as none.
 */
const cacheKey = (userId: string) => `bookmarks_${userId}`;
const BookmarkIdsSchema = z.array(z.string());

export function readBookmarkCache(userId: string): string[] | undefined {
  try {
    const parsed = BookmarkIdsSchema.safeParse(
      JSON.parse(window.localStorage.getItem(cacheKey(userId)) ?? 'null'),
    );
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function writeBookmarkCache(userId: string, ids: string[]): void {
  try {
    window.localStorage.setItem(cacheKey(userId), JSON.stringify(ids));
  } catch {
    // Storage full or disabled: the server's list still stands.
  }
}
