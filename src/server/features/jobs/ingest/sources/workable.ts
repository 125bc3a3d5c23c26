/**
 * Workable's public careers widget: no key, one call per account, every published job with its
 * description (`?details=true`). Shape from job-boards.md §2-3 (the widget feed; Workable's
 * documented v3 API needs a token) and the recording in AJ-Protzel/apply-engine
 * (tests/fixtures/workable.json): {name, description, jobs[]}. Traps:
 * - `published_on` is a bare date; `telecommuting` is the remote flag;
 * - the company is the account's `name`, not a field of each job;
 * - requirements sit inside `description` under their own heading;
 * - `locations[]` lists every place, some marked `hidden` (not for display).
 */
import { z } from 'zod';
import { companyForBoard } from '../board-tokens';
import { describeHtml, plainLines, toPlainLine } from '../html';
import type { JobSource, JobSourcesConfig, NormalizedJob } from '../job-source';
import { parsePostedAt } from '../parse-posted-at';
import { findSalaryInText } from '../parse-salary';
import { listPlaces, resolveRemote } from '../remote';
import { collectBoards, HOUR_MS, joinUrl, requireText, requireUrl } from './collect';

const EnvelopeSchema = z.looseObject({ name: z.string().nullish(), jobs: z.array(z.unknown()) });

const PlaceSchema = z.looseObject({
  city: z.string().nullish(),
  region: z.string().nullish(),
  country: z.string().nullish(),
  hidden: z.boolean().nullish(),
});

const WorkableJobSchema = z.looseObject({
  title: z.string(),
  shortcode: z.string(),
  telecommuting: z.boolean().nullish(),
  department: z.string().nullish(),
  function: z.string().nullish(),
  url: z.string(),
  shortlink: z.string().nullish(),
  application_url: z.string().nullish(),
  published_on: z.string().nullish(),
  created_at: z.string().nullish(),
  city: z.string().nullish(),
  state: z.string().nullish(),
  country: z.string().nullish(),
  locations: z.array(PlaceSchema).nullish(),
  description: z.string().nullish(),
});
type WorkableJob = z.output<typeof WorkableJobSchema>;

const placeLine = (place: {
  city?: string | null;
  region?: string | null;
  country?: string | null;
}) => plainLines([place.city, place.region, place.country]).join(', ');

function placesOf(job: WorkableJob): string[] {
  const listed = (job.locations ?? []).filter((place) => !place.hidden).map(placeLine);
  const places = listed.length ? listed : [placeLine({ ...job, region: job.state })];
  return places.filter(Boolean);
}

function mapJob(job: WorkableJob, account: string, company: string): NormalizedJob {
  const text = describeHtml(job.description);
  const places = placesOf(job);
  const url = requireUrl(job.url, 'url');
  return {
    source: 'Workable',
    externalId: `workable:${account}:${job.shortcode}`,
    title: requireText(toPlainLine(job.title), 'title'),
    company,
    ...text,
    salary: findSalaryInText(text.description),
    isRemote: resolveRemote(job.telecommuting, places),
    location: listPlaces(places) ?? (job.telecommuting ? 'Remote' : null),
    postedAt: parsePostedAt(job.published_on ?? job.created_at),
    applyUrl: requireUrl(job.application_url ?? job.url, 'application_url'),
    sourceUrl: url,
    categories: [...new Set(plainLines([job.function, job.department]))],
  };
}

export function createWorkableSource(config: JobSourcesConfig): JobSource {
  const { baseUrl, boards } = config.workable;
  return {
    slug: 'workable',
    name: 'Workable',
    minIntervalMs: HOUR_MS,
    termsMinIntervalMs: 0,
    complete: true,
    fetchJobs: (context) => {
      // The account's name comes with its envelope; its jobs are mapped right after.
      const companies = new Map<string, string>();
      return collectBoards(context, {
        source: 'workable',
        boards,
        url: (account) =>
          joinUrl(baseUrl, `/api/v1/widget/accounts/${encodeURIComponent(account)}?details=true`),
        envelope: EnvelopeSchema,
        items: (payload, account) => {
          companies.set(account, toPlainLine(payload.name) || companyForBoard('workable', account));
          return payload.jobs;
        },
        item: WorkableJobSchema,
        map: (job, account) => mapJob(job, account, companies.get(account)!),
      });
    },
  };
}
