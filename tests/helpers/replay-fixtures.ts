/**
 * Serves board responses from a fixtures folder (<dir>/<board>/*.json: ours in
 * tests/fixtures/job-boards, or the real recordings the replay suite reads) in place of the
 * network, routed by each connector's real request URL. Tests only.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FetchContext, JobSourcesConfig } from '@/server/features/jobs/ingest/job-source';
import { DEFAULT_BASE_URLS } from '@/server/features/jobs/ingest/sources';

export type FixtureBoard =
  | 'greenhouse'
  | 'lever'
  | 'ashby'
  | 'remotive'
  | 'jobicy'
  | 'himalayas'
  | 'remoteok'
  | 'themuse'
  | 'adzuna'
  | 'usajobs'
  | 'smartrecruiters'
  | 'workable';

export interface Fixture {
  board: FixtureBoard;
  file: string;
  payload: unknown;
}

export function readFixtures(fixturesDir: string, board: FixtureBoard): Fixture[] {
  const dir = path.join(fixturesDir, board);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({
      board,
      file,
      payload: JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as unknown,
    }));
}

/** Company boards whose fixtures are named by token: <dir>/<board>/<token>.json. */
export const TOKEN_NAMED_BOARDS = [
  'smartrecruiters',
  'workable',
  'recruitee',
  'breezy',
  'pinpoint',
] as const;
export type TokenNamedBoard = (typeof TOKEN_NAMED_BOARDS)[number];

/**
 * The fixtures of a token-named board by file name without ".json" ("harborviewlearning",
 * SmartRecruiters' later pages "harborviewlearning.offset-3" and details
 * "harborviewlearning.<posting id>"); none when the folder does not exist.
 */
export function readTokenFixtures(
  fixturesDir: string,
  board: TokenNamedBoard,
): Map<string, unknown> {
  const dir = path.join(fixturesDir, board);
  if (!existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir)
      .filter((file) => /^[a-z0-9-]+(?:\.[a-z0-9-]+)?\.json$/.test(file))
      .sort()
      .map((file) => [
        file.slice(0, -'.json'.length),
        JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as unknown,
      ]),
  );
}

/** The company tokens of a token-named board: its files without a "." in the name. */
const tokensOf = (files: Map<string, unknown>) =>
  [...files.keys()].filter((name) => !name.includes('.'));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The items of a recorded payload, whatever its envelope. */
export function fixtureItems(payload: unknown): unknown[] {
  if (Array.isArray(payload)) return payload;
  if (!isRecord(payload)) return [];
  for (const key of ['jobs', 'results']) {
    const items = payload[key];
    if (Array.isArray(items)) return items;
  }
  const search = payload.SearchResult;
  return isRecord(search) && Array.isArray(search.SearchResultItems)
    ? search.SearchResultItems
    : [];
}

/**
 * The company board a recorded ATS payload belongs to, read from its own job URLs
 * (job-boards.greenhouse.io/<token>/..., jobs.lever.co/<site>/..., jobs.ashbyhq.com/<board>/...).
 */
export function fixtureBoardToken(payload: unknown): string {
  const [first] = fixtureItems(payload);
  const url = isRecord(first) ? (first.absolute_url ?? first.hostedUrl ?? first.jobUrl) : undefined;
  const token = typeof url === 'string' ? new URL(url).pathname.split('/')[1] : undefined;
  if (!token) throw new Error('cannot tell which board this fixture was recorded from');
  return token;
}

/**
 * The Muse fixture was saved inside its recorder's own wrapper ({generatedAt, count, jobs});
 * the API answers {page, page_count, results}.
 */
export function museEnvelope(items: readonly unknown[], page = 0, pageCount = 1): unknown {
  return { page, page_count: pageCount, items_per_page: 20, total: items.length, results: items };
}

export interface FixtureReplay {
  config: JobSourcesConfig;
  getJson: FetchContext['getJson'];
  /** Every URL requested, in order. */
  requests: string[];
}

/**
 * A configuration whose company boards are the recorded ones, and a getJson that answers each
 * connector's request with the recorded payloads (merged when a board has several files).
 * Aggregators that make several calls per poll get the recording for each; connectors keep
 * the first copy of a job.
 */
