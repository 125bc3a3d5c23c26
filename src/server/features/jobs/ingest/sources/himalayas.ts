/**
 * Himalayas public jobs API, search endpoint: a few queries for our tracks, a bounded number of
 * 20-job pages each. Terms: visible attribution and a link to Himalayas. Traps (job-boards.md
 * §4): pubDate is epoch seconds (the data dictionary says ms), currency can be null, location
 * restrictions are strings in the feed and objects in search results.
 */
import { z } from 'zod';
import { describeHtml, plainLines, toPlainLine } from '../html';
import type { JobSource, JobSourcesConfig, NormalizedJob } from '../job-source';
import { parsePostedAt } from '../parse-posted-at';
import { intervalFromLabel, salaryOf } from '../parse-salary';
import { remoteLocation } from '../remote';
import { HOUR_MS, joinUrl, requireText, requireUrl, startRun } from './collect';

export const HIMALAYAS_QUERIES = [
  'customer success',
  'account executive',
  'sales development',
  'instructional designer',
  'learning and development',
] as const;
const MAX_PAGES_PER_QUERY = 2;
const PAGE_SIZE = 20;

const EnvelopeSchema = z.object({ jobs: z.array(z.unknown()) });

const HimalayasJobSchema = z.looseObject({
  guid: z.string(),
  title: z.string(),
  companyName: z.string(),
  applicationLink: z.string().nullish(),
  description: z.string().nullish(),
  excerpt: z.string().nullish(),
  pubDate: z.union([z.number(), z.string()]).nullish(),
  minSalary: z.number().nullish(),
  maxSalary: z.number().nullish(),
  currency: z.string().nullish(),
  salaryPeriod: z.string().nullish(),
  locationRestrictions: z
    .array(z.union([z.string(), z.looseObject({ name: z.string() })]))
    .nullish(),
  categories: z.array(z.string()).nullish(),
  parentCategories: z.array(z.string()).nullish(),
});
type HimalayasJob = z.output<typeof HimalayasJobSchema>;

/** "https://himalayas.app/companies/acme/jobs/csm" -> "acme/csm"; the guid itself otherwise. */
function nativeId(guid: string): string {
  const match = /\/companies\/([^/]+)\/jobs\/([^/?#]+)/.exec(guid);
  return match ? `${match[1]}/${match[2]}` : guid;
}

function mapJob(job: HimalayasJob): NormalizedJob {
  const guid = requireUrl(job.guid, 'guid');
  const restrictions = (job.locationRestrictions ?? []).map((place) =>
    typeof place === 'string' ? place : place.name,
  );
  return {
    source: 'Himalayas',
    externalId: `himalayas:${nativeId(job.guid)}`,
    title: requireText(toPlainLine(job.title), 'title'),
    company: requireText(toPlainLine(job.companyName), 'companyName'),
    ...describeHtml(job.description ?? job.excerpt),
    salary: salaryOf({
      min: job.minSalary,
      max: job.maxSalary,
      currency: job.currency,
      interval: intervalFromLabel(job.salaryPeriod),
    }),
    isRemote: true,
    // No restriction means hireable from anywhere.
    location: remoteLocation(restrictions.length ? restrictions : ['Worldwide']),
    postedAt: parsePostedAt(job.pubDate),
    applyUrl: requireUrl(job.applicationLink ?? job.guid, 'applicationLink'),
    sourceUrl: guid,
    categories: plainLines([
      ...(job.parentCategories ?? []),
      ...(job.categories ?? []).map((category) => category.replace(/-/g, ' ')),
    ]),
  };
}

export function createHimalayasSource(config: JobSourcesConfig): JobSource {
  return {
    slug: 'himalayas',
    name: 'Himalayas',
    minIntervalMs: HOUR_MS,
    termsMinIntervalMs: 0,
    // A few searches, two pages each: the newest matches, not the board.
    complete: false,
    async fetchJobs(context) {
      const run = startRun(context, 'himalayas');
      for (const query of HIMALAYAS_QUERIES) {
        for (let page = 1; page <= MAX_PAGES_PER_QUERY; page++) {
          const search = new URLSearchParams({ q: query, sort: 'recent', page: String(page) });
          const url = joinUrl(config.himalayas.baseUrl, `/jobs/api/search?${search}`);
          const payload = await run.request(url, EnvelopeSchema);
          if (!payload) break;
          run.addItems(payload.jobs, HimalayasJobSchema, mapJob);
          if (payload.jobs.length < PAGE_SIZE) break;
        }
      }
      return run.result();
    },
  };
}
