import { and, asc, eq } from 'drizzle-orm';
import type { TrackSlug } from '@/shared/constants';
import type { ResultRow } from '@/shared/contracts/assessments';
import type { Database } from '../../db/client';
import { assessmentAttempts, assessmentDraws } from '../../db/schema';
import type { AttemptHistory } from './draw-questions';

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

/** What her earlier attempts at this track tell the next draw (draw-questions.ts). */
export async function attemptHistory(
  db: Database,
  userId: string,
  track: TrackSlug,
): Promise<AttemptHistory> {
  const rows = await db
    .select({ results: assessmentAttempts.results })
    .from(assessmentAttempts)
    .where(and(eq(assessmentAttempts.userId, userId), eq(assessmentAttempts.track, track)))
    .orderBy(asc(assessmentAttempts.createdAt), asc(assessmentAttempts.id));
  const timesSeen = new Map<string, number>();
  const answeredRight = new Set<string>();
  let lastAttempt = new Set<string>();
  for (const row of rows) {
    const results = row.results as Pick<ResultRow, 'questionId' | 'isCorrect'>[];
    for (const result of results) {
      timesSeen.set(result.questionId, (timesSeen.get(result.questionId) ?? 0) + 1);
      if (result.isCorrect) answeredRight.add(result.questionId);
    }
    lastAttempt = new Set(results.map((result) => result.questionId));
  }
  return { timesSeen, lastAttempt, answeredRight };
}
