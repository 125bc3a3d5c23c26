import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookmarks } from '../../db/schema';

export async function listBookmarks(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ jobId: bookmarks.jobId })
    .from(bookmarks)
    .where(eq(bookmarks.userId, userId))
    .orderBy(desc(bookmarks.createdAt));
  return rows.map((r) => r.jobId);
}

export async function addBookmark(db: Database, userId: string, jobId: string): Promise<void> {
  await db.insert(bookmarks).values({ userId, jobId }).onConflictDoNothing();
}

export async function removeBookmark(db: Database, userId: string, jobId: string): Promise<void> {
  await db.delete(bookmarks).where(and(eq(bookmarks.userId, userId), eq(bookmarks.jobId, jobId)));
}
