import { describe, expect, it } from 'vitest';
import { loadExitRules } from '@/server/content/load-exit-rules';
import { buildTimeline } from '@/server/features/exit-planner/build-timeline';
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

describe('buildTimeline', () => {
  const rules = loadExitRules();

  it('uses the Texas rule with its source when she has no clause', () => {
    const t = buildTimeline({ state: 'tx', firstDayOfInstruction: '2027-08-18' }, rules);
    const deadline = t.entries.find((e) => e.kind === 'resignation-deadline');
    expect(deadline?.on).toBe('2027-07-04');
    expect(deadline?.source.url).toMatch(/statutes\.capitol\.texas\.gov/);
    expect(deadline?.source.checkedOn).toBe('2026-11-28');
    expect(t.stateCovered).toBe(true);
  });

  it('her contract clause wins over the state rule', () => {
    const t = buildTimeline(
      {
        state: 'TX',
        firstDayOfInstruction: '2027-08-18',
        customClause: { resignBy: '2027-05-15', after: 'damages of $1,500' },
      },
      rules,
    );
    const deadline = t.entries.find((e) => e.kind === 'resignation-deadline');
    expect(deadline?.on).toBe('2027-05-15');
    expect(deadline?.source.label).toBe('Your contract');
    expect(deadline?.detail).toContain('damages of $1,500');
  });

  it('a state we do not cover works from her clause and says so', () => {
    const t = buildTimeline(
      {
        state: 'OH',
        firstDayOfInstruction: '2027-08-20',
        customClause: { resignBy: '2027-07-10', after: 'the board must agree' },
      },
      rules,
    );
    expect(t.stateCovered).toBe(false);
    expect(t.entries.find((e) => e.kind === 'resignation-deadline')?.on).toBe('2027-07-10');
    expect(t.warnings.join(' ')).toMatch(/no sourced rule for OH/);
  });

  it('warns when the target start falls after the penalty-free day and before school starts', () => {
    const t = buildTimeline(
      { state: 'TX', firstDayOfInstruction: '2027-08-18', targetStart: '2027-08-02' },
      rules,
    );
    // Apply window: 61 days before Aug 2 = Jun 2 (2 back is Jul 31, 30 more is Jul 1, 29 more Jun 2).
    expect(t.entries.find((e) => e.kind === 'apply-window-opens')?.on).toBe('2027-06-02');
    expect(t.warnings.join(' ')).toMatch(
      /after your last penalty-free day to resign \(2027-07-04\)/,
    );
    expect(t.entries.map((e) => e.on)).toEqual(['2027-06-02', '2027-07-04', '2027-08-02']);
  });
});

describe('buildTimeline: pay, health cover and pension', () => {
  const rules = loadExitRules();

  it('dates her last paycheck, her cover ending at the end of that month, and warns of the gap', () => {
    const t = buildTimeline(
      {
        state: 'TX',
        firstDayOfInstruction: '2027-08-18',
        paySchedule: '10-month',
        lastPaycheckOn: '2027-06-25',
        insuranceEnds: 'end-of-month',
        targetStart: '2027-07-19',
      },
      rules,
    );
    expect(t.entries.find((e) => e.kind === 'last-paycheck')?.detail).toMatch(/no summer pay/);
    expect(t.entries.find((e) => e.kind === 'insurance-ends')?.on).toBe('2027-06-30');
    // Jun 30 to Jul 19 is 19 days.
    expect(t.warnings.join(' ')).toMatch(/ends on 2027-06-30, 19 days before your target start/);
  });

  it('cover ending at the end of August falls in the summer before school starts', () => {
    const t = buildTimeline(
      { state: 'TX', firstDayOfInstruction: '2027-08-18', insuranceEnds: 'end-of-august' },
      rules,
    );
    expect(t.entries.find((e) => e.kind === 'insurance-ends')?.on).toBe('2027-08-31');
  });

  it('dates vesting when she is close, and says how many months away it is', () => {
    const t = buildTimeline(
      {
        state: 'TX',
        firstDayOfInstruction: '2027-08-18',
        lastDayOfSchool: '2027-05-28',
        yearsOfService: 4,
        vestingYears: 5,
      },
      rules,
      '2026-11-28',
    );
    const vesting = t.entries.find((e) => e.kind === 'vesting');
    // One more year after this one: the end of the 2027-28 year, a year after 2027-05-28.
    expect(vesting?.on).toBe('2028-05-28');
    // 2026-11-28 to 2028-05-28 is 547 days = 17.97 months, so 18.
    expect(vesting?.detail).toMatch(/You vest in 18 months if you teach 1 more year/);
    expect(t.warnings.join(' ')).toMatch(/1 year from vesting/);
  });

  it('leaves vesting out when she is vested or far from it', () => {
    for (const yearsOfService of [5, 1]) {
      const t = buildTimeline(
        { state: 'TX', firstDayOfInstruction: '2027-08-18', yearsOfService, vestingYears: 5 },
        rules,
        '2026-11-28',
      );
      expect(t.entries.some((e) => e.kind === 'vesting')).toBe(false);
    }
  });
});
