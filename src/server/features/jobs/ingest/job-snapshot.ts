/**
 * content/job-boards/snapshot.json: saved real postings that seed the feed on a fresh install,
 * built by scripts/build-job-snapshot.ts from facts only (title, employer, place, remote flag,
 * salary, date, apply link, board). Dates are the boards' own, not the build time; descriptions
 * are ours, written from those facts (describeSavedPosting), never an employer's text.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { CONTENT_DIR } from '@/server/lib/paths';
import { TRACK_BY_SLUG, TRACK_SLUGS, type TrackSlug } from '@/shared/constants';
import { SalarySchema } from '@/shared/contracts/jobs';
import type { ClassifiedJob } from './job-source';

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
  requirements: z.array(z.string()),
  salary: SnapshotSalarySchema.nullable(),
  isRemote: z.boolean(),
  location: z.string().nullable(),
  postedAt: z.iso.datetime(),
  applyUrl: z.url(),
  sourceUrl: z.url(),
  categories: z.array(z.string()),
  track: z.enum(TRACK_SLUGS),
  /** The public recording the facts were read from (content/job-boards/SNAPSHOT.md). */
  provenance: z.object({
    repo: z.string().min(1),
    path: z.string().min(1),
    commit: z.string().min(7),
    sourceId: z.string().min(1),
  }),
});

export const JobSnapshotSchema = z.object({
  source: z.string(),
  jobs: z.array(SnapshotJobSchema),
});

export type JobSnapshot = z.infer<typeof JobSnapshotSchema>;

const WHAT_THE_ROLE_INVOLVES: Record<TrackSlug, string> = {
  sales:
    'Sales roles like this one usually find and qualify new customers, run discovery calls and ' +
    'demos, and carry a target for new business.',
  'customer-success':
    'Customer Success roles like this one usually onboard new customers, make sure they get ' +
    'value from the product, and keep them renewing.',
  'learning-development':
    'Learning & Development roles like this one usually find out what people need to learn, ' +
    'design and deliver training, and check that it changed how they work.',
};

// The boards' dates are UTC; the text must not change with the machine's time zone.
const LISTED_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A saved posting's description, from its facts alone: we keep no employer's text, so the card
 * says what the listing was, that it is a sample that has probably closed, and where the full
 * posting is.
 */
export function describeSavedPosting(facts: {
  track: TrackSlug;
  company: string;
  location: string | null;
  isRemote: boolean;
  source: string;
  postedAt: string;
}): string {
  const place = facts.isRemote ? 'remote' : facts.location ? `in ${facts.location}` : null;
  const listed = LISTED_DATE.format(new Date(facts.postedAt));
  const track = TRACK_BY_SLUG[facts.track].label;
  return [
    `A ${track} opening at ${facts.company}${place ? `, ${place}` : ''}, ` +
      `listed on ${facts.source} on ${listed}.`,
    WHAT_THE_ROLE_INVOLVES[facts.track],
    'This is a saved sample that lets the feed work before live job boards are reached, so it has ' +
      'probably closed. The full description, requirements and how to apply are on the original posting.',
  ].join(' ');
}

/** The committed snapshot as postings with real dates; a broken file fails loudly. */
export function loadJobSnapshot(file = JOB_SNAPSHOT_FILE): ClassifiedJob[] {
  const parsed = JobSnapshotSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    throw new Error(`content/job-boards/snapshot.json is invalid: ${parsed.error.message}`);
  }
  return parsed.data.jobs.map((job) => ({
    ...job,
    postedAt: new Date(job.postedAt),
  }));
}
