import { describe, expect, it } from 'vitest';
import { COMPETENCY_IDS } from '@/server/features/resumes/analysis/competencies';
import { SIGNALS, TITLE_SIGNALS } from '@/server/features/resumes/analysis/lexicon';

/** The lexicon is content (content/lexicon/*.json): what the load cannot check alone. */
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
