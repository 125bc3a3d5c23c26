/**
 * Pinpoint careers-site feed: no key, one call per company subdomain,
 * https://{company}.pinpointhq.com/postings.json, answering {data: [...]}. Shape read from public
 * clients of the endpoint (posting `id`, `title`, `url` = /en/postings/<uuid>, `location {name,
 * city, province}`, `job {department {name}}`, `workplace_type(_text)`, `compensation`,
 * `compensation_visible`, `deadline_at`, and the advert split into `description`,
 * `key_responsibilities`, `skills_knowledge_expertise`, `benefits`, each with a `*_header`).
 * Traps:
 * - the advert is four HTML fields, read in order under their own headings;
 * - `compensation` is shown only when `compensation_visible` is true;
 * - a posting past its `deadline_at` can still be in the feed: it is dropped;
 * - the feed has no publication date and does not name the company.
 */
import { z } from 'zod';
import { escapeText } from 'entities';
import { companyForBoard } from '../board-tokens';
import { describeHtml, plainLines, toPlainLine } from '../html';
import type { Salary } from '@/shared/contracts/jobs';
import type { JobSource, JobSourcesConfig, NormalizedJob } from '../job-source';
import { parsePostedAt } from '../parse-posted-at';
import { intervalFromLabel, parseSalaryText, salaryOf } from '../parse-salary';
import { remoteFromWorkplaceType, resolveRemote } from '../remote';
import { boardBaseUrl, collectBoards, HOUR_MS, requireText, requireUrl } from './collect';

const SECTIONS = [
  'description',
  'key_responsibilities',
  'skills_knowledge_expertise',
  'benefits',
] as const;

const PostingSchema = z.looseObject({
  id: z.union([z.number(), z.string()]),
  title: z.string(),
  url: z.string(),
  description: z.string().nullish(),
  description_header: z.string().nullish(),
  key_responsibilities: z.string().nullish(),
  key_responsibilities_header: z.string().nullish(),
  skills_knowledge_expertise: z.string().nullish(),
  skills_knowledge_expertise_header: z.string().nullish(),
  benefits: z.string().nullish(),
  benefits_header: z.string().nullish(),
  location: z
    .looseObject({
      name: z.string().nullish(),
      city: z.string().nullish(),
      province: z.string().nullish(),
    })
    .nullish(),
  job: z
    .looseObject({ department: z.looseObject({ name: z.string().nullish() }).nullish() })
    .nullish(),
  workplace_type: z.string().nullish(),
  compensation: z.string().nullish(),
  compensation_visible: z.boolean().nullish(),
  compensation_minimum: z.number().nullish(),
  compensation_maximum: z.number().nullish(),
  compensation_currency: z.string().nullish(),
  compensation_frequency: z.string().nullish(),
  deadline_at: z.string().nullish(),
});
type Posting = z.output<typeof PostingSchema>;

function composeHtml(posting: Posting): string {
  return SECTIONS.filter((key) => posting[key]?.trim())
    .map((key) => {
      const header = posting[`${key}_header`];
      return `${header ? `<h3>${escapeText(header)}</h3>` : ''}${posting[key]}`;
    })
    .join('\n');
}

function salaryFor(posting: Posting): Salary | null {
  if (!posting.compensation_visible) return null;
  return (
    salaryOf({
      min: posting.compensation_minimum,
      max: posting.compensation_maximum,
      currency: posting.compensation_currency,
      interval: intervalFromLabel(posting.compensation_frequency),
    }) ?? (posting.compensation ? parseSalaryText(posting.compensation) : null)
  );
}

function mapPosting(posting: Posting, company: string, now: Date): NormalizedJob | null {
  const deadline = parsePostedAt(posting.deadline_at);
  if (deadline && deadline < now) return null;
  const text = describeHtml(composeHtml(posting));
  const place =
    toPlainLine(posting.location?.name) ||
    plainLines([posting.location?.city, posting.location?.province]).join(', ');
  const url = requireUrl(posting.url, 'url');
  return {
    source: 'Pinpoint',
    externalId: `pinpoint:${company}:${posting.id}`,
    title: requireText(toPlainLine(posting.title), 'title'),
    company: companyForBoard('pinpoint', company),
    ...text,
    salary: salaryFor(posting),
    isRemote: resolveRemote(remoteFromWorkplaceType(posting.workplace_type), [place]),
    location: place || null,
    postedAt: null,
    applyUrl: url,
    sourceUrl: url,
    categories: plainLines([posting.job?.department?.name]),
  };
}

export function createPinpointSource(config: JobSourcesConfig): JobSource {
  const { baseUrl, boards } = config.pinpoint;
  return {
    slug: 'pinpoint',
    name: 'Pinpoint',
    minIntervalMs: HOUR_MS,
    termsMinIntervalMs: 0,
    complete: true,
    fetchJobs: (context) => {
      const now = new Date();
      return collectBoards(context, {
        source: 'pinpoint',
        boards,
        url: (company) => `${boardBaseUrl(baseUrl, company)}/postings.json`,
        envelope: z.looseObject({ data: z.array(z.unknown()) }),
        items: (payload) => payload.data,
        item: PostingSchema,
        map: (posting, company) => mapPosting(posting, company, now),
      });
    },
  };
}
