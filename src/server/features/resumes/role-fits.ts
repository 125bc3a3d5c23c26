import type { RoleFit } from '@/shared/contracts/resumes';
import type { Database } from '../../db/client';
import type { RoleProfiles } from '../../lib/onet/role-profiles';
import { analyzeResume } from './analysis/analyze-resume';
import { findLatestResume } from './resumes.queries';

/** Her fit for each role as her latest resume's analysis has it; null without a resume. */
export async function latestRoleFits(db: Database, userId: string): Promise<RoleFit[] | null> {
  return (await findLatestResume(db, userId))?.analysis.roles ?? null;
}

/**
 * Her fit for each role: from her latest resume, or, without one, from the skills she listed
 * (each read as a line of a resume), so a path still says what she brings and lacks.
 */
export async function roleFitsFor(
  db: Database,
  userId: string,
  listedSkills: string[],
  profiles: RoleProfiles,
): Promise<RoleFit[]> {
  return (
    (await latestRoleFits(db, userId)) ??
    analyzeResume(listedSkills.join('\n'), profiles, { skillsOnly: true }).roles
  );
}
