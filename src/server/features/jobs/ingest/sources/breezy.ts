/**
 * Breezy HR public careers feed: no key, one call per company subdomain,
 * https://{company}.breezy.hr/json. Shape read from public clients of the endpoint (e.g.
 * safe-global/safe-homepage `useOpenPositions.ts`): a bare array of positions with `id`,
 * `friendly_id`, `name`, `url`, `published_date`, `type {id, name}`, `location {country, state,
 * city, is_remote, name}`, `department`, `company {name}` and an optional `salary` string.
 * Traps:
 * - no description at all: the card says only what the feed gives (title, place, pay line);
 * - remote is `location.is_remote`, while `location.name` may still name a city;
 * - `salary` is free text ("$55,000 - $65,000 / yr"), absent on most positions.
 */
import { z } from 'zod';
import { companyForBoard } from '../board-tokens';
import { plainLines, toPlainLine } from '../html';
import type { JobSource, JobSourcesConfig, NormalizedJob } from '../job-source';
import { parsePostedAt } from '../parse-posted-at';
import { parseSalaryText } from '../parse-salary';
import { resolveRemote } from '../remote';
import { boardBaseUrl, collectBoards, HOUR_MS, requireText, requireUrl } from './collect';

const Named = z.looseObject({ name: z.string().nullish() }).nullish();

const PositionSchema = z.looseObject({
  id: z.string(),
  friendly_id: z.string().nullish(),
  name: z.string(),
  url: z.string(),
  published_date: z.string().nullish(),
  type: Named,
  location: z
    .looseObject({
      country: Named,
      state: Named,
      city: z.string().nullish(),
      is_remote: z.boolean().nullish(),
      name: z.string().nullish(),
    })
    .nullish(),
  department: z.string().nullish(),
  company: Named,
  salary: z.string().nullish(),
});
type Position = z.output<typeof PositionSchema>;

function mapPosition(position: Position, company: string): NormalizedJob {
  const place = toPlainLine(position.location?.name);
  const url = requireUrl(position.url, 'url');
  const type = toPlainLine(position.type?.name);
  return {
    source: 'Breezy HR',
    externalId: `breezy:${company}:${position.id}`,
    title: requireText(toPlainLine(position.name), 'name'),
    company: toPlainLine(position.company?.name) || companyForBoard('breezy', company),
    description: plainLines([
      type && `${type} position${place ? ` (${place})` : ''}.`,
      position.department && `Team: ${toPlainLine(position.department)}.`,
      'The full posting is on the employer’s Breezy HR page.',
    ]).join('\n'),
    requirements: [],
    salary: position.salary ? parseSalaryText(position.salary) : null,
    isRemote: resolveRemote(position.location?.is_remote, [place]),
    location: place || null,
    postedAt: parsePostedAt(position.published_date),
    applyUrl: url,
    sourceUrl: url,
    categories: plainLines([position.department]),
  };
}

export function createBreezySource(config: JobSourcesConfig): JobSource {
  const { baseUrl, boards } = config.breezy;
  return {
    slug: 'breezy',
    name: 'Breezy HR',
    minIntervalMs: HOUR_MS,
    termsMinIntervalMs: 0,
    complete: true,
    fetchJobs: (context) =>
      collectBoards(context, {
        source: 'breezy',
        boards,
        url: (company) => `${boardBaseUrl(baseUrl, company)}/json`,
        envelope: z.array(z.unknown()),
        items: (payload) => payload,
        item: PositionSchema,
        map: mapPosition,
      }),
  };
}
