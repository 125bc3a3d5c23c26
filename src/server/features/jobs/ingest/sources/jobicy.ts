/**
 * Jobicy remote jobs API v2. https://github.com/Jobicy/remote-jobs-api
 * Terms: credit Jobicy with a direct link, send every Apply button to the job's `url`, poll at
 * most hourly. One request per industry we serve. Trap (job-boards.md §4): industry names
 * arrive HTML-escaped ("Marketing &amp; Sales").
 */
import { z } from 'zod';
import { describeHtml, plainLines, toPlainLine } from '../html';
import type { JobSource, JobSourcesConfig, NormalizedJob } from '../job-source';
import { parsePostedAt } from '../parse-posted-at';
import { intervalFromLabel, salaryOf } from '../parse-salary';
import { remoteLocation } from '../remote';
import { HOUR_MS, joinUrl, requireText, requireUrl, startRun } from './collect';

/** Sales, Customer Support & Success, Education (instructional design) and HR (L&D). */
export const JOBICY_INDUSTRIES = ['seller', 'supporting', 'education', 'hr'] as const;

const EnvelopeSchema = z.object({ jobs: z.array(z.unknown()) });

const JobicyJobSchema = z.looseObject({
  id: z.union([z.number(), z.string()]),
  url: z.string(),
  jobTitle: z.string(),
  companyName: z.string(),
  jobIndustry: z.union([z.array(z.string()), z.string()]).nullish(),
  jobGeo: z.string().nullish(),
  jobDescription: z.string().nullish(),
  jobExcerpt: z.string().nullish(),
  pubDate: z.string().nullish(),
  salaryMin: z.number().nullish(),
  salaryMax: z.number().nullish(),
  salaryCurrency: z.string().nullish(),
  salaryPeriod: z.string().nullish(),
});
type JobicyJob = z.output<typeof JobicyJobSchema>;

function mapJob(job: JobicyJob): NormalizedJob {
  const url = requireUrl(job.url, 'url');
  const industries = [job.jobIndustry ?? []].flat();
  const regions = toPlainLine(job.jobGeo).split(',');
  return {
    source: 'Jobicy',
    externalId: `jobicy:${job.id}`,
    title: requireText(toPlainLine(job.jobTitle), 'jobTitle'),
    company: requireText(toPlainLine(job.companyName), 'companyName'),
    ...describeHtml(job.jobDescription ?? job.jobExcerpt),
    salary: salaryOf({
      min: job.salaryMin,
      max: job.salaryMax,
      currency: job.salaryCurrency,
      interval: intervalFromLabel(job.salaryPeriod),
    }),
    isRemote: true,
    location: remoteLocation(regions),
    postedAt: parsePostedAt(job.pubDate),
    applyUrl: url,
    sourceUrl: url,
    categories: plainLines(industries),
  };
}

export function createJobicySource(config: JobSourcesConfig): JobSource {
  return {
    slug: 'jobicy',
    name: 'Jobicy',
    minIntervalMs: HOUR_MS,
    termsMinIntervalMs: HOUR_MS,
    // count=100 per industry: the newest hundred, not every open job.
    complete: false,
    async fetchJobs(context) {
      const run = startRun(context, 'jobicy');
      for (const industry of JOBICY_INDUSTRIES) {
        const path = `/api/v2/remote-jobs?count=100&industry=${industry}`;
        const payload = await run.request(joinUrl(config.jobicy.baseUrl, path), EnvelopeSchema);
        if (payload) run.addItems(payload.jobs, JobicyJobSchema, mapJob);
      }
      return run.result();
    },
  };
}
