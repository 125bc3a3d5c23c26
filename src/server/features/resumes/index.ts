/** What other features may use of her resume (eslint.config.js: only through this file). */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { resumes } from '../../db/schema';

export { latestRoleFits, roleFitsFor } from './role-fits';
/** Her resume's structure: the one reading of it every feature uses. */
export {
  nameOf,
  parseResumeLayout,
  readResumeStructure,
  type ExperienceBlock,
  type ResumeLayout,
  type ResumeStructure,
  type StructuredJob,
} from './analysis/resume-structure';
export { parseDateRange } from './analysis/document';

/** Her latest resume's text and analysis (the resume translator reads them); undefined without one. */
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

export { disownedSkillTest } from './evidence/disowned-skills';
