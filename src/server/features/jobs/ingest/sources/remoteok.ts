/**
 * Remote OK public API: the whole board as one JSON array. Terms (its element 0): link back to
 * the Remote OK URL, followed, and name Remote OK as the source. Traps (job-boards.md §4):
 * element 0 is the legal notice, salary 0 means unknown, tags are noise and are ignored.
 */
import { z } from 'zod';
import { describeHtml, toPlainLine } from '../html';
import type { JobSource, JobSourcesConfig, NormalizedJob } from '../job-source';
import { parsePostedAt } from '../parse-posted-at';
import { salaryOf } from '../parse-salary';
import { remoteLocation } from '../remote';
import { HOUR_MS, joinUrl, requireText, requireUrl, startRun } from './collect';

const RemoteOkJobSchema = z.looseObject({
  id: z.union([z.string(), z.number()]),
  position: z.string(),
  company: z.string(),
  url: z.string(),
  date: z.string().nullish(),
  epoch: z.number().nullish(),
  description: z.string().nullish(),
  location: z.string().nullish(),
  salary_min: z.number().nullish(),
  salary_max: z.number().nullish(),
});
type RemoteOkJob = z.output<typeof RemoteOkJobSchema>;

const isLegalNotice = (item: unknown) =>
  typeof item === 'object' && item !== null && 'legal' in item && !('position' in item);

function mapJob(job: RemoteOkJob): NormalizedJob {
  const url = requireUrl(job.url, 'url');
  const place = toPlainLine(job.location).replace(/[\s,]+$/, '');
  return {
    source: 'Remote OK',
    externalId: `remoteok:${job.id}`,
    title: requireText(toPlainLine(job.position), 'position'),
    company: requireText(toPlainLine(job.company), 'company'),
    ...describeHtml(job.description),
    // Remote OK documents salary_min/salary_max as USD a year; 0 is its "not stated".
    salary: salaryOf({
      min: job.salary_min,
      max: job.salary_max,
      currency: 'USD',
      interval: 'year',
    }),
    isRemote: true,
    location: remoteLocation([place]),
    postedAt: parsePostedAt(job.epoch ?? job.date),
    // apply_url points back to Remote OK as well; the terms ask for the Remote OK page.
    applyUrl: url,
    sourceUrl: url,
    categories: [],
  };
}

export function createRemoteOkSource(config: JobSourcesConfig): JobSource {
  return {
    slug: 'remoteok',
    name: 'Remote OK',
    minIntervalMs: HOUR_MS,
    termsMinIntervalMs: 0,
    // Documented as the whole board, but public scrapers report only the newest posts: treated as
    // a window, a missing posting stays up to a week longer rather than vanishing while open.
    complete: false,
    async fetchJobs(context) {
      const run = startRun(context, 'remoteok');
      const payload = await run.request(
        joinUrl(config.remoteok.baseUrl, '/api'),
        z.array(z.unknown()),
      );
      if (payload)
        run.addItems(
          payload.filter((item) => !isLegalNotice(item)),
          RemoteOkJobSchema,
          mapJob,
        );
      return run.result();
    },
  };
}
