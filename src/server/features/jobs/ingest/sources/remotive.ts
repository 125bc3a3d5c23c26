/**
 * Remotive public API. https://github.com/remotive-com/remote-jobs-api
 * Terms: link back to the Remotive URL and name Remotive; at most 4 calls a day, so one
 * unfiltered call (every active job) every 6 hours, classified locally. Traps (job-boards.md
 * §4): publication_date has no zone (UTC); candidate_required_location is eligibility.
 */
import { z } from 'zod';
import { describeHtml, plainLines, toPlainLine } from '../html';
import type { JobSource, JobSourcesConfig, NormalizedJob } from '../job-source';
import { parsePostedAt } from '../parse-posted-at';
import { parseSalaryText } from '../parse-salary';
import { remoteLocation } from '../remote';
import { HOUR_MS, joinUrl, requireText, requireUrl, startRun } from './collect';

/** "At most 4 calls a day". */
const REMOTIVE_INTERVAL_MS = 6 * HOUR_MS;

const EnvelopeSchema = z.object({ jobs: z.array(z.unknown()) });

const RemotiveJobSchema = z.looseObject({
  id: z.union([z.number(), z.string()]),
  url: z.string(),
  title: z.string(),
  company_name: z.string(),
  category: z.string().nullish(),
  tags: z.array(z.string()).nullish(),
  publication_date: z.string().nullish(),
  candidate_required_location: z.string().nullish(),
  salary: z.string().nullish(),
  description: z.string().nullish(),
});
type RemotiveJob = z.output<typeof RemotiveJobSchema>;

function mapJob(job: RemotiveJob): NormalizedJob {
  const url = requireUrl(job.url, 'url');
  return {
    source: 'Remotive',
    externalId: `remotive:${job.id}`,
    title: requireText(toPlainLine(job.title), 'title'),
    company: requireText(toPlainLine(job.company_name), 'company_name'),
    ...describeHtml(job.description),
    salary: job.salary ? parseSalaryText(job.salary) : null,
    isRemote: true,
    location: remoteLocation([toPlainLine(job.candidate_required_location)]),
    postedAt: parsePostedAt(job.publication_date),
    // Remotive's terms: every link, Apply included, goes to the Remotive page.
    applyUrl: url,
    sourceUrl: url,
    categories: plainLines([job.category, ...(job.tags ?? [])]),
  };
}

export function createRemotiveSource(config: JobSourcesConfig): JobSource {
  return {
    slug: 'remotive',
    name: 'Remotive',
    minIntervalMs: REMOTIVE_INTERVAL_MS,
    termsMinIntervalMs: REMOTIVE_INTERVAL_MS,
    // Unfiltered and without `limit`, the call returns every active job.
    complete: true,
    async fetchJobs(context) {
      const run = startRun(context, 'remotive');
      const payload = await run.request(
        joinUrl(config.remotive.baseUrl, '/api/remote-jobs'),
        EnvelopeSchema,
      );
      if (payload) run.addItems(payload.jobs, RemotiveJobSchema, mapJob);
      return run.result();
    },
  };
}
