import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadContent } from '@/server/content/load-content';
import { analyzeResume } from '@/server/features/resumes/analysis/analyze-resume';
import { verifiedSkillsFrom } from '@/server/features/resumes/verified-learning';
import { loadRoleProfiles } from '@/server/lib/onet/role-profiles';

const profiles = loadRoleProfiles();
const content = loadContent();
const resume = readFileSync('tests/fixtures/resumes/teacher-generic-elementary.txt', 'utf8');
const cs = (analysis: ReturnType<typeof analyzeResume>) =>
  analysis.roles.find((r) => r.role === 'Customer Success Manager')!;

describe('verified skills (what she proved in the app) in the analysis', () => {
  const before = analyzeResume(resume, profiles);

  it('raises her fit for the track she passed, says so in the evidence, and keeps her resume score', () => {
    const verified = verifiedSkillsFrom(content, {
      completed: new Map([['customer-success', [1, 2, 3, 4, 5]]]),
      bestPass: new Map([['customer-success', 87]]),
    });
    const after = analyzeResume(resume, profiles, { verified });
    expect(cs(after).score).toBeGreaterThan(cs(before).score);
    expect(cs(after).scoreFromResume).toBe(cs(before).score);
    expect(cs(after).evidence).toContainEqual(
      expect.objectContaining({
        quote: 'Verified: passed the Customer Success assessment, 87%',
        verified: true,
      }),
    );
    // Her own lines still lead; the other roles do not move.
    expect(cs(after).evidence[0]?.verified).toBeUndefined();
    const sales = (a: ReturnType<typeof analyzeResume>) =>
      a.roles.find((r) => r.role === 'Sales Representative')!;
    expect(sales(after).score).toBe(sales(before).score);
    expect(sales(after).scoreFromResume).toBeUndefined();
  });

  it('drops the gap a completed module closes, and no other', () => {
    const gap = cs(before).gaps[0]!;
    expect(gap.moduleId).toEqual(expect.any(Number));
    const verified = verifiedSkillsFrom(content, {
      completed: new Map([['customer-success', [gap.moduleId!]]]),
      bestPass: new Map(),
    });
    expect(verified.length).toBeGreaterThan(0);
    const after = analyzeResume(resume, profiles, { verified });
    expect(cs(after).gaps.map((g) => g.skill)).not.toContain(gap.skill);
    expect(cs(after).gaps.length).toBeGreaterThan(0);
    expect(
      cs(after).evidence.some((e) =>
        e.quote.startsWith('Verified: completed Customer Success Module'),
      ),
    ).toBe(true);
  });

  it('verifies more strongly the higher she scored', () => {
    const at = (score: number) =>
      cs(
        analyzeResume(resume, profiles, {
          verified: verifiedSkillsFrom(content, {
            completed: new Map(),
            bestPass: new Map([['customer-success', score]]),
          }),
        }),
      ).score;
    expect(at(100)).toBeGreaterThan(at(70));
    expect(at(70)).toBeGreaterThan(cs(before).score);
  });
});

describe('the analysis is kept by its inputs', () => {
  it('answers the same inputs with the kept result, and anything she proved or disowned anew afresh', () => {
    const first = analyzeResume(resume, profiles);
    expect(analyzeResume(resume, profiles)).toBe(first);
    expect(analyzeResume(`${resume}\n`, profiles)).not.toBe(first);

    const verified = verifiedSkillsFrom(content, {
      completed: new Map([['customer-success', [1]]]),
      bestPass: new Map(),
    });
    const withModule = analyzeResume(resume, profiles, { verified });
    expect(withModule).not.toBe(first);
    expect(analyzeResume(resume, profiles, { verified: [...verified] })).toBe(withModule);
    const stronger = verified.map((skill) => ({ ...skill, strength: skill.strength + 0.1 }));
    expect(analyzeResume(resume, profiles, { verified: stronger })).not.toBe(withModule);

    const disowned = analyzeResume(resume, profiles, { disowned: new Set(['cs.communication']) });
    expect(disowned).not.toBe(first);
    expect(analyzeResume(resume, profiles, { disowned: new Set(['cs.communication']) })).toBe(
      disowned,
    );
  });
});
