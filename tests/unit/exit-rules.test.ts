import { describe, expect, it } from 'vitest';
import { loadExitRules } from '@/server/content/load-exit-rules';
import { penaltyFreeResignationDate } from '@/server/features/exit-planner/resignation-deadline';

describe('exit rules content', () => {
  const rules = loadExitRules();

  it('Texas is covered, every rule has a source checked on a date', () => {
    const tx = rules.get('TX');
    expect(tx?.deadline).toEqual({ kind: 'days-before-first-day-of-instruction', days: 45 });
    for (const rule of rules.values()) {
      for (const source of rule.sources) {
        expect(source.url).toMatch(/^https:\/\//);
        expect(source.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });

  it('the Texas deadline is the 45th day before the first day of instruction', () => {
    const tx = rules.get('TX');
    if (!tx) throw new Error('no Texas rule');
    // 2027-08-18 minus 45 days: 18 days back is Jul 31, 27 more is Jul 4 (18 + 27 = 45).
    expect(penaltyFreeResignationDate(tx, '2027-08-18')).toBe('2027-07-04');
    // Across a leap day: 2028-03-15 minus 45 days = 2028-01-30 (15 back is Feb 29, 29 more is Jan 31, 1 more: 15 + 29 + 1 = 45).
    expect(penaltyFreeResignationDate(tx, '2028-03-15')).toBe('2028-01-30');
  });
});
