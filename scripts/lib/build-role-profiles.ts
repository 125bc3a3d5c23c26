/**
 * Turns the O*NET 29.3 TSV subset into per-role profiles: mean importance of each skill and
 * knowledge area over the role's occupations, its hot technologies, and the titles people use.
 * The occupation blends follow content/onet/source/README.md: 41-3091 has no ratings, so Sales
 * uses the wholesale/technical reps and telemarketers (O*NET's home of "Inside Sales
 * Representative"); Customer Success blends the four codes that hold CSM-like titles.
 */
import {
  ONET_ATTRIBUTION,
  type ProfileGroup,
  type RoleProfile,
  type RoleProfiles,
} from '../../src/server/lib/onet/role-profiles';

export const PROFILE_GROUPS = {
  sales: {
    rated: ['41-4012.00', '41-4011.00', '41-9041.00'],
    titles: ['41-3091.00', '41-4012.00', '41-4011.00', '41-9041.00'],
  },
  customer_success: {
    rated: ['43-4051.00', '43-1011.00', '11-2022.00', '13-1111.00'],
    titles: ['43-4051.00', '11-2022.00'],
  },
  learning_development: {
    rated: ['13-1151.00', '11-3131.00', '25-9031.00'],
    titles: ['13-1151.00', '11-3131.00', '25-9031.00'],
  },
  teacher: {
    rated: ['25-2021.00', '25-2022.00', '25-2031.00', '25-2057.00'],
    titles: [
      '25-2011.00',
      '25-2012.00',
      '25-2021.00',
      '25-2022.00',
      '25-2031.00',
      '25-2032.00',
      '25-2056.00',
      '25-2057.00',
      '25-2058.00',
      '25-3011.00',
      '25-3021.00',
      '25-3031.00',
      '25-3041.00',
      '25-9042.00',
    ],
  },
} as const;

/** Titles O*NET files under CSM-like codes that name the role itself (43-1011 holds them). */
const CSM_TITLES_FROM_SUPERVISORS = [
  'Customer Success Manager',
  'Client Success Manager',
  'Customer Experience Manager',
];

function parseTsv(text: string): Record<string, string>[] {
  const [header, ...lines] = text.replace(/\r/g, '').split('\n').filter(Boolean);
  const columns = (header ?? '').split('\t');
  return lines.map((line) => {
    const cells = line.split('\t');
    return Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? '']));
  });
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function importanceTable(rows: Record<string, string>[], codes: readonly string[]) {
  const sums = new Map<string, { name: string; total: number; count: number }>();
  for (const row of rows) {
    if (row['Scale ID'] !== 'IM' || !codes.includes(row['O*NET-SOC Code'] ?? '')) continue;
    const id = row['Element ID'] ?? '';
    const entry = sums.get(id) ?? { name: row['Element Name'] ?? id, total: 0, count: 0 };
    entry.total += Number(row['Data Value']);
    entry.count += 1;
    sums.set(id, entry);
  }
  return Object.fromEntries(
    [...sums.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([id, e]) => [id, { name: e.name, importance: round2(e.total / e.count) }]),
  );
}

const cleanTitle = (title: string) =>
  title
    .replace(/\s*\([^)]*\)\s*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export function buildRoleProfiles(read: (file: string) => string): RoleProfiles {
  const occupations = parseTsv(read('Occupation Data.tsv'));
  const skills = parseTsv(read('Skills.tsv'));
  const knowledge = parseTsv(read('Knowledge.tsv'));
  const technology = parseTsv(read('Technology Skills.tsv'));
  const alternate = parseTsv(read('Alternate Titles.tsv'));
  const reported = parseTsv(read('Sample of Reported Titles.tsv'));

  const profiles = Object.fromEntries(
    (Object.keys(PROFILE_GROUPS) as ProfileGroup[]).map((group) => {
      const { rated, titles: titleCodes } = PROFILE_GROUPS[group];
      const allCodes = [...new Set<string>([...rated, ...titleCodes])];
      const hot = new Set<string>();
      for (const row of technology) {
        if (
          allCodes.includes(row['O*NET-SOC Code'] ?? '') &&
          (row['Hot Technology'] === 'Y' || row['In Demand'] === 'Y')
        ) {
          hot.add(row.Example ?? '');
        }
      }
      const titles = new Set<string>();
      for (const row of [...alternate, ...reported]) {
        if (!(titleCodes as readonly string[]).includes(row['O*NET-SOC Code'] ?? '')) continue;
        const title = cleanTitle(row['Alternate Title'] ?? row['Reported Job Title'] ?? '');
        if (title) titles.add(title);
      }
      if (group === 'customer_success') for (const t of CSM_TITLES_FROM_SUPERVISORS) titles.add(t);
      const profile: RoleProfile = {
        occupations: allCodes.map((code) => ({
          code,
          title: occupations.find((o) => o['O*NET-SOC Code'] === code)?.Title ?? code,
        })),
        skills: importanceTable(skills, rated),
        knowledge: importanceTable(knowledge, rated),
        hotTechnologies: [...hot].filter(Boolean).sort(),
        titles: [...titles].sort(),
      };
      return [group, profile];
    }),
  ) as Record<ProfileGroup, RoleProfile>;

  return {
    source: 'O*NET 29.3 Database (May 2025), subset in content/onet/source',
    attribution: ONET_ATTRIBUTION,
    profiles,
  };
}
