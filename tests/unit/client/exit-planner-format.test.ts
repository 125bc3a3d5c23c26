import { describe, expect, it } from 'vitest';
import {
  dollars,
  dollarsAndCents,
  localToday,
  longDate,
  nextDate,
} from '@/client/features/exit-planner/lib/format';

describe('exit planner formatting', () => {
  it('reads a plan date as a calendar day, whatever the time zone', () => {
    expect(longDate('2027-07-04')).toBe('Sunday, July 4, 2027');
    expect(localToday(new Date(2027, 0, 5, 23, 30))).toBe('2027-01-05');
  });

  it('finds the next date from today on, today included', () => {
    const entries = [{ on: '2027-05-28' }, { on: '2027-07-04' }, { on: '2027-08-31' }];
    expect(nextDate(entries, '2027-07-04')).toEqual({ on: '2027-07-04' });
    expect(nextDate(entries, '2027-07-05')).toEqual({ on: '2027-08-31' });
    expect(nextDate(entries, '2027-09-01')).toBeUndefined();
  });

  it('writes money as she reads it, with a real minus sign', () => {
    expect(dollars(62_000.4)).toBe('$62,000');
    expect(dollars(-2_101.2)).toBe('−$2,101');
    expect(dollarsAndCents(31.016)).toBe('$31.02');
  });
});
