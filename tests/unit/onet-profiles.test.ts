import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildRoleProfiles } from '../../scripts/lib/build-role-profiles';
import { loadRoleProfiles } from '@/server/lib/onet/role-profiles';

const ONET_DIR = path.resolve('content/onet/source');

describe('content/onet/role-profiles.json', () => {
  it('holds profiles for the three roles and teachers with the O*NET attribution', () => {
    const profiles = loadRoleProfiles();
    expect(profiles.attribution).toMatch(/O\*NET 29\.3 Database.*CC BY 4\.0/);
    for (const group of ['sales', 'customer_success', 'learning_development', 'teacher'] as const) {
      expect(Object.keys(profiles.profiles[group].skills)).toHaveLength(35);
      expect(profiles.profiles[group].titles.length).toBeGreaterThan(20);
    }
    expect(profiles.profiles.customer_success.titles).toContain('Customer Success Manager');
    expect(profiles.profiles.learning_development.titles).toContain('Corporate Trainer');
  });

  it('matches a fresh build from the O*NET source files in content/onet/source', () => {
    const fresh = buildRoleProfiles((file) => readFileSync(path.join(ONET_DIR, file), 'utf8'));
    expect(fresh).toEqual(loadRoleProfiles());
  });
});
