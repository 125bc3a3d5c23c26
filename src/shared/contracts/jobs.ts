import { z } from 'zod';
import { TRACK_SLUGS, type TrackSlug } from '../constants';
import { trackFromLabel, JOB_LOCATIONS, JOB_EXPERIENCE_FILTERS, JOB_SORTS } from './values/jobs';
export * from './values/jobs';

/** The job boards the feed reads (one connector each, features/jobs/ingest/sources). */
export const JOB_BOARDS = [
  'greenhouse',
  'lever',
  'ashby',
  'smartrecruiters',
  'workable',
  'recruitee',
  'breezy',
  'pinpoint',
  'remotive',
  'jobicy',
  'himalayas',
  'remoteok',
  'themuse',
  'adzuna',
  'usajobs',
] as const;
export type JobBoard = (typeof JOB_BOARDS)[number];

const booleanParam = (name: string) =>
  z
    .enum(['true', 'false'], { message: `${name} must be true or false` })
    .transform((value) => value === 'true');

const roleTypesParam = z
  .string()
  .max(300)
  .transform((value, ctx) => {
    const labels = value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const types = labels.map(trackFromLabel);
    const unknown = labels.filter((_, i) => !types[i]);
    if (unknown.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `Unknown role type "${unknown[0]}": use Sales, Customer Success or Training & Development`,
      });
      return z.NEVER;
    }
    return [...new Set(types as TrackSlug[])];
  });

export const JobsQuerySchema = z.object({
  roleTypes: roleTypesParam.optional(),
  search: z.string().trim().max(200, 'search must be at most 200 characters').optional(),
  location: z
    .enum(['all', ...JOB_LOCATIONS], {
      message: `location must be one of: all, ${JOB_LOCATIONS.join(', ')}`,
    })
    .optional(),
  sort: z
    .enum(JOB_SORTS, { message: `sort must be one of: ${JOB_SORTS.join(', ')}` })
    .default('recent'),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be at least 1')
    .max(100, 'limit must be at most 100')
    .default(50),
  offset: z.coerce
    .number()
    .int()
    .min(0, 'offset cannot be negative')
    .max(10_000, 'offset must be at most 10000')
    .default(0),
  /** 'entry': asks two years or fewer, or states none, and is not a senior title. */
  experience: z
    .enum(JOB_EXPERIENCE_FILTERS, {
      message: `experience must be one of: ${JOB_EXPERIENCE_FILTERS.join(', ')}`,
    })
    .default('any'),
  /** Only employers that serve schools, universities or learners. */
  education: booleanParam('education').default(false),
  /** A city or state typed freely ("Austin", "TX", "Ohio"), besides the four location options. */
  place: z.string().trim().max(100, 'place must be at most 100 characters').optional(),
  /** The default view leaves out postings older than 60 days. */
  includeOlder: booleanParam('includeOlder').default(false),
});
export type JobsQuery = z.infer<typeof JobsQuerySchema>;

/** Live postings older than this leave the feed's default view (walk-through defect 22). */
export const FRESH_POSTING_DAYS = 60;

export const SALARY_INTERVALS = ['year', 'month', 'week', 'day', 'hour'] as const;
export type SalaryInterval = (typeof SALARY_INTERVALS)[number];

/** Pay as the board states it: never annualised, never invented. */
export const SalarySchema = z.object({
  min: z.number().nullable(),
  max: z.number().nullable(),
  /** ISO 4217, e.g. "USD". */
  currency: z.string().nullable(),
  interval: z.enum(SALARY_INTERVALS).nullable(),
  /** True when the board says the figure is its own estimate (Adzuna's salary_is_predicted). */
  estimated: z.boolean(),
});
export type Salary = z.infer<typeof SalarySchema>;

