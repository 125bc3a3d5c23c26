/**
 * content/job-boards/snapshot.json: classified postings that seed the feed on a fresh install,
 * built by scripts/build-job-snapshot.ts from the recorded board responses. Dates are the
 * boards' own, not the build time.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { CONTENT_DIR } from '@/server/lib/paths';
import { JOB_ROLE_TYPES, SalarySchema } from '@/shared/contracts/jobs';
import { classifyRole } from './classify-role';
import type { ClassifiedJob, FetchContext, JobSource, NormalizedJob } from './job-source';

export const JOB_SNAPSHOT_FILE = path.join(CONTENT_DIR, 'job-boards', 'snapshot.json');

/** The API's salary, held to what salaryOf guarantees: positive bounds, an ISO currency code. */
const SnapshotSalarySchema = SalarySchema.extend({
  min: z.number().positive().nullable(),
  max: z.number().positive().nullable(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .nullable(),
});

const SnapshotJobSchema = z.object({
  source: z.string().min(1),
  externalId: z.string().min(1),
  title: z.string().min(1),
  company: z.string().min(1),
  description: z.string(),
  descriptionHtml: z.string().nullable(),
  requirements: z.array(z.string()),
  salary: SnapshotSalarySchema.nullable(),
  isRemote: z.boolean(),
  location: z.string().nullable(),
  postedAt: z.iso.datetime().nullable(),
  applyUrl: z.url(),
  sourceUrl: z.url(),
  categories: z.array(z.string()),
  roleType: z.enum(JOB_ROLE_TYPES),
});

const JobSnapshotSchema = z.object({
  source: z.string(),
  jobs: z.array(SnapshotJobSchema),
});

export type JobSnapshot = z.infer<typeof JobSnapshotSchema>;

const SNAPSHOT_SOURCE =
  'Recorded board responses (shared/fixtures/job-boards, see its PROVENANCE.md) replayed through ' +
  'the connectors by scripts/build-job-snapshot.ts; only postings classifyRole keeps.';

/** Newest first; postings without a date last; ties by id so the file is stable. */
function byPostedAtDesc(a: NormalizedJob, b: NormalizedJob): number {
  const time = (job: NormalizedJob) => job.postedAt?.getTime() ?? -Infinity;
  return time(b) - time(a) || a.externalId.localeCompare(b.externalId);
}

/** Runs each source, keeps what classifies as one of our tracks, and serialises it. */
export async function buildJobSnapshot(
  sources: readonly JobSource[],
  context: FetchContext,
): Promise<JobSnapshot> {
  const jobs: NormalizedJob[] = [];
  for (const source of sources) jobs.push(...(await source.fetchJobs(context)).jobs);
  const classified = jobs.sort(byPostedAtDesc).flatMap((job) => {
    const roleType = classifyRole(job);
    return roleType ? [{ ...job, postedAt: job.postedAt?.toISOString() ?? null, roleType }] : [];
  });
  return JobSnapshotSchema.parse({ source: SNAPSHOT_SOURCE, jobs: classified });
}

/** The committed snapshot as postings with real dates; a broken file fails loudly. */
export function loadJobSnapshot(file = JOB_SNAPSHOT_FILE): ClassifiedJob[] {
  const parsed = JobSnapshotSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    throw new Error(`content/job-boards/snapshot.json is invalid: ${parsed.error.message}`);
  }
  return parsed.data.jobs.map((job) => ({
    ...job,
    postedAt: job.postedAt ? new Date(job.postedAt) : null,
  }));
}
