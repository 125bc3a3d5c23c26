import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { replayFixtures } from './replay-fixtures';
import { DEFAULT_BASE_URLS } from '@/server/features/jobs/ingest/sources';

/** Our own board responses (tests/fixtures/job-boards), in each board's exact shape. */
export const FIXTURES_DIR = path.resolve('tests/fixtures/job-boards');

type Board = keyof typeof DEFAULT_BASE_URLS;
const ATS_BOARDS = [
  'greenhouse',
  'lever',
  'ashby',
  'smartrecruiters',
  'workable',
  'recruitee',
  'breezy',
  'pinpoint',
] as const;
type AtsBoard = (typeof ATS_BOARDS)[number];

/**
 * The recorded job-board responses behind a local HTTP server: each board lives under
 * /<board> (point JOBS_<BOARD>_BASE_URL at it) and answers the real API paths. Paths can be
 * made to fail (500) or to answer something else for one call.
 */
export interface FixtureBoardServer {
  url(board: Board): string;
  /** Tokens of the recorded company boards, per ATS. */
  boards: Record<AtsBoard, string[]>;
  requests: string[];
  failPath(fragment: string, status?: number): void;
  override(fragment: string, body: unknown): void;
  /** Requests whose path holds `fragment` wait unanswered until the returned function is called. */
  hold(fragment: string): () => void;
  /** Forgets every failPath and override: the boards answer their recordings again. */
  reset(): void;
  close(): Promise<void>;
}

export async function startFixtureBoardServer(): Promise<FixtureBoardServer> {
  const replay = replayFixtures(FIXTURES_DIR);
  const failures = new Map<string, number>();
  const overrides = new Map<string, unknown>();
  const requests: string[] = [];
  const holds = new Map<string, Promise<void>>();
  const server: Server = createServer((req, res) => {
    const url = req.url ?? '/';
    requests.push(url);
    const held = [...holds].find(([fragment]) => url.includes(fragment));
    if (held) void held[1].then(() => answer(url, res));
    else answer(url, res);
  });
  const answer = (url: string, res: ServerResponse) => {
    const [, board, ...rest] = url.split('/');
    const send = (status: number, body: string, type = 'application/json') => {
      res.writeHead(status, { 'content-type': type });
      res.end(body);
    };
    for (const [fragment, status] of failures)
      if (url.includes(fragment))
        return send(status, '<html><body>Service Unavailable</body></html>', 'text/html');
    for (const [fragment, body] of overrides)
      if (url.includes(fragment)) return send(200, JSON.stringify(body));
    const production: string | undefined = DEFAULT_BASE_URLS[board as Board];
    if (!production) return send(404, '{"error":"unknown board"}');
    // A board on a subdomain per company answers /<board>/<token>/<path>.
    const realUrl = production.includes('{board}')
      ? `${production.replace('{board}', rest[0] ?? '')}/${rest.slice(1).join('/')}`
      : `${production}/${rest.join('/')}`;
    replay
      .getJson(realUrl)
      .then((payload) => send(200, JSON.stringify(payload)))
      .catch(() => send(404, '{"error":"not recorded"}'));
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: (board) => `http://127.0.0.1:${port}/${board}`,
    boards: Object.fromEntries(ATS_BOARDS.map((ats) => [ats, replay.config[ats].boards])) as Record<
      AtsBoard,
      string[]
    >,
    requests,
    failPath: (fragment, status = 500) => failures.set(fragment, status),
    override: (fragment, body) => overrides.set(fragment, body),
    hold: (fragment) => {
      let release!: () => void;
      holds.set(fragment, new Promise<void>((resolve) => (release = resolve)));
      return () => {
        holds.delete(fragment);
        release();
      };
    },
    reset: () => {
      failures.clear();
      holds.clear();
      overrides.clear();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Environment pointing every board at a closed local port with no retries: an ingest a test runs
 * without boards fails at once instead of reaching the internet (a name lookup with no network
 * took 5 s a board). Built from DEFAULT_BASE_URLS, so a new board is covered without a change here.
 */
export function closedBoardEnv(): Record<string, string> {
  return {
    ...Object.fromEntries(
      Object.keys(DEFAULT_BASE_URLS).map((board) => [
        `JOBS_${board.toUpperCase()}_BASE_URL`,
        'http://127.0.0.1:9',
      ]),
    ),
    JOBS_HTTP_RETRIES: '0',
  };
}

/** Environment pointing every key-less connector at the fixture server. */
export function fixtureBoardEnv(
  server: FixtureBoardServer,
  extraGreenhouseBoards: string[] = [],
): Record<string, string> {
  return {
    JOBS_GREENHOUSE_BASE_URL: server.url('greenhouse'),
    JOBS_LEVER_BASE_URL: server.url('lever'),
    JOBS_ASHBY_BASE_URL: server.url('ashby'),
    JOBS_SMARTRECRUITERS_BASE_URL: server.url('smartrecruiters'),
    JOBS_WORKABLE_BASE_URL: server.url('workable'),
    JOBS_RECRUITEE_BASE_URL: server.url('recruitee'),
    JOBS_BREEZY_BASE_URL: server.url('breezy'),
    JOBS_PINPOINT_BASE_URL: server.url('pinpoint'),
    JOBS_REMOTIVE_BASE_URL: server.url('remotive'),
    JOBS_JOBICY_BASE_URL: server.url('jobicy'),
    JOBS_HIMALAYAS_BASE_URL: server.url('himalayas'),
    JOBS_REMOTEOK_BASE_URL: server.url('remoteok'),
    JOBS_THEMUSE_BASE_URL: server.url('themuse'),
    JOBS_GREENHOUSE_BOARDS: [...server.boards.greenhouse, ...extraGreenhouseBoards].join(','),
    JOBS_LEVER_BOARDS: server.boards.lever.join(','),
    JOBS_ASHBY_BOARDS: server.boards.ashby.join(','),
    JOBS_SMARTRECRUITERS_BOARDS: server.boards.smartrecruiters.join(','),
    JOBS_WORKABLE_BOARDS: server.boards.workable.join(','),
    JOBS_RECRUITEE_BOARDS: server.boards.recruitee.join(','),
    JOBS_BREEZY_BOARDS: server.boards.breezy.join(','),
    JOBS_PINPOINT_BOARDS: server.boards.pinpoint.join(','),
    JOBS_THEMUSE_PAGES: '1',
    JOBS_HTTP_RETRIES: '0',
    // The fixture server is local and answers at once; 2 s was missed under CI's parallel lanes
    // (a run read as partial). A test of a slow board holds one on purpose and sets its own.
    JOBS_HTTP_TIMEOUT_MS: '15000',
  };
}
