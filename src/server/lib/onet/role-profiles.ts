import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_DIR } from '../paths';
import type { ProfileGroup, RoleProfile, RoleProfiles } from './build-role-profiles';

export type { ProfileGroup, RoleProfile, RoleProfiles };
export { ONET_ATTRIBUTION } from './build-role-profiles';

let cached: RoleProfiles | undefined;

/** The committed O*NET-derived profiles (content/onet/role-profiles.json). */
export function loadRoleProfiles(): RoleProfiles {
  cached ??= JSON.parse(
    readFileSync(path.join(CONTENT_DIR, 'onet', 'role-profiles.json'), 'utf8'),
  ) as RoleProfiles;
  return cached;
}
