/**
 * The Muse public jobs API: one query over our categories (repeated `category` parameters are
 * OR'ed), 20 jobs a page, at most `config.themuse.pages` pages. Anonymous limit 500 calls/hour.
 * Trap (job-boards.md §4): remote is the location "Flexible / Remote".
 */
import { z } from 'zod';
import { describeHtml, plainLines, toPlainLine } from '../html';
import type { JobSource, JobSourcesConfig, NormalizedJob } from '../job-source';
import { parsePostedAt } from '../parse-posted-at';
import { listPlaces, resolveRemote } from '../remote';
import { HOUR_MS, joinUrl, requireText, requireUrl, startRun } from './collect';

export const THEMUSE_CATEGORIES = [
  'Sales',
  'Account Management',
  'Customer Service',
  'Education',
  'Human Resources and Recruitment',
] as const;

/** Anonymous callers get 500 requests an hour. */
const CALLS_PER_HOUR = 500;

const EnvelopeSchema = z.object({
  page: z.number(),
  page_count: z.number(),
  results: z.array(z.unknown()),
});

const named = z.looseObject({ name: z.string() });

const MuseJobSchema = z.looseObject({
  id: z.union([z.number(), z.string()]),
  name: z.string(),
  contents: z.string().nullish(),
  publication_date: z.string().nullish(),
  locations: z.array(named).nullish(),
  categories: z.array(named).nullish(),
  refs: z.looseObject({ landing_page: z.string() }),
  company: named,
});
type MuseJob = z.output<typeof MuseJobSchema>;

function mapJob(job: MuseJob): NormalizedJob {
  const places = plainLines((job.locations ?? []).map((place) => place.name));
  const url = requireUrl(job.refs.landing_page, 'refs.landing_page');
  return {
    source: 'The Muse',
    externalId: `themuse:${job.id}`,
    title: requireText(toPlainLine(job.name), 'name'),
    company: requireText(toPlainLine(job.company.name), 'company.name'),
    ...describeHtml(job.contents),
    salary: null,
    isRemote: resolveRemote(null, places),
    location: listPlaces(places),
    postedAt: parsePostedAt(job.publication_date),
    applyUrl: url,
    sourceUrl: url,
    categories: plainLines((job.categories ?? []).map((category) => category.name)),
  };
}

export function themuseUrl(baseUrl: string, page: number): string {
  const search = new URLSearchParams({ page: String(page), descending: 'true' });
  for (const category of THEMUSE_CATEGORIES) search.append('category', category);
  return joinUrl(baseUrl, `/api/public/jobs?${search}`);
}

export function createTheMuseSource(config: JobSourcesConfig): JobSource {
  return {
    slug: 'themuse',
    name: 'The Muse',
    minIntervalMs: HOUR_MS,
    termsMinIntervalMs: Math.ceil((HOUR_MS / CALLS_PER_HOUR) * config.themuse.pages),
    // The newest few pages of our categories, not the board.
    complete: false,
    async fetchJobs(context) {
      const run = startRun(context, 'themuse');
      // Pages count from 0.
      for (let page = 0; page < config.themuse.pages; page++) {
        const payload = await run.request(themuseUrl(config.themuse.baseUrl, page), EnvelopeSchema);
        if (!payload) break;
        run.addItems(payload.results, MuseJobSchema, mapJob);
        if (payload.results.length === 0 || page + 1 >= payload.page_count) break;
      }
      return run.result();
    },
  };
}
