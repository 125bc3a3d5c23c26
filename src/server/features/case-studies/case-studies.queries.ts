import { and, eq } from 'drizzle-orm';
import type { TrackSlug } from '@/shared/constants';
import type { Database } from '../../db/client';
import { caseStudyResponses } from '../../db/schema';

export type CaseStudyResponseRow = typeof caseStudyResponses.$inferSelect;

export async function findResponse(
  db: Database,
  userId: string,
  track: TrackSlug,
): Promise<CaseStudyResponseRow | undefined> {
  const [row] = await db
    .select()
    .from(caseStudyResponses)
    .where(and(eq(caseStudyResponses.userId, userId), eq(caseStudyResponses.track, track)));
  return row;
}

/** Keeps her answers; a submission is dated once, and later edits keep that date. */
export async function saveResponse(
  db: Database,
  input: { userId: string; track: TrackSlug; answers: Record<string, string>; submit: boolean },
): Promise<CaseStudyResponseRow> {
  const now = new Date();
  const [row] = await db
    .insert(caseStudyResponses)
    .values({
      userId: input.userId,
      track: input.track,
      answers: input.answers,
      updatedAt: now,
      submittedAt: input.submit ? now : null,
    })
    .onConflictDoUpdate({
      target: [caseStudyResponses.userId, caseStudyResponses.track],
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
