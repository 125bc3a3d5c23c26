import { describe, expect, it } from 'vitest';
import { loadContent } from '@/server/content/load-content';
import { COMPETENCIES, COMPETENCY_IDS } from '@/server/features/resumes/analysis/competencies';
import { SIGNALS, TITLE_SIGNALS } from '@/server/features/resumes/analysis/lexicon';

/** The lexicon and the competencies are content: what their loads cannot check alone. */
describe('the lexicon content', () => {
  it('supports only competencies the analysis scores', () => {
    const unknown = [...SIGNALS, ...TITLE_SIGNALS].flatMap((signal) =>
      Object.keys(signal.supports)
        .filter((id) => !COMPETENCY_IDS.has(id))
        .map((id) => `${signal.id}: ${id}`),
    );
    expect(unknown).toEqual([]);
  });

  it('expands named parts and keeps word boundaries, so "onboarded 12 new hires" is training', () => {
    const staff = SIGNALS.find((s) => s.id === 'staff-onboarding')!;
    expect(staff.patterns.some((p) => p.test('Onboarded 12 new hires each summer'))).toBe(true);
    expect(staff.patterns.every((p) => !p.source.includes('{{'))).toBe(true);
    const sales = SIGNALS.find((s) => s.id === 'sales-experience')!;
    // "sold" as a word, not inside "soldier".
    expect(sales.patterns.some((p) => p.test('Sold 40 memberships'))).toBe(true);
    expect(sales.patterns.some((p) => p.test('Army soldier'))).toBe(false);
  });

  it('reads case-sensitive words as written: the acronym AE, not the word "ae"', () => {
    const sales = SIGNALS.find((s) => s.id === 'sales-experience')!;
    expect(sales.patterns.some((p) => p.test('Promoted to AE in 2021'))).toBe(true);
    expect(sales.patterns.some((p) => p.test('the ae diphthong'))).toBe(false);
  });
});

describe('the competencies content', () => {
  it('names, for every competency, a module of its own track that teaches it', () => {
    const { miniCourses } = loadContent();
    const untaught = COMPETENCIES.filter((c) => {
      const track = c.role.replace('_', '-') as keyof typeof miniCourses;
      return !miniCourses[track].modules.some((m) => m.id === c.module);
    }).map((c) => `${c.id}: module ${c.module}`);
    expect(untaught).toEqual([]);
  });

  it('covers the three roles, each with its role-defining experience (emphasis 2)', () => {
    for (const role of ['sales', 'customer_success', 'learning_development'] as const) {
      const ofRole = COMPETENCIES.filter((c) => c.role === role);
      expect(ofRole.length).toBeGreaterThanOrEqual(8);
      expect(ofRole.some((c) => c.emphasis === 2)).toBe(true);
    }
  });
});
