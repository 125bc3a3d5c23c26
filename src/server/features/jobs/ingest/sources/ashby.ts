/**
 * Ashby public job posting API: one call per board, with compensation.
 * https://developers.ashbyhq.com/docs/public-job-posting-api. Traps (job-boards.md §4):
 * workplaceType outranks isRemote (a Hybrid job can say isRemote: true), unlisted postings are
 * skipped, and an unknown board answers 200 with no jobs rather than 404.
 */
import { z } from 'zod';
import { companyForBoard } from '../board-tokens';
import { describeHtml, plainLines, toPlainLine } from '../html';
import type { Salary } from '@/shared/contracts/jobs';
import type { JobSource, JobSourcesConfig, NormalizedJob } from '../job-source';
import { parsePostedAt } from '../parse-posted-at';
import { intervalFromLabel, parseSalaryText, salaryOf } from '../parse-salary';
import { listPlaces, remoteFromWorkplaceType, resolveRemote } from '../remote';
import { collectBoards, HOUR_MS, joinUrl, requireText, requireUrl } from './collect';

const EnvelopeSchema = z.object({ jobs: z.array(z.unknown()) });

const ComponentSchema = z.looseObject({
  compensationType: z.string().nullish(),
  minValue: z.number().nullish(),
  maxValue: z.number().nullish(),
  currencyCode: z.string().nullish(),
  interval: z.string().nullish(),
});

const AshbyJobSchema = z.looseObject({
  id: z.string(),
  title: z.string(),
  jobUrl: z.string(),
  applyUrl: z.string().nullish(),
  isListed: z.boolean().nullish(),
  isRemote: z.boolean().nullish(),
  workplaceType: z.string().nullish(),
  department: z.string().nullish(),
  team: z.string().nullish(),
  location: z.string().nullish(),
  secondaryLocations: z.array(z.looseObject({ location: z.string().nullish() })).nullish(),
  publishedAt: z.string().nullish(),
  descriptionHtml: z.string().nullish(),
  descriptionPlain: z.string().nullish(),
  shouldDisplayCompensationOnJobPostings: z.boolean().nullish(),
  compensation: z
    .looseObject({
      scrapeableCompensationSalarySummary: z.string().nullish(),
      summaryComponents: z.array(ComponentSchema).nullish(),
    })
    .nullish(),
});
type AshbyJob = z.output<typeof AshbyJobSchema>;

/** The salary component of the summary ("1 YEAR", USD), else the one-line summary ("$151K - $231K"). */
function salaryFor(job: AshbyJob): Salary | null {
  if (job.shouldDisplayCompensationOnJobPostings === false) return null;
  const component = job.compensation?.summaryComponents?.find(
    (part) => part.compensationType === 'Salary' && (part.minValue || part.maxValue),
  );
  if (component) {
    return salaryOf({
      min: component.minValue,
      max: component.maxValue,
      currency: component.currencyCode,
      interval: intervalFromLabel(component.interval),
    });
  }
  const summary = job.compensation?.scrapeableCompensationSalarySummary;
  return summary ? parseSalaryText(summary) : null;
}

function mapJob(job: AshbyJob, board: string): NormalizedJob | null {
  if (job.isListed === false) return null;
  const places = [job.location, ...(job.secondaryLocations ?? []).map((place) => place.location)];
  const text = job.descriptionHtml
    ? describeHtml(job.descriptionHtml)
    : { description: toPlainLine(job.descriptionPlain), requirements: [] };
  const jobUrl = requireUrl(job.jobUrl, 'jobUrl');
  return {
    source: 'Ashby',
    externalId: `ashby:${board}:${job.id}`,
    title: requireText(toPlainLine(job.title), 'title'),
    company: companyForBoard('ashby', board),
    ...text,
    salary: salaryFor(job),
    isRemote: resolveRemote(remoteFromWorkplaceType(job.workplaceType) ?? job.isRemote, places),
    location: listPlaces(plainLines(places)),
    postedAt: parsePostedAt(job.publishedAt),
    applyUrl: requireUrl(job.applyUrl ?? job.jobUrl, 'applyUrl'),
    sourceUrl: jobUrl,
    categories: plainLines([job.team, job.department]),
  };
}

export function createAshbySource(config: JobSourcesConfig): JobSource {
  const { baseUrl, boards } = config.ashby;
  return {
    slug: 'ashby',
    name: 'Ashby',
    minIntervalMs: HOUR_MS,
    termsMinIntervalMs: 0,
    complete: true,
    fetchJobs: (context) =>
      collectBoards(context, {
        source: 'ashby',
        boards,
        url: (board) =>
          joinUrl(
            baseUrl,
            `/posting-api/job-board/${encodeURIComponent(board)}?includeCompensation=true`,
          ),
        envelope: EnvelopeSchema,
        items: ({ jobs }, board) => {
          if (jobs.length === 0)
            context.log.info({ source: 'ashby', board }, 'Ashby board is empty (or unknown)');
          return jobs;
        },
        item: AshbyJobSchema,
        map: mapJob,
      }),
  };
}
