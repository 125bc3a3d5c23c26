import type { TrackSlug } from '@/shared/constants';
import { targetTracks } from '@/shared/contracts/jobs';
import type { Database } from '../../db/client';
import { recentJobs } from './feed.queries';
import { formatSalaryRange } from './format-salary';
import { salaryOfRow } from './job-view';
import { rankJobs } from './rank-jobs';

/** How many recent jobs are ranked for the openings a learning path shows. */
const POOL = 200;

/**
 * Openings in these tracks ranked for her (target roles, her skills, recency, reach), as a path
 * card lists them. The learning paths read the feed through this, not through its queries.
 */
export async function recommendedOpenings(
  db: Database,
  tracks: TrackSlug[],
  profile: { targetRoles: string[]; skills: string[] },
  now = new Date(),
) {
  const pool = await recentJobs(db, tracks, POOL);
  return rankJobs(
    pool,
    { targetTracks: targetTracks(profile.targetRoles), skills: profile.skills },
    now,
  ).map((job) => ({
    id: job.id,
    track: job.track,
    title: job.title,
    company: job.company,
    salaryRange: formatSalaryRange(salaryOfRow(job)),
    location: job.location,
    isRemote: job.isRemote,
    applyUrl: job.applyUrl,
  }));
}
