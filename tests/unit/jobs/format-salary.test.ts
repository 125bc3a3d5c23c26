import { describe, expect, it } from 'vitest';
import type { Salary } from '@/shared/contracts/jobs';
import { formatSalaryRange } from '@/server/features/jobs/format-salary';

const pay = (
  min: number | null,
  max: number | null,
  currency: string | null,
  interval: Salary['interval'],
  estimated = false,
): Salary => ({ min, max, currency, interval, estimated });

describe('formatSalaryRange', () => {
  it.each<[Salary | null, string | null]>([
    [pay(60_000, 80_000, 'USD', 'year'), '$60,000 – $80,000 a year'],
    [pay(34.62, 34.62, 'USD', 'hour'), '$34.62 an hour'],
    [pay(50_000, null, null, null, true), 'From $50,000 (estimated)'],
    [pay(null, 4_000, 'EUR', 'month'), 'Up to €4,000 a month'],
    [pay(55_000, 65_000, 'GBP', 'year'), '£55,000 – £65,000 a year'],
    [pay(null, null, 'USD', 'year'), null],
    [null, null],
  ])('formats %j as %j', (salary, expected) => {
    expect(formatSalaryRange(salary)).toBe(expected);
  });

  it('writes a currency Intl does not know after the amount, every time it is asked', () => {
    for (let i = 0; i < 3; i++)
      expect(formatSalaryRange(pay(1_000, 2_000, 'ZZZZ', 'year'))).toBe(
        '1,000 ZZZZ – 2,000 ZZZZ a year',
      );
  });
});
