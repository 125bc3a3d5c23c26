/**
 * Adzuna search API (needs app_id + app_key): a few phrase searches per poll, newest first.
 * Terms: label ads "Jobs by Adzuna", send clicks to redirect_url; free tier 250 calls a day.
 * Traps (job-boards.md §4): salary_is_predicted "1" is Adzuna's estimate (kept, marked
 * estimated); descriptions are plain text cut at 500 characters; some outages answer with an
 * HTML 503 (http.ts treats a non-JSON body as an error).
 */
import { z } from 'zod';
import { plainLines, toPlainLine } from '../html';
import type { JobSource, JobSourcesConfig, NormalizedJob } from '../job-source';
import { parsePostedAt } from '../parse-posted-at';
import { salaryOf } from '../parse-salary';
import { resolveRemote } from '../remote';
import { HOUR_MS, joinUrl, requireText, requireUrl, startRun } from './collect';

/** One call each per poll. */
export const ADZUNA_QUERIES: ReadonlyArray<Record<string, string>> = [
  { what_phrase: 'customer success' },
  { what_phrase: 'account executive' },
  { what_phrase: 'sales development' },
  { what_phrase: 'instructional designer' },
  { what_or: 'enablement trainer curriculum onboarding' },
];
/**
 * Free tier: 250 calls a day, 1,000 a week and 2,500 a month. At ADZUNA_QUERIES.length calls a
 * poll the month is the tightest: one poll every 90 minutes is 2,480 calls in 31 days, whoever
 * starts the run (the hourly schedule then polls every other hour).
 */
const ADZUNA_MIN_INTERVAL_MS = 1.5 * HOUR_MS;
const RESULTS_PER_PAGE = 50;

/** Adzuna reports pay in the currency of the country searched. */
const CURRENCY_BY_COUNTRY: Record<string, string> = {
  us: 'USD', gb: 'GBP', ca: 'CAD', au: 'AUD', nz: 'NZD', in: 'INR', sg: 'SGD', za: 'ZAR',
  de: 'EUR', fr: 'EUR', nl: 'EUR', at: 'EUR', be: 'EUR', es: 'EUR', it: 'EUR', ch: 'CHF',
  pl: 'PLN', br: 'BRL', mx: 'MXN',
}; // prettier-ignore

const EnvelopeSchema = z.object({ results: z.array(z.unknown()), count: z.number().nullish() });

const AdzunaJobSchema = z.looseObject({
  id: z.union([z.string(), z.number()]),
  title: z.string(),
  redirect_url: z.string(),
  description: z.string().nullish(),
  created: z.string().nullish(),
  company: z.looseObject({ display_name: z.string().nullish() }).nullish(),
  location: z
    .looseObject({ display_name: z.string().nullish(), area: z.array(z.string()).nullish() })
    .nullish(),
  category: z.looseObject({ tag: z.string().nullish(), label: z.string().nullish() }).nullish(),
  salary_min: z.number().nullish(),
  salary_max: z.number().nullish(),
  salary_is_predicted: z.union([z.string(), z.number(), z.boolean()]).nullish(),
});
type AdzunaJob = z.output<typeof AdzunaJobSchema>;

const isPredicted = (flag: AdzunaJob['salary_is_predicted']) =>
  flag === true || flag === 1 || flag === '1';

/** The only remote signal Adzuna has is text: the title, the place, a "Location: ..." line. */
function remoteTexts(job: AdzunaJob, description: string): string[] {
  const statedLocation = /\blocation:\s*([^.\n]{0,80})/i.exec(description)?.[1] ?? '';
  return [job.title, job.location?.display_name ?? '', statedLocation];
}

function mapJob(job: AdzunaJob, country: string): NormalizedJob {
  const url = requireUrl(job.redirect_url, 'redirect_url');
  const description = toPlainLine(job.description);
  return {
    source: 'Adzuna',
    externalId: `adzuna:${job.id}`,
    title: requireText(toPlainLine(job.title), 'title'),
    company: requireText(toPlainLine(job.company?.display_name), 'company.display_name'),
    description,
    requirements: [],
    // Adzuna quotes yearly figures; a predicted one (min == max) is marked as an estimate.
    salary: salaryOf({
      min: job.salary_min,
      max: job.salary_max,
      currency: CURRENCY_BY_COUNTRY[country.toLowerCase()] ?? null,
      interval: 'year',
      estimated: isPredicted(job.salary_is_predicted),
    }),
    isRemote: resolveRemote(null, remoteTexts(job, description)),
    location: toPlainLine(job.location?.display_name) || null,
    postedAt: parsePostedAt(job.created),
    applyUrl: url,
    sourceUrl: url,
    categories: plainLines([job.category?.label, job.category?.tag]),
  };
}

export function adzunaUrl(
  config: JobSourcesConfig['adzuna'],
  query: Record<string, string>,
): string {
  const search = new URLSearchParams({
    app_id: config.appId ?? '',
    app_key: config.appKey ?? '',
    results_per_page: String(RESULTS_PER_PAGE),
    sort_by: 'date',
    max_days_old: '7',
    ...query,
  });
  const country = encodeURIComponent(config.country.toLowerCase());
  return joinUrl(config.baseUrl, `/v1/api/jobs/${country}/search/1?${search}`);
}

export function createAdzunaSource(config: JobSourcesConfig): JobSource {
  const adzuna = config.adzuna;
  return {
    slug: 'adzuna',
    name: 'Adzuna',
    minIntervalMs: ADZUNA_MIN_INTERVAL_MS,
    termsMinIntervalMs: ADZUNA_MIN_INTERVAL_MS,
    // Page 1 of each search, at most 7 days old.
    complete: false,
    async fetchJobs(context) {
      const run = startRun(context, 'adzuna');
      for (const query of ADZUNA_QUERIES) {
        const payload = await run.request(adzunaUrl(adzuna, query), EnvelopeSchema);
        if (payload)
          run.addItems(payload.results, AdzunaJobSchema, (job) => mapJob(job, adzuna.country));
      }
      return run.result();
    },
  };
}
