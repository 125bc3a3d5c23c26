/**
 * USAJOBS search API (needs a key and the registered contact email as User-Agent):
 * the federal training series that suit former teachers, one call per poll.
 * https://developer.usajobs.gov/api-reference/get-api-search. Trap (job-boards.md §4): pay
 * bounds are strings with an interval code (PA per year, PH per hour...).
 */
import { z } from 'zod';
import { toPlainLine } from '../html';
import type { SalaryInterval } from '@/shared/contracts/jobs';
import type { JobSource, JobSourcesConfig, NormalizedJob } from '../job-source';
import { parsePostedAt } from '../parse-posted-at';
import { salaryOf } from '../parse-salary';
import { mentionsRemote } from '../remote';
import { HOUR_MS, joinUrl, requireText, requireUrl, startRun } from './collect';

/** Occupational series that suit former teachers (job-boards.md §1). */
const USAJOBS_SERIES: ReadonlyArray<readonly [code: string, name: string]> = [
  ['1712', 'Training Instruction'],
  ['1750', 'Instructional Systems'],
  ['0235', 'Employee Development'],
  ['1701', 'General Education and Training'],
];
const SERIES_NAMES = new Map(USAJOBS_SERIES);

const RATE_INTERVALS: Readonly<Record<string, SalaryInterval>> = {
  PA: 'year',
  PM: 'month',
  PW: 'week',
  PD: 'day',
  PH: 'hour',
};

const amount = z.union([z.string(), z.number()]).nullish();

const EnvelopeSchema = z.object({
  SearchResult: z.looseObject({ SearchResultItems: z.array(z.unknown()) }),
});

const UsaJobSchema = z.looseObject({
  MatchedObjectId: z.union([z.string(), z.number()]),
  MatchedObjectDescriptor: z.looseObject({
    PositionTitle: z.string(),
    OrganizationName: z.string().nullish(),
    DepartmentName: z.string().nullish(),
    PositionURI: z.string(),
    ApplyURI: z.array(z.string()).nullish(),
    PositionLocationDisplay: z.string().nullish(),
    PositionRemuneration: z
      .array(
        z.looseObject({
          MinimumRange: amount,
          MaximumRange: amount,
          RateIntervalCode: z.string().nullish(),
        }),
      )
      .nullish(),
    PublicationStartDate: z.string().nullish(),
    /** The pay plan: [{ Code: "GS" }]; LowGrade and HighGrade are on its scale. */
    JobGrade: z.array(z.looseObject({ Code: z.string().nullish() })).nullish(),
    JobCategory: z
      .array(z.looseObject({ Name: z.string().nullish(), Code: z.string().nullish() }))
      .nullish(),
    UserArea: z
      .looseObject({
        Details: z
          .looseObject({
            JobSummary: z.string().nullish(),
            MajorDuties: z.union([z.array(z.string()), z.string()]).nullish(),
            Requirements: z.string().nullish(),
            RemoteIndicator: z.boolean().nullish(),
            LowGrade: amount,
          })
          .nullish(),
      })
      .nullish(),
  }),
});
type UsaJob = z.output<typeof UsaJobSchema>;

const toNumber = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? null : Number(value);

/** Pay plans on the General Schedule's 1-15 scale (GG and GM share it). */
const GS_SCALE = new Set(['GS', 'GG', 'GM']);

/** The lowest GS-scale grade a posting hires at: "12" of plan "GS"; null on other pay plans. */
function gsGrade(plan: string | null | undefined, low: string | number | null | undefined) {
  const grade = toNumber(low);
  return plan && GS_SCALE.has(plan.trim().toUpperCase()) && Number.isInteger(grade) ? grade : null;
}

/** Requirements arrive as one text with bullets or line breaks. */
function splitLines(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\n|•|\s-\s(?=[A-Z])/)
    .map((line) => line.trim())
    .filter((line) => line.length > 2)
    .slice(0, 12);
}

function mapJob(item: UsaJob): NormalizedJob {
  const job = item.MatchedObjectDescriptor;
  const details = job.UserArea?.Details;
  const pay = job.PositionRemuneration?.[0];
  const duties = [details?.MajorDuties ?? []].flat().map((duty) => `- ${duty.trim()}`);
  const location = toPlainLine(job.PositionLocationDisplay) || null;
  const positionUrl = requireUrl(job.PositionURI, 'PositionURI');
  return {
    source: 'USAJOBS',
    externalId: `usajobs:${item.MatchedObjectId}`,
    title: requireText(toPlainLine(job.PositionTitle), 'PositionTitle'),
    company: requireText(
      toPlainLine(job.OrganizationName ?? job.DepartmentName),
      'OrganizationName',
    ),
    description: [toPlainLine(details?.JobSummary), ...duties].filter(Boolean).join('\n'),
    requirements: splitLines(details?.Requirements),
    salary: pay
      ? salaryOf({
          min: toNumber(pay.MinimumRange),
          max: toNumber(pay.MaximumRange),
          currency: 'USD',
          interval: RATE_INTERVALS[pay.RateIntervalCode?.toUpperCase() ?? ''] ?? null,
        })
      : null,
    isRemote: details?.RemoteIndicator ?? mentionsRemote(location),
    location,
    postedAt: parsePostedAt(job.PublicationStartDate),
    applyUrl: requireUrl(job.ApplyURI?.[0] ?? job.PositionURI, 'ApplyURI'),
    sourceUrl: positionUrl,
    federalGrade: gsGrade(job.JobGrade?.[0]?.Code, details?.LowGrade),
    categories: (job.JobCategory ?? [])
      .map((category) => category.Name ?? SERIES_NAMES.get(category.Code ?? '') ?? '')
      .filter(Boolean),
  };
}

export function usajobsUrl(baseUrl: string): string {
  const search = new URLSearchParams({
    JobCategoryCode: USAJOBS_SERIES.map(([code]) => code).join(';'),
    ResultsPerPage: '250',
    SortField: 'DatePosted',
    SortDirection: 'Desc',
  });
  return joinUrl(baseUrl, `/api/search?${search}`);
}

export function createUsaJobsSource(config: JobSourcesConfig): JobSource {
  const { baseUrl, apiKey, email } = config.usajobs;
  return {
    slug: 'usajobs',
    name: 'USAJOBS',
    minIntervalMs: HOUR_MS,
    termsMinIntervalMs: 0,
    // The newest 250 of the series, one page.
    complete: false,
    async fetchJobs(context) {
      const run = startRun(context, 'usajobs');
      const headers = { 'Authorization-Key': apiKey ?? '', 'User-Agent': email ?? '' };
      const payload = await run.request(usajobsUrl(baseUrl), EnvelopeSchema, headers);
      if (payload) run.addItems(payload.SearchResult.SearchResultItems, UsaJobSchema, mapJob);
      return run.result();
    },
  };
}
