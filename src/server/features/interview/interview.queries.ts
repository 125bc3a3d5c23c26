import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { interviewAnswers, interviewStories } from '../../db/schema';

export type AnswerRow = typeof interviewAnswers.$inferSelect;
export type NewAnswer = typeof interviewAnswers.$inferInsert;
export type StoryRow = typeof interviewStories.$inferSelect;
export type NewStory = Omit<typeof interviewStories.$inferInsert, 'userId'>;

export async function insertAnswer(db: Database, answer: NewAnswer): Promise<AnswerRow> {
  const [row] = await db.insert(interviewAnswers).values(answer).returning();
  return row!;
}

/** Her answers, oldest first (one question's, when asked). */
export function listAnswers(
  db: Database,
  userId: string,
  questionId?: string,
): Promise<AnswerRow[]> {
  return db
    .select()
    .from(interviewAnswers)
    .where(
      questionId
        ? and(eq(interviewAnswers.userId, userId), eq(interviewAnswers.questionId, questionId))
        : eq(interviewAnswers.userId, userId),
    )
    .orderBy(asc(interviewAnswers.createdAt), asc(interviewAnswers.id));
}

/** How many answers she has kept per question. */
export async function attemptCounts(db: Database, userId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ questionId: interviewAnswers.questionId, n: count() })
    .from(interviewAnswers)
    .where(eq(interviewAnswers.userId, userId))
    .groupBy(interviewAnswers.questionId);
  return new Map(rows.map((r) => [r.questionId, Number(r.n)]));
}

/** The stories suggested for her latest answers, newest first. */
export async function recentSuggestions(
  db: Database,
  userId: string,
  limit: number,
): Promise<(string | null)[]> {
  const rows = await db
    .select({ storyId: interviewAnswers.suggestedStoryId })
    .from(interviewAnswers)
    .where(eq(interviewAnswers.userId, userId))
    .orderBy(desc(interviewAnswers.createdAt))
    .limit(limit);
  return rows.map((r) => r.storyId);
}

export function listStories(db: Database, userId: string): Promise<StoryRow[]> {
  return db
    .select()
    .from(interviewStories)
    .where(eq(interviewStories.userId, userId))
    .orderBy(asc(interviewStories.createdAt), asc(interviewStories.id));
}

export async function findStory(
  db: Database,
  userId: string,
  storyId: string,
): Promise<StoryRow | undefined> {
  const [row] = await db
    .select()
    .from(interviewStories)
    .where(and(eq(interviewStories.userId, userId), eq(interviewStories.id, storyId)));
  return row;
}

export async function insertStory(
  db: Database,
  userId: string,
  story: NewStory,
): Promise<StoryRow> {
  const [row] = await db
    .insert(interviewStories)
    .values({ ...story, userId })
    .returning();
  return row!;
}

export async function updateStory(
  db: Database,
  userId: string,
  storyId: string,
  story: Partial<NewStory>,
): Promise<StoryRow | undefined> {
  const [row] = await db
    .update(interviewStories)
    .set({ ...story, updatedAt: sql`now()` })
    .where(and(eq(interviewStories.userId, userId), eq(interviewStories.id, storyId)))
    .returning();
  return row;
}

export async function deleteStory(db: Database, userId: string, storyId: string): Promise<boolean> {
  const rows = await db
    .delete(interviewStories)
    .where(and(eq(interviewStories.userId, userId), eq(interviewStories.id, storyId)))
    .returning({ id: interviewStories.id });
  return rows.length > 0;
}

export async function countStories(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(interviewStories)
    .where(eq(interviewStories.userId, userId));
  return Number(row?.n ?? 0);
}
