import { describe, expect, it } from 'vitest';
import { followUpState, localDay } from '@/client/features/applications/lib/follow-up';

describe('followUpState', () => {
  const today = '2027-03-10';

  it('marks a follow-up today as due, an earlier one overdue and a later one upcoming', () => {
    expect(followUpState('2027-03-10', 'applied', today)).toBe('due');
    expect(followUpState('2027-03-02', 'interviewing', today)).toBe('overdue');
    expect(followUpState('2027-03-11', 'saved', today)).toBe('upcoming');
  });

  it('has nothing to chase without a date or once the application is closed', () => {
    expect(followUpState(null, 'applied', today)).toBeNull();
    for (const stage of ['accepted', 'rejected', 'withdrawn'] as const) {
      expect(followUpState('2027-03-02', stage, today)).toBeNull();
    }
  });
});

describe('localDay', () => {
  it('writes the calendar day in the browser time zone as YYYY-MM-DD', () => {
    expect(localDay(new Date(2027, 0, 5, 23, 30))).toBe('2027-01-05');
  });
});
