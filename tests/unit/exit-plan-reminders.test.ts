import { describe, expect, it } from 'vitest';
import { loadExitRules } from '@/server/content/load-exit-rules';
import { buildTimeline } from '@/server/features/exit-planner/build-timeline';
import { dueReminders } from '@/server/features/exit-planner/due-reminders';
import { clockIn } from '@/server/lib/her-clock';

const rules = loadExitRules();
// Texas: resign by 2027-07-04 (45 days before Aug 18); cover ends Aug 31; paid last on Jun 25;
// apply from 2027-06-02 (61 days before Aug 2); she vests a year after May 28.
const timeline = buildTimeline(
  {
    state: 'TX',
    firstDayOfInstruction: '2027-08-18',
    lastDayOfSchool: '2027-05-28',
    paySchedule: '10-month',
    lastPaycheckOn: '2027-06-25',
    insuranceEnds: 'end-of-august',
    targetStart: '2027-08-02',
    yearsOfService: 4,
    vestingYears: 5,
  },
  rules,
  '2027-01-01',
).entries;
const due = (today: string) =>
  dueReminders(timeline, today).map(({ entry, sentFor }) => `${entry.kind} ${sentFor}`);

describe('dueReminders', () => {
  it('names a key date exactly a week ahead and on the day, not the days between', () => {
    expect(due('2027-06-27')).toEqual(['resignation-deadline week-before']);
    expect(due('2027-06-28')).toEqual([]);
    expect(due('2027-07-03')).toEqual([]);
    expect(due('2027-07-04')).toEqual(['resignation-deadline day-of']);
  });

  it('covers the apply window, the last paycheck, the end of cover and vesting', () => {
    expect(due('2027-05-26')).toEqual(['apply-window-opens week-before']);
    expect(due('2027-06-02')).toEqual(['apply-window-opens day-of']);
    expect(due('2027-06-25')).toEqual(['last-paycheck day-of']);
    expect(due('2027-08-24')).toEqual(['insurance-ends week-before']);
    expect(due('2028-05-28')).toEqual(['vesting day-of']);
  });

  it('sends nothing for her last day of school or her target start', () => {
    expect(due('2027-05-28')).toEqual([]);
    expect(due('2027-08-02')).toEqual([]);
    expect(due('2027-07-26')).toEqual([]);
  });
});

describe('clockIn', () => {
  it('reads her day and hour in her zone, across the date line from UTC', () => {
    // 04:30 UTC on Jun 27 is 23:30 on Jun 26 in Chicago (UTC-5 in summer).
    expect(clockIn('America/Chicago', new Date('2027-06-27T04:30:00Z'))).toEqual({
      day: '2027-06-26',
      hour: 23,
    });
    expect(clockIn('America/Chicago', new Date('2027-06-27T13:00:00Z'))).toEqual({
      day: '2027-06-27',
      hour: 8,
    });
  });
});
