import type { Database } from '../../../db/client';
import type { RoleProfiles } from '../../../lib/onet/role-profiles';
import { judgeResume } from '../analysis/analyze-resume';
import { listStatements } from './evidence-statements.queries';

/** A skill label claims a competency it covers this far, read as a line of a skills list. */
const CLAIM_AT = 0.3;

/**
 * What she said she has not done, as a test of any skill label another feature would print for
 * her (the translator's skills section): true when the label, read by the analysis as a line of a
 * skills list, claims one of those competencies ("Negotiation" after "I have not negotiated").
 */
export async function disownedSkillTest(
  db: Database,
  userId: string,
  profiles: RoleProfiles,
): Promise<(label: string) => boolean> {
  const disowned = new Set(
    (await listStatements(db, userId))
      .filter((s) => s.stance === 'have-not')
      .map((s) => s.competencyId),
  );
  if (disowned.size === 0) return () => false;
  const known = new Map<string, boolean>();
  return (label) => {
    let claims = known.get(label);
    if (claims === undefined) {
      claims = judgeResume(label, profiles, { skillsOnly: true }).some(
        (j) => disowned.has(j.competency.id) && j.fromResume >= CLAIM_AT,
      );
      known.set(label, claims);
    }
    return claims;
  };
}
