import type { RoleFit } from '@/shared/contracts/resumes';
import type { Content } from '../../content/load-content';
import type { Database } from '../../db/client';
import type { RoleProfiles } from '../../lib/onet/role-profiles';
import { analyzeResume } from './analysis/analyze-resume';
import { readLatestResume } from './latest-resume';
import { beyondResumeOf } from './verified-learning';

/**
 * Her fit for each role: from her latest resume, or, without one, from the skills she listed
 * (each read as a listed skill), so a path still says what she brings and lacks. Either way what
 * she proved in the app (modules completed, assessments passed) counts as verified evidence, and
 * what she said about a verdict ("I have done this: here is where", or not) overrides it.
 */
export async function roleFitsFor(
  db: Database,
  content: Content,
  userId: string,
  listedSkills: string[],
  profiles: RoleProfiles,
): Promise<RoleFit[]> {
  const beyond = beyondResumeOf(db, content, userId);
  return (
    (await readLatestResume(db, userId, profiles, beyond))?.analysis.roles ??
    analyzeResume(listedSkills.join('\n'), profiles, { skillsOnly: true, ...(await beyond) }).roles
  );
}

/** Her fit for each role from her latest resume and what she proved; null without a resume. */
export async function latestRoleFits(
  db: Database,
  content: Content,
  userId: string,
  profiles: RoleProfiles,
): Promise<RoleFit[] | null> {
  const beyond = beyondResumeOf(db, content, userId);
  return (await readLatestResume(db, userId, profiles, beyond))?.analysis.roles ?? null;
}
