import { and, eq } from 'drizzle-orm';
import type { TrackSlug } from '@/shared/constants';
import type { Database } from '../../db/client';
import { caseStudyResponses } from '../../db/schema';

export type CaseStudyResponseRow = typeof caseStudyResponses.$inferSelect;

/** Her answers to one case. */
export async function findResponse(
  db: Database,
  userId: string,
  track: TrackSlug,
  caseId: string,
): Promise<CaseStudyResponseRow | undefined> {
  const [row] = await db
    .select()
    .from(caseStudyResponses)
    .where(
      and(
        eq(caseStudyResponses.userId, userId),
        eq(caseStudyResponses.track, track),
        eq(caseStudyResponses.caseId, caseId),
      ),
    );
  return row;
}

/** Her answers to every case of a track, one row per case she has started. */
export async function findTrackResponses(
  db: Database,
  userId: string,
  track: TrackSlug,
): Promise<CaseStudyResponseRow[]> {
  return db
    .select()
    .from(caseStudyResponses)
    .where(and(eq(caseStudyResponses.userId, userId), eq(caseStudyResponses.track, track)));
}

/** Keeps her answers; a submission is dated once, and later edits keep that date. */
export async function saveResponse(
  db: Database,
  input: {
    userId: string;
    track: TrackSlug;
    caseId: string;
    answers: Record<string, string>;
    submit: boolean;
  },
): Promise<CaseStudyResponseRow> {
  const now = new Date();
  const [row] = await db
    .insert(caseStudyResponses)
    .values({
      userId: input.userId,
      track: input.track,
      caseId: input.caseId,
      answers: input.answers,
      updatedAt: now,
      submittedAt: input.submit ? now : null,
    })
    .onConflictDoUpdate({
      target: [caseStudyResponses.userId, caseStudyResponses.track, caseStudyResponses.caseId],
      set: {
        answers: input.answers,
        updatedAt: now,
        ...(input.submit ? { submittedAt: now } : {}),
      },
    })
    .returning();
  if (!row) throw new Error('case_study_responses upsert returned no row');
  return row;
}