export const JobSchema = z.object({
  id: z.string(),
  title: z.string(),
  company: z.string(),
  /** The posting's text; in the feed's pages only its beginning (see descriptionComplete). */
  description: z.string(),
  /**
   * False when `description` is the beginning of a longer text (the feed's pages): the whole one
   * is GET /api/jobs/:jobId/description, asked for when she opens it.
   */
  descriptionComplete: z.boolean(),
  requirements: z.array(z.string()),
  roleType: z.enum(TRACK_SLUGS),
  location: z.string().nullable(),
  isRemote: z.boolean(),
  salaryRange: z.string().nullable(),
  salary: SalarySchema.nullable(),
  postedAt: z.string().nullable(),
  applyUrl: z.string(),
  /** The board to credit and link back to (terms of Remotive, Remote OK, Jobicy, Himalayas, Adzuna). */
  source: z.object({ name: z.string(), url: z.string() }),
  sources: z.array(z.object({ name: z.string(), url: z.string() })),
  /**
   * When a board last listed the job (the newest of its live listings' last sight), and whether
   * that board is the employer's own applicant-tracking site; null for a saved sample.
   */
  confirmed: z.object({ at: z.string(), byEmployer: z.boolean(), on: z.string() }).nullable(),
  /** Only in the offline snapshot a fresh install starts with: a saved posting that has probably closed. */
  savedSample: z.boolean(),
  /** Years of experience the posting asks for; null when it does not say. */
  minYears: z.number().int().nullable(),
  /** 'Open to career changers': asks two years or fewer (or none), not a senior title. */
  entryLevel: z.boolean(),
  /** 'Education customers': the employer serves schools, universities or learners. */
  servesEducation: z.boolean(),
});
export type Job = z.infer<typeof JobSchema>;

/** A posting's whole text, for the feed's "Show more". */
export const JobDescriptionSchema = z.object({ description: z.string() });
export type JobDescription = z.infer<typeof JobDescriptionSchema>;

export const CuratedJobSchema = JobSchema.extend({
  /** 0-100: how well the job matches the user's target roles and skills. */
  matchScore: z.number().int(),
  reasons: z.array(z.string()),
});
export type CuratedJob = z.infer<typeof CuratedJobSchema>;

export const JobIdSchema = z
  .string()
  .min(3)
  .max(300)
  // Native ids may carry a slash: Himalayas ids are "himalayas:<company>/<job slug>".
  .regex(/^[a-z0-9-]+:[\w.:@~/-]+$/i, 'Job id is not valid');

/** /api/jobs/:jobId/... */
export const JobParamsSchema = z.object({ jobId: JobIdSchema });

/** One source in one ingest run. */
export const SourceRunStatsSchema = z.object({
  fetched: z.number(),
  kept: z.number(),
  new: z.number(),
  /** Postings whose text, facts, link or status changed (a reader sees the difference). */
  updated: z.number(),
  /** Postings listed again exactly as before: only their "last seen" moved. Absent in older runs. */
  unchanged: z.number().optional(),
  skipped: z.number(),
  failed: z.number(),
  durationMs: z.number(),
  /** The source was not polled: its schedule or its board's terms allow no call yet. */
  notDue: z.boolean().optional(),
  /** The board's job in this batch has not reported yet (it is queued or running). */
  pending: z.boolean().optional(),
  error: z.string().optional(),
  /**
   * The answer would have expired more than JOBS_INGEST_MAX_DROP_SHARE of the source's listings
   * (an outage answering an empty list looks the same): none were, until the next run confirms.
   */
  held: z.literal('suspicious-drop').optional(),
  /** How many listings the held answer would have expired. */
  heldListings: z.number().optional(),
});
export type SourceRunStats = z.infer<typeof SourceRunStatsSchema>;

/** GET /api/jobs/status: how fresh the feed is, for the line under the Job Feed heading. */
export const JobFeedStatusSchema = z.object({
  /** When an ingest last brought postings back from a live board; null if none ever has. */
  refreshedAt: z.string().nullable(),
  activeJobs: z.number().int(),
  /** Open jobs a live board has listed; the rest come only from the offline snapshot. */
  liveJobs: z.number().int(),
});
export type JobFeedStatus = z.infer<typeof JobFeedStatusSchema>;

/**
 * How an ingest ended: every board it polled answered (succeeded), some did not (partial), or none
 * did (failed; also a run stopped part-way).
 */
export const INGEST_RUN_STATUSES = ['running', 'succeeded', 'partial', 'failed'] as const;
export type IngestRunStatus = (typeof INGEST_RUN_STATUSES)[number];

export const IngestRunSchema = z.object({
  id: z.number().int(),
  trigger: z.string(),
  status: z.enum(INGEST_RUN_STATUSES),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  expired: z.number().int(),
  sources: z.record(z.string(), SourceRunStatsSchema),
  /** Why the whole run failed, when it did (a board's own failure is in its sources entry). */
  error: z.string().nullable(),
});
export type IngestRun = z.infer<typeof IngestRunSchema>;
export const IngestRunListSchema = z.array(IngestRunSchema);
