import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROLE_NAMES } from '@/shared/constants';
import { ResumeAnalysisSchema } from '@/shared/contracts/resumes';
import {
  analyzeResume,
  competencyWeight,
  fallbackRole,
  MIN_BEST_FIT_SCORE,
} from '@/server/features/resumes/analysis/analyze-resume';
import { COMPETENCIES } from '@/server/features/resumes/analysis/competencies';
import { SIGNALS } from '@/server/features/resumes/analysis/lexicon';
import { cleanText } from '@/server/features/resumes/extraction/clean-text';
import { loadRoleProfiles } from '@/server/lib/onet/role-profiles';

const FIXTURES = path.resolve('tests/fixtures/resumes');
interface Case {
  file: string;
  expectedBestFit: string | null;
  expectedYearsExperienceMin: number | null;
  expectedYearsExperienceMax: number | null;
  currentTitle: string | null;
  why: string;
}
const cases = JSON.parse(readFileSync(path.join(FIXTURES, 'manifest.json'), 'utf8')) as Case[];
const profiles = loadRoleProfiles();
const oneLine = (text: string) => text.replace(/\s+/g, ' ');
const analyse = (file: string) => {
  const text = cleanText(readFileSync(path.join(FIXTURES, file), 'utf8'));
  return { text, analysis: analyzeResume(text, profiles) };
};

describe('resume analysis on realistic resumes', () => {
  it('has at least 12 resumes covering every role, non-teachers and a resume with no signal', () => {
    expect(cases.length).toBeGreaterThanOrEqual(12);
    for (const role of [...ROLE_NAMES, null])
      expect(cases.some((c) => c.expectedBestFit === role)).toBe(true);
  });

  it.each(cases.map((c) => [c.file, c.expectedBestFit, c] as const))(
    '%s -> %s',
    (file, expected, c) => {
      const { text, analysis } = analyse(file);
      expect(() => ResumeAnalysisSchema.parse(analysis)).not.toThrow();
      expect(analysis.bestFitRole, c.why).toBe(expected);
      expect(analysis.roles.map((r) => r.role).sort()).toEqual([...ROLE_NAMES].sort());
      // Roles come best first.
      expect(analysis.roles.map((r) => r.score)).toEqual(
        [...analysis.roles.map((r) => r.score)].sort((a, b) => b - a),
      );
      if (expected) {
        const best = analysis.roles[0]!;
        expect(best.role).toBe(expected);
        expect(best.evidence.length).toBeGreaterThanOrEqual(2);
        // Evidence quotes the resume word for word (a hard-wrapped line joined with one space).
        for (const e of best.evidence) expect(oneLine(text)).toContain(e.quote);
        for (const s of best.strengths) if (s.quote) expect(oneLine(text)).toContain(s.quote);
        expect(analysis.summary).toContain(expected);
      } else {
        expect(analysis.roles[0]!.score).toBeLessThan(MIN_BEST_FIT_SCORE);
      }
      if (c.expectedYearsExperienceMin !== null && c.expectedYearsExperienceMax !== null) {
        expect(analysis.yearsExperience).toBeGreaterThanOrEqual(c.expectedYearsExperienceMin);
        expect(analysis.yearsExperience).toBeLessThanOrEqual(c.expectedYearsExperienceMax);
      }
      if (c.currentTitle)
        expect(c.currentTitle.startsWith(analysis.extractedRole ?? '<none>')).toBe(true);
    },
  );

  it('names gaps with a way to close each, for the roles a teacher is weakest in', () => {
    const { analysis } = analyse('teacher-generic-elementary.txt');
    const sales = analysis.roles.find((r) => r.role === 'Sales Representative')!;
    expect(sales.gaps.length).toBeGreaterThan(0);
    for (const gap of sales.gaps) {
      expect(gap.why.length).toBeGreaterThan(20);
      expect(gap.howToClose.length).toBeGreaterThan(20);
    }
    expect(sales.gaps.map((g) => g.skill)).toContain('Sales, fundraising or revenue results');
  });

  it('moves a teacher towards Sales or Customer Success when sales or customer language is added', () => {
    const base = `Jamie Park
EXPERIENCE
4th Grade Teacher | Oak Elementary | 2015 - Present
- Taught reading and math to 26 students with differentiated instruction
- Held parent-teacher conferences and used benchmark data to plan small-group instruction`;
    const plain = analyzeResume(base, profiles);
    const withSales = analyzeResume(
      `${base}\n- Led the PTA fundraiser, which raised $18,000 from 40 local business sponsors\nSales Associate | Best Buy | Summers 2016 - 2019\n- Exceeded monthly sales targets and upsold protection plans`,
      profiles,
    );
    const withCustomers = analyzeResume(
      `${base}\nCustomer Service Representative | City Bank | 2010 - 2015\n- Helped 50 customers a day and resolved account issues and complaints\n- Managed client relationships for small-business accounts`,
      profiles,
    );
    expect(plain.bestFitRole).toBe('Learning & Development Specialist');
    expect(withSales.bestFitRole).toBe('Sales Representative');
    expect(withCustomers.bestFitRole).toBe('Customer Success Manager');
  });
});

describe('O*NET grounding', () => {
  it('weights every competency by an O*NET element rated for its role', () => {
    for (const competency of COMPETENCIES)
      expect(competencyWeight(competency, profiles)).toBeGreaterThan(0);
  });

  it('shows why plain importance profiles are not enough: they rate teaching closest to L&D', () => {
    const teacher = profiles.profiles.teacher.skills;
    const distance = (group: 'sales' | 'customer_success' | 'learning_development') => {
      const role = profiles.profiles[group].skills;
      return Object.keys(teacher).reduce(
        (sum, id) => sum + Math.abs((teacher[id]?.importance ?? 0) - (role[id]?.importance ?? 0)),
        0,
      );
    };
    expect(distance('learning_development')).toBeLessThan(distance('customer_success'));
    expect(distance('learning_development')).toBeLessThan(distance('sales'));
  });

  it('only supports competencies that exist', () => {
    const ids = new Set(COMPETENCIES.map((c) => c.id));
    for (const signal of SIGNALS)
      for (const id of Object.keys(signal.supports))
        expect(ids, `${signal.id} -> ${id}`).toContain(id);
  });
});

describe('fallbackRole (spec part-1 §4)', () => {
  it.each([
    [['Teaching', 'Sales'], 'Learning & Development Specialist'],
    [['Curriculum design'], 'Learning & Development Specialist'],
    [['Customer service', 'Negotiation'], 'Customer Success Manager'],
    [['Relationship building'], 'Customer Success Manager'],
    [['Selling', 'Revenue growth'], 'Sales Representative'],
    [['Business development'], 'Sales Representative'],
    [['Forklift operation'], 'Learning & Development Specialist'],
    [[], 'Learning & Development Specialist'],
  ])('%j -> %s', (skills, role) => {
    expect(fallbackRole(skills)).toBe(role);
  });
});
