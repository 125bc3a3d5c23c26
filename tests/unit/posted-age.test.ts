import { describe, expect, it } from 'vitest';
import {
  confirmedLine,
  otherBoards,
  postedAge,
  sampleAge,
} from '@/client/features/jobs/lib/posted-age';

const now = new Date('2025-03-10T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();

describe('postedAge', () => {
  it("shows hours under a day: 'Nh ago'", () => {
    expect(postedAge(hoursAgo(0), now)).toBe('0h ago');
    expect(postedAge(hoursAgo(5), now)).toBe('5h ago');
    expect(postedAge(hoursAgo(23.9), now)).toBe('23h ago');
  });

  it("shows whole days from 24 hours on: 'Nd ago'", () => {
    expect(postedAge(hoursAgo(24), now)).toBe('1d ago');
    expect(postedAge(hoursAgo(47), now)).toBe('1d ago');
    expect(postedAge(hoursAgo(24 * 30), now)).toBe('30d ago');
  });

  it('shows a date in the future as just posted, and nothing without a date', () => {
    expect(postedAge(hoursAgo(-3), now)).toBe('0h ago');
    expect(postedAge(null, now)).toBeNull();
  });
});

describe('sampleAge', () => {
  it("tells a saved sample's age in months or years, rounded down", () => {
    expect(sampleAge('2026-02-04T18:07:11.000Z', new Date('2026-11-24T12:00:00Z'))).toBe(
      '9 months old',
    );
    expect(sampleAge('2024-02-14T00:00:00.000Z', new Date('2026-11-24T12:00:00Z'))).toBe(
      '2 years old',
    );
    expect(sampleAge(null)).toBeNull();
  });
});

describe('confirmedLine', () => {
  it("says where and when a board last listed the job, the employer's own site by that name", () => {
    expect(confirmedLine({ at: hoursAgo(3), byEmployer: true, on: 'Lever' }, now)).toBe(
      "Confirmed on the employer's site 3 hours ago",
    );
    expect(confirmedLine({ at: hoursAgo(49), byEmployer: false, on: 'Remotive' }, now)).toBe(
      'Confirmed on Remotive 2 days ago',
    );
    expect(confirmedLine({ at: hoursAgo(1 / 120), byEmployer: true, on: 'Ashby' }, now)).toBe(
      "Confirmed on the employer's site just now",
    );
    expect(confirmedLine(null, now)).toBeNull();
  });
});

describe('otherBoards', () => {
  it('lists each other board once, not the one credited', () => {
    const lever = { name: 'Lever', url: 'https://jobs.lever.co/a/1' };
    const remotive = { name: 'Remotive', url: 'https://remotive.com/x' };
    expect(otherBoards(remotive, [remotive, lever, { ...lever, url: 'https://x' }])).toEqual([
      lever,
    ]);
    expect(otherBoards(remotive, [remotive])).toEqual([]);
  });
});
