import type { RoleFit } from '@/shared/contracts/resumes';
import type { Database } from '../../db/client';
import { loadRoleProfiles, type RoleProfiles } from '../../lib/onet/role-profiles';
import { analyzeResume } from './analysis/analyze-resume';
import { readLatestResume } from './latest-resume';

/** Her fit for each role as her latest resume's (up-to-date) analysis has it; null without a resume. */
export async function latestRoleFits(db: Database, userId: string): Promise<RoleFit[] | null> {
  return (await readLatestResume(db, userId, loadRoleProfiles()))?.analysis.roles ?? null;
}

/**
 * Her fit for each role: from her latest resume, or, without one, from the skills she listed
 * (each read as a listed skill), so a path still says what she brings and lacks.
 */
export async function roleFitsFor(
  db: Database,
  userId: string,
  listedSkills: string[],
  profiles: RoleProfiles,
): Promise<RoleFit[]> {
  return (
    (await readLatestResume(db, userId, profiles))?.analysis.roles ??
    analyzeResume(listedSkills.join('\n'), profiles, { skillsOnly: true }).roles
  );
}