export function replayFixtures(fixturesDir: string): FixtureReplay {
  const byToken = (board: 'greenhouse' | 'lever' | 'ashby') =>
    new Map(readFixtures(fixturesDir, board).map((f) => [fixtureBoardToken(f.payload), f.payload]));
  const ats = {
    greenhouse: byToken('greenhouse'),
    lever: byToken('lever'),
    ashby: byToken('ashby'),
  };
  const merged = (board: FixtureBoard) =>
    readFixtures(fixturesDir, board).flatMap((fixture) => fixtureItems(fixture.payload));
  const single = (board: FixtureBoard) => readFixtures(fixturesDir, board)[0]?.payload;
  const named = Object.fromEntries(
    TOKEN_NAMED_BOARDS.map((board) => [board, readTokenFixtures(fixturesDir, board)]),
  ) as Record<TokenNamedBoard, Map<string, unknown>>;
  /** A subdomain board's request, "https://<token>.recruitee.com/...": the token's file. */
  const subdomain = (board: TokenNamedBoard) => (m: RegExpExecArray) => named[board].get(m[1]!);

  const config: JobSourcesConfig = {
    userAgent: 'classroom-to-career fixture replay',
    httpTimeoutMs: 1000,
    retries: 0,
    greenhouse: { baseUrl: DEFAULT_BASE_URLS.greenhouse, boards: [...ats.greenhouse.keys()] },
    lever: { baseUrl: DEFAULT_BASE_URLS.lever, boards: [...ats.lever.keys()] },
    ashby: { baseUrl: DEFAULT_BASE_URLS.ashby, boards: [...ats.ashby.keys()] },
    smartrecruiters: {
      baseUrl: DEFAULT_BASE_URLS.smartrecruiters,
      boards: tokensOf(named.smartrecruiters),
      // Our fixture pages hold three postings, so the second page is asked for.
      pageSize: 3,
    },
    workable: { baseUrl: DEFAULT_BASE_URLS.workable, boards: tokensOf(named.workable) },
    recruitee: { baseUrl: DEFAULT_BASE_URLS.recruitee, boards: tokensOf(named.recruitee) },
    breezy: { baseUrl: DEFAULT_BASE_URLS.breezy, boards: tokensOf(named.breezy) },
    pinpoint: { baseUrl: DEFAULT_BASE_URLS.pinpoint, boards: tokensOf(named.pinpoint) },
    remotive: { baseUrl: DEFAULT_BASE_URLS.remotive },
    jobicy: { baseUrl: DEFAULT_BASE_URLS.jobicy },
    himalayas: { baseUrl: DEFAULT_BASE_URLS.himalayas },
    remoteok: { baseUrl: DEFAULT_BASE_URLS.remoteok },
    themuse: { baseUrl: DEFAULT_BASE_URLS.themuse, pages: 1 },
    adzuna: { baseUrl: DEFAULT_BASE_URLS.adzuna, appId: 'replay', appKey: 'replay', country: 'us' },
    usajobs: { baseUrl: DEFAULT_BASE_URLS.usajobs, apiKey: 'replay', email: 'replay@example.org' },
  };

  // prettier-ignore
  const routes: Array<[RegExp, (match: RegExpExecArray) => unknown]> = [
    [/boards-api\.greenhouse\.io\/v1\/boards\/([^/]+)\/jobs\?content=true$/, (m) => ats.greenhouse.get(m[1]!)],
    [/api\.lever\.co\/v0\/postings\/([^/?]+)\?mode=json$/, (m) => ats.lever.get(m[1]!)],
    [/api\.ashbyhq\.com\/posting-api\/job-board\/([^/?]+)\?includeCompensation=true$/, (m) => ats.ashby.get(m[1]!)],
    [/api\.smartrecruiters\.com\/v1\/companies\/([^/?]+)\/postings\?offset=(\d+)&limit=\d+$/, (m) => named.smartrecruiters.get(m[2] === '0' ? m[1]! : `${m[1]}.offset-${m[2]}`)],
    [/api\.smartrecruiters\.com\/v1\/companies\/([^/?]+)\/postings\/([^/?]+)$/, (m) => named.smartrecruiters.get(`${m[1]}.${m[2]}`)],
    [/apply\.workable\.com\/api\/v1\/widget\/accounts\/([^/?]+)\?details=true$/, (m) => named.workable.get(m[1]!)],
    [/^https:\/\/([^./]+)\.recruitee\.com\/api\/offers\/$/, subdomain('recruitee')],
    [/^https:\/\/([^./]+)\.breezy\.hr\/json$/, subdomain('breezy')],
    [/^https:\/\/([^./]+)\.pinpointhq\.com\/postings\.json$/, subdomain('pinpoint')],
    [/remotive\.com\/api\/remote-jobs$/, () => ({ 'job-count': merged('remotive').length, jobs: merged('remotive') })],
    [/jobicy\.com\/api\/v2\/remote-jobs\?/, () => single('jobicy')],
    [/himalayas\.app\/jobs\/api\/search\?.*page=1(?:&|$)/, () => single('himalayas')],
    [/himalayas\.app\/jobs\/api\/search\?/, () => ({ jobs: [] })],
    [/remoteok\.com\/api$/, () => single('remoteok')],
    [/themuse\.com\/api\/public\/jobs\?page=0&/, () => museEnvelope(merged('themuse'))],
    [/api\.adzuna\.com\/v1\/api\/jobs\/us\/search\/1\?/, () => single('adzuna')],
    [/data\.usajobs\.gov\/api\/search\?/, () => single('usajobs')],
  ];

  const requests: string[] = [];
  const getJson = async (url: string) => {
    requests.push(url);
    for (const [pattern, answer] of routes) {
      const match = pattern.exec(url);
      const payload = match ? answer(match) : undefined;
      if (payload !== undefined) return structuredClone(payload);
    }
    throw new Error(`no recorded response for ${url}`);
  };
  return { config, getJson, requests };
}
