import { and, eq } from 'drizzle-orm';
import type { TrackSlug } from '@/shared/constants';
import type { ResultRow } from '@/shared/contracts/assessments';
import type { Database } from '../../db/client';
import { assessmentAttempts, assessmentDraws } from '../../db/schema';

export async function findDraw(
  db: Database,
  userId: string,
  track: TrackSlug,
): Promise<string[] | undefined> {
  const [row] = await db
    .select({ questionIds: assessmentDraws.questionIds })
    .from(assessmentDraws)
    .where(and(eq(assessmentDraws.userId, userId), eq(assessmentDraws.track, track)));
  return row?.questionIds;
}

/** Keeps the draw made for her next attempt; a draw made meanwhile (another tab) wins. */
export async function saveDraw(
  db: Database,
  userId: string,
  track: TrackSlug,
  questionIds: string[],
): Promise<string[]> {
  await db.insert(assessmentDraws).values({ userId, track, questionIds }).onConflictDoNothing();
  return (await findDraw(db, userId, track)) ?? questionIds;
}

export async function replaceDraw(
  db: Database,
  userId: string,
  track: TrackSlug,
  questionIds: string[],
): Promise<void> {
  await db
    .insert(assessmentDraws)
    .values({ userId, track, questionIds })
    .onConflictDoUpdate({
      target: [assessmentDraws.userId, assessmentDraws.track],
      set: { questionIds, drawnAt: new Date() },
    });
}

export async function deleteDraw(db: Database, userId: string, track: TrackSlug): Promise<void> {
  await db
    .delete(assessmentDraws)
    .where(and(eq(assessmentDraws.userId, userId), eq(assessmentDraws.track, track)));
}

/** How many of her attempts at this track each question appeared in. */
export async function timesSeen(
  db: Database,
  userId: string,
  track: TrackSlug,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ results: assessmentAttempts.results })
    .from(assessmentAttempts)
    .where(and(eq(assessmentAttempts.userId, userId), eq(assessmentAttempts.track, track)));
  const seen = new Map<string, number>();
  for (const row of rows)
    for (const result of row.results as ResultRow[])
      seen.set(result.questionId, (seen.get(result.questionId) ?? 0) + 1);
  return seen;
}
