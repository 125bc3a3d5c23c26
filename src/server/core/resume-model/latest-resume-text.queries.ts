import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { resumes } from '../../db/schema';

/**
 * Her latest resume's text and analysis, undefined without one: the evidence bank (resumes) and
 * the translator read it.
 */
export async function latestResumeText(db: Database, userId: string) {
  const [row] = await db
    .select({
      text: resumes.text,
      analysis: resumes.analysis,
      sha256: resumes.sha256,
      fileName: resumes.fileName,
      uploadedAt: resumes.uploadedAt,
    })
    .from(resumes)
    .where(eq(resumes.userId, userId))
    .limit(1);
  return row;
}

export type LatestResumeText = NonNullable<Awaited<ReturnType<typeof latestResumeText>>>;
