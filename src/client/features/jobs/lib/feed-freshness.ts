import { formatDistanceStrict } from 'date-fns';
import type { JobFeedStatus } from '@/shared/contracts/jobs';

export type FeedFreshness =
  { kind: 'live'; refreshed: string } | { kind: 'sample' } | { kind: 'none' };

/**
 * What to tell a teacher about the age of the feed: when it was last refreshed, and whether the
 * jobs shown come only from the saved sample a fresh install starts with (no live board reached),
 * in which case some may have closed.
 */
export function feedFreshness(status: JobFeedStatus, now = new Date()): FeedFreshness {
  if (status.activeJobs > 0 && status.liveJobs === 0) return { kind: 'sample' };
  if (!status.refreshedAt) return { kind: 'none' };
  const refreshed = formatDistanceStrict(new Date(status.refreshedAt), now, { addSuffix: true });
  return { kind: 'live', refreshed };
}
