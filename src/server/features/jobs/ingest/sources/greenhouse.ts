/**
 * Greenhouse Job Board API: one call per company board, descriptions included.
 * https://developers.greenhouse.io/job-board.html; traps in job-boards.md §4: `content` is
 * entity-escaped HTML, remote is often only in custom metadata, locations list several cities.
 */
import { z } from 'zod';
import { companyForBoard } from '../board-tokens';
import { describeHtml, plainLines, toPlainLine } from '../html';
import type { JobSource, JobSourcesConfig, NormalizedJob } from '../job-source';
import { parsePostedAt } from '../parse-posted-at';
import { findSalaryInText } from '../parse-salary';
import { mentionsRemote } from '../remote';
import { collectBoards, HOUR_MS, joinUrl, requireText, requireUrl } from './collect';

const EnvelopeSchema = z.object({
  jobs: z.array(z.unknown()),
  meta: z.looseObject({ total: z.number().nullish() }).nullish(),
});

const MetadataSchema = z.looseObject({ name: z.string().nullish(), value: z.unknown() });

const GreenhouseJobSchema = z.looseObject({
  id: z.union([z.number(), z.string()]),
  title: z.string(),
  absolute_url: z.string(),
  company_name: z.string().nullish(),
  content: z.string().nullish(),
  location: z.looseObject({ name: z.string().nullish() }).nullish(),
  offices: z
    .array(z.looseObject({ name: z.string().nullish(), location: z.string().nullish() }))
    .nullish(),
  departments: z.array(z.looseObject({ name: z.string().nullish() })).nullish(),
  metadata: z.array(MetadataSchema).nullish(),
  first_published: z.string().nullish(),
  updated_at: z.string().nullish(),
});
type GreenhouseJob = z.output<typeof GreenhouseJobSchema>;
type Metadata = z.output<typeof MetadataSchema>;

const REMOTE_METADATA = /location type|workplace|remote|work (?:type|model|arrangement)/i;
const CATEGORY_METADATA = /categor|department|function|team|job family/i;

/** Custom metadata values are strings, string lists, numbers or null depending on the field type. */
function metadataValues(entry: Metadata): string[] {
  const values = Array.isArray(entry.value) ? entry.value : [entry.value];
  return values.filter((value): value is string => typeof value === 'string' && !!value.trim());
}

function metadataWhere(job: GreenhouseJob, name: RegExp): string[] {
  return (job.metadata ?? [])
    .filter((entry) => name.test(entry.name ?? ''))
    .flatMap(metadataValues);
}

/**
 * Remote when any place says so or the metadata does. Metadata saying "On-Site" does not
 * overrule a location list that offers "Remote-Friendly, United States" as one option.
 */
function isRemoteJob(job: GreenhouseJob): boolean {
  const places = [job.location?.name, ...(job.offices ?? []).map((office) => office.name)];
  return places.some(mentionsRemote) || metadataWhere(job, REMOTE_METADATA).some(mentionsRemote);
}

function mapJob(job: GreenhouseJob, board: string): NormalizedJob {
  const text = describeHtml(job.content);
  const url = requireUrl(job.absolute_url, 'absolute_url');
  return {
    source: 'Greenhouse',
    externalId: `greenhouse:${board}:${job.id}`,
    title: requireText(toPlainLine(job.title), 'title'),
    company: toPlainLine(job.company_name) || companyForBoard('greenhouse', board),
    ...text,
    // The list call has no pay_input_ranges; the pay-transparency block is in the content.
    salary: findSalaryInText(text.description),
    isRemote: isRemoteJob(job),
    location: toPlainLine(job.location?.name) || null,
    postedAt: parsePostedAt(job.first_published ?? job.updated_at),
    applyUrl: url,
    sourceUrl: url,
    categories: plainLines([
      ...(job.departments ?? []).map((department) => department.name),
      ...metadataWhere(job, CATEGORY_METADATA),
    ]),
  };
}

export function createGreenhouseSource(config: JobSourcesConfig): JobSource {
  const { baseUrl, boards } = config.greenhouse;
  return {
    slug: 'greenhouse',
    name: 'Greenhouse',
    minIntervalMs: HOUR_MS,
    termsMinIntervalMs: 0,
    complete: true,
    fetchJobs: (context) =>
      collectBoards(context, {
        source: 'greenhouse',
        boards,
        url: (board) =>
          joinUrl(baseUrl, `/v1/boards/${encodeURIComponent(board)}/jobs?content=true`),
        envelope: EnvelopeSchema,
        items: (payload) => payload.jobs,
        item: GreenhouseJobSchema,
        map: mapJob,
      }),
  };
}
