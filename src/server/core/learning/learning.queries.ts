import { and, asc, desc, eq, inArray, max, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { TrackSlug } from '@/shared/constants';
import type { Database } from '../../db/client';
import { assessmentAttempts, careerKitDownloads, moduleProgress, payments } from '../../db/schema';

export type AttemptRow = typeof assessmentAttempts.$inferSelect;

export function listPayments(db: Database, userId: string) {
  return db
    .select({ courseId: payments.courseId, status: payments.status })
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(asc(payments.createdAt));
}

/** Courses with a completed payment: the spec's access rule. */
export async function paidCourseIds(db: Database, userId: string): Promise<Set<number>> {
  const rows = await db
    .select({ courseId: payments.courseId })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, 'completed')));
  return new Set(rows.map((r) => r.courseId));
}

/** An administrator's grant; a second grant for the same user and course changes nothing. */
export async function grantCourseAccess(
  db: Database,
  input: { userId: string; courseId: number; grantedBy: string },
): Promise<{ created: boolean }> {
  const inserted = await db
    .insert(payments)
    .values({ ...input, status: 'completed', provider: 'admin_grant', amountCents: 0 })
    .onConflictDoNothing()
    .returning({ id: payments.id });
  return { created: inserted.length > 0 };
}

/**
 * An administrator takes a course away: every completed payment for it becomes 'revoked', with who
 * and when. Her progress, attempts and certificates stay. False when she had no access.
 */
export async function revokeCourseAccess(
  db: Database,
  input: { userId: string; courseId: number; revokedBy: string; at: Date },
): Promise<{ revoked: boolean }> {
  const rows = await db
    .update(payments)
    .set({ status: 'revoked', revokedBy: input.revokedBy, revokedAt: input.at })
    .where(
      and(
        eq(payments.userId, input.userId),
        eq(payments.courseId, input.courseId),
        eq(payments.status, 'completed'),
      ),
    )
    .returning({ id: payments.id });
  return { revoked: rows.length > 0 };
}

/** The courses each of these people can open, the oldest grant or purchase of each first. */
export function courseAccessOf(db: Database, userIds: readonly string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      userId: payments.userId,
      courseId: payments.courseId,
      provider: payments.provider,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(and(inArray(payments.userId, [...userIds]), eq(payments.status, 'completed')))
    .orderBy(asc(payments.createdAt));
}

/** Module ids she has completed, by track. */
export type CompletedModules = Map<TrackSlug, Set<number>>;

/** Module ids each track's learner has completed. */
export async function completedModules(db: Database, userId: string): Promise<CompletedModules> {
  const rows = await db
    .select({ track: moduleProgress.track, moduleId: moduleProgress.moduleId })
    .from(moduleProgress)
    .where(eq(moduleProgress.userId, userId));
  const byTrack = new Map<TrackSlug, Set<number>>();
  for (const row of rows)
    byTrack.set(row.track, (byTrack.get(row.track) ?? new Set()).add(row.moduleId));
  return byTrack;
}

export interface PaidAndCompleted {
  /** Course ids with a completed payment: the spec's access rule. */
  paid: Set<number>;
  completed: CompletedModules;
}

/**
 * Her paid courses and her completed modules in one statement (a union of the two tables' rows):
 * every course page reads both, and on PGlite's one connection each statement waits its turn
 * (issue 33).
 */
export async function paidAndCompleted(db: Database, userId: string): Promise<PaidAndCompleted> {
  const rows = await unionAll(
    db
      .select({
        courseId: sql<number | null>`${payments.courseId}`,
        track: sql<TrackSlug | null>`null::text`,
        moduleId: sql<number | null>`null::int`,
      })
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.status, 'completed'))),
    db
      .select({
        courseId: sql<number | null>`null::int`,
        track: sql<TrackSlug | null>`${moduleProgress.track}`,
        moduleId: sql<number | null>`${moduleProgress.moduleId}`,
      })
      .from(moduleProgress)
      .where(eq(moduleProgress.userId, userId)),
  );
  const paid = new Set<number>();
  const completed: CompletedModules = new Map();
  for (const row of rows) {
    if (row.courseId !== null) paid.add(row.courseId);
    else if (row.track !== null && row.moduleId !== null)
      completed.set(row.track, (completed.get(row.track) ?? new Set()).add(row.moduleId));
  }
  return { paid, completed };
}

/** Her best passing score per track: what a later, worse retake cannot take away. */
export async function bestPassingScores(
  db: Database,
  userId: string,
): Promise<Map<TrackSlug, number>> {
  const rows = await db
    .select({ track: assessmentAttempts.track, score: max(assessmentAttempts.score) })
    .from(assessmentAttempts)
    .where(and(eq(assessmentAttempts.userId, userId), eq(assessmentAttempts.passed, true)))
    .groupBy(assessmentAttempts.track);
  return new Map(rows.flatMap((row) => (row.score === null ? [] : [[row.track, row.score]])));
}

/** The newest attempt per track, however many retakes there were (DISTINCT ON reads one per track). */
export async function latestAttempts(
  db: Database,
  userId: string,
): Promise<Map<string, AttemptRow>> {
  const rows = await db
    .selectDistinctOn([assessmentAttempts.track])
    .from(assessmentAttempts)
    .where(eq(assessmentAttempts.userId, userId))
    .orderBy(
      assessmentAttempts.track,
      desc(assessmentAttempts.createdAt),
      desc(assessmentAttempts.id),
    );
  return new Map(rows.map((row) => [row.track, row]));
}

export type KitDownloadRow = typeof careerKitDownloads.$inferSelect;

export async function recordKitDownload(db: Database, userId: string, careerKitId: TrackSlug) {
  const [row] = await db.insert(careerKitDownloads).values({ userId, careerKitId }).returning();
  if (!row) throw new Error('insert into career_kit_downloads returned no row');
  return row;
}

export function listKitDownloads(db: Database, userId: string) {
  return db
    .select()
    .from(careerKitDownloads)
    .where(eq(careerKitDownloads.userId, userId))
    .orderBy(desc(careerKitDownloads.downloadedAt), desc(careerKitDownloads.id));
}

export async function insertAttempt(
  db: Database,
  attempt: Pick<AttemptRow, 'userId' | 'track' | 'score' | 'passed' | 'answers' | 'results'>,
): Promise<AttemptRow> {
  const [row] = await db.insert(assessmentAttempts).values(attempt).returning();
  if (!row) throw new Error('insert into assessment_attempts returned no row');
  return row;
}
