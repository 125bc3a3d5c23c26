import { describe, expect, it } from 'vitest';
import { JOB_BOARDS } from '@/shared/contracts/jobs';
import { isAtsSource, mergedListingTakesLink } from '@/server/features/jobs/ingest/merge-policy';

describe('which boards are the employer’s own', () => {
  it('counts every company-board ATS as the employer, and no aggregator', () => {
    const employer = JOB_BOARDS.filter(isAtsSource);
    expect(employer).toEqual([
      'greenhouse',
      'lever',
      'ashby',
      'smartrecruiters',
      'workable',
      'recruitee',
      'breezy',
      'pinpoint',
    ]);
  });

  it('lets a Workable listing take the apply link of a job first seen on Remotive, not the reverse', () => {
    expect(mergedListingTakesLink('workable', 'remotive:81')).toBe(true);
    expect(mergedListingTakesLink('remotive', 'workable:tallyforge:AB12')).toBe(false);
  });
});
