import { eq } from 'drizzle-orm';
import type { TrackSlug } from '@/shared/constants';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema';

export interface JobPosting {
  title: string;
  company: string;
  track: TrackSlug;
  description: string;
  requirements: string[];
}

/** A feed job's text (expired ones too: her application keeps pointing at it). */
export async function findJobPosting(db: Database, jobId: string): Promise<JobPosting | null> {
  const [row] = await db
    .select({
      title: jobs.title,
      company: jobs.company,
      track: jobs.track,
      description: jobs.description,
      requirements: jobs.requirements,
    })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  return row ?? null;
}
