import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_DIR } from '../paths';

/**
 * O*NET-derived role profiles (content/onet/role-profiles.json, built by
 * scripts/build-onet-profiles.ts from the O*NET 29.3 subset in content/onet/source).
 */

export const ONET_ATTRIBUTION =
  'This page includes information from the O*NET 29.3 Database by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. O*NET® is a trademark of USDOL/ETA.';

/** The role profiles and the teacher profile the analysis compares against. */
export type ProfileGroup = 'sales' | 'customer_success' | 'learning_development' | 'teacher';

export interface RoleProfile {
  occupations: { code: string; title: string }[];
  /** O*NET element id -> { name, importance (1-5, mean over the rated occupations) }. */
  skills: Record<string, { name: string; importance: number }>;
  knowledge: Record<string, { name: string; importance: number }>;
  /** Technology examples O*NET marks as hot or in demand for these occupations. */
  hotTechnologies: string[];
  /** Alternate and reported titles, without O*NET's parenthetical long forms. */
  titles: string[];
}

export interface RoleProfiles {
  source: string;
  attribution: string;
  profiles: Record<ProfileGroup, RoleProfile>;
}

let cached: RoleProfiles | undefined;

/** The committed O*NET-derived profiles (content/onet/role-profiles.json). */
export function loadRoleProfiles(): RoleProfiles {
  cached ??= JSON.parse(
    readFileSync(path.join(CONTENT_DIR, 'onet', 'role-profiles.json'), 'utf8'),
  ) as RoleProfiles;
  return cached;
}
