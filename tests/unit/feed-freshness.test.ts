import { describe, expect, it } from 'vitest';
import { feedFreshness } from '@/client/features/jobs/lib/feed-freshness';

const now = new Date('2026-11-23T12:00:00Z');

describe('feedFreshness', () => {
  it('says how long ago live boards refreshed the feed', () => {
    expect(
      feedFreshness({ refreshedAt: '2026-11-23T11:48:00Z', activeJobs: 40, liveJobs: 38 }, now),
    ).toEqual({ kind: 'live', refreshed: '12 minutes ago' });
    expect(
      feedFreshness({ refreshedAt: '2026-11-22T09:00:00Z', activeJobs: 40, liveJobs: 40 }, now),
    ).toEqual({ kind: 'live', refreshed: '1 day ago' });
  });

  it('warns when every open job comes from the saved sample, refreshed or not', () => {
    expect(feedFreshness({ refreshedAt: null, activeJobs: 9, liveJobs: 0 }, now)).toEqual({
      kind: 'sample',
    });
    expect(
      feedFreshness({ refreshedAt: '2026-11-23T11:00:00Z', activeJobs: 9, liveJobs: 0 }, now),
    ).toEqual({ kind: 'sample' });
  });

  it('says nothing about an empty feed that was never refreshed', () => {
    expect(feedFreshness({ refreshedAt: null, activeJobs: 0, liveJobs: 0 }, now)).toEqual({
      kind: 'none',
    });
  });
});
