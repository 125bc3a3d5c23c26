// Builds content/onet/role-profiles.json from the O*NET 29.3 subset in content/onet/source.
// Run: npx tsx scripts/build-onet-profiles.ts [onetDir]. tests/unit/onet-profiles.test.ts checks
// the committed file still matches the source.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildRoleProfiles } from './lib/build-role-profiles';

const onetDir = path.resolve(process.argv[2] ?? 'content/onet/source');
const read = (file: string) => readFileSync(path.join(onetDir, file), 'utf8');
const profiles = buildRoleProfiles(read);
writeFileSync('content/onet/role-profiles.json', `${JSON.stringify(profiles, null, 2)}\n`);
console.log(`wrote content/onet/role-profiles.json from ${onetDir}`);
