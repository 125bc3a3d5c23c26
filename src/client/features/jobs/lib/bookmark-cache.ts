/**
 * The spec's per-user bookmark list in localStorage: shown at once while the server's list is
 * fetched, then overwritten by it. A value that is not a list of ids counts as none. Checked by
 * hand rather than with zod, which the job feed's first view would otherwise load for this alone
 * (ADR 015, "Signed-in routes").
 */
const cacheKey = (userId: string) => `bookmarks_${userId}`;

export function readBookmarkCache(userId: string): string[] | undefined {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(cacheKey(userId)) ?? 'null');
    return Array.isArray(stored) && stored.every((id) => typeof id === 'string')
      ? (stored as string[])
      : undefined;
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
