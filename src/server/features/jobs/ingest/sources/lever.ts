/**
 * Lever Postings API: one call per company site. https://github.com/lever/postings-api
 * Traps (job-boards.md §4): createdAt is epoch milliseconds; the body is split into
 * description + lists[] + additional; the company is not named in the payload.
 */
import { escapeText } from 'entities';
import { z } from 'zod';
import { companyForBoard } from '../board-tokens';
import { describeHtml, plainLines, toPlainLine } from '../html';
import type { Salary } from '@/shared/contracts/jobs';
import type { JobSource, JobSourcesConfig, NormalizedJob } from '../job-source';
import { parsePostedAt } from '../parse-posted-at';
import { findSalaryInText, intervalFromLabel, parseSalaryText, salaryOf } from '../parse-salary';
import { listPlaces, remoteFromWorkplaceType, resolveRemote } from '../remote';
import { collectBoards, HOUR_MS, joinUrl, requireText, requireUrl } from './collect';

const LeverPostingSchema = z.looseObject({
  id: z.string(),
  text: z.string(),
  hostedUrl: z.string(),
  applyUrl: z.string().nullish(),
  createdAt: z.number().nullish(),
  description: z.string().nullish(),
  lists: z
    .array(z.looseObject({ text: z.string().nullish(), content: z.string().nullish() }))
    .nullish(),
  additional: z.string().nullish(),
  categories: z
    .looseObject({
      location: z.string().nullish(),
      team: z.string().nullish(),
      department: z.string().nullish(),
      allLocations: z.array(z.string()).nullish(),
    })
    .nullish(),
  workplaceType: z.string().nullish(),
  salaryRange: z
    .looseObject({
      min: z.number().nullish(),
      max: z.number().nullish(),
      currency: z.string().nullish(),
      interval: z.string().nullish(),
    })
    .nullish(),
  salaryDescriptionPlain: z.string().nullish(),
});
type LeverPosting = z.output<typeof LeverPostingSchema>;

/** description, then each list under its own heading, then additional, in Lever's page order. */
function composeHtml(posting: LeverPosting): string {
  const lists = (posting.lists ?? []).map((list) => {
    const content = list.content ?? '';
    // List content is bare <li> elements; wrap them so they stay separate items.
    const items = /<(?:ul|ol)\b/i.test(content) ? content : `<ul>${content}</ul>`;
    return `<h3>${escapeText(list.text ?? '')}</h3>${items}`;
  });
  return [posting.description ?? '', ...lists, posting.additional ?? ''].join('\n');
}

function salaryFor(posting: LeverPosting, plainText: string): Salary | null {
  const range = posting.salaryRange;
  return (
    (range &&
      salaryOf({
        min: range.min,
        max: range.max,
        currency: range.currency,
        interval: intervalFromLabel(range.interval),
      })) ||
    (posting.salaryDescriptionPlain ? parseSalaryText(posting.salaryDescriptionPlain) : null) ||
    findSalaryInText(plainText)
  );
}

function mapPosting(posting: LeverPosting, site: string): NormalizedJob {
  const text = describeHtml(composeHtml(posting));
  const places = posting.categories?.allLocations?.length
    ? posting.categories.allLocations
    : [posting.categories?.location];
  const hostedUrl = requireUrl(posting.hostedUrl, 'hostedUrl');
  return {
    source: 'Lever',
    externalId: `lever:${site}:${posting.id}`,
    title: requireText(toPlainLine(posting.text), 'text'),
    company: companyForBoard('lever', site),
    ...text,
    salary: salaryFor(posting, text.description),
    isRemote: resolveRemote(remoteFromWorkplaceType(posting.workplaceType), places),
    location: listPlaces(plainLines(places)),
    postedAt: parsePostedAt(posting.createdAt),
    applyUrl: requireUrl(posting.applyUrl ?? posting.hostedUrl, 'applyUrl'),
    sourceUrl: hostedUrl,
    categories: plainLines([posting.categories?.team, posting.categories?.department]),
  };
}

export function createLeverSource(config: JobSourcesConfig): JobSource {
  const { baseUrl, boards } = config.lever;
  return {
    slug: 'lever',
    name: 'Lever',
    minIntervalMs: HOUR_MS,
    termsMinIntervalMs: 0,
    complete: true,
    fetchJobs: (context) =>
      collectBoards(context, {
        source: 'lever',
        boards,
        url: (site) => joinUrl(baseUrl, `/v0/postings/${encodeURIComponent(site)}?mode=json`),
        envelope: z.array(z.unknown()),
        items: (payload) => payload,
        item: LeverPostingSchema,
        map: mapPosting,
      }),
  };
}
