import path from 'node:path';
import pino from 'pino';
import { expect } from 'vitest';
import type {
  FetchContext,
  JobSource,
  JobSourcesConfig,
  NormalizedJob,
  SourceResult,
} from '@/server/features/jobs/ingest/job-source';
import {
  fixtureBoardToken,
  fixtureItems,
  readFixtures,
  type Fixture,
  type FixtureBoard,
} from '../../../helpers/replay-fixtures';
import { DEFAULT_BASE_URLS } from '@/server/features/jobs/ingest/sources';

/**
 * Our own board responses, written in each board's exact shape with invented companies and text
 * (tests/fixtures/job-boards/README.md). Every unit and API test runs on these.
 */
export const FIXTURES_DIR = path.resolve('tests/fixtures/job-boards');

/** Fixture readers bound to one folder: ours, or the real recordings the replay suite reads. */
export function boardFixtures(dir: string) {
  const fixtures = (board: FixtureBoard): Fixture[] => readFixtures(dir, board);
  const fixture = (board: FixtureBoard, fileStart: string): Fixture => {
    const found = fixtures(board).find((f) => f.file.startsWith(fileStart));
    if (!found) throw new Error(`no ${board} fixture starting with ${fileStart}`);
    return found;
  };
  return { fixtures, fixture };
}

export const { fixtures, fixture } = boardFixtures(FIXTURES_DIR);

export { fixtureBoardToken, fixtureItems };

export interface LogEntry {
  level: number;
  msg: string;
  [key: string]: unknown;
}

/** A real pino logger whose lines are kept for assertions. */
export function createTestLogger() {
  const entries: LogEntry[] = [];
  const log = pino(
    { level: 'debug' },
    { write: (line: string) => void entries.push(JSON.parse(line) as LogEntry) },
  );
  return {
    log,
    entries,
    warnings: () => entries.filter((entry) => entry.level === 40),
    errors: () => entries.filter((entry) => entry.level === 50),
  };
}

type Answer = unknown | Error;

/**
 * A getJson that answers exact URLs with recorded payloads (a copy each time) or throws the
 * given Error; any other URL fails the test, so the request paths are asserted too.
 */
export function serve(answers: Record<string, Answer> | ((url: string) => Answer)) {
  const requests: Array<{ url: string; headers: Record<string, string> | undefined }> = [];
  const getJson: FetchContext['getJson'] = async (url, init) => {
    requests.push({ url, headers: init?.headers });
    const answer = typeof answers === 'function' ? answers(url) : answers[url];
    if (answer instanceof Error) throw answer;
    if (answer === undefined) throw new Error(`unexpected request: ${url}`);
    return structuredClone(answer);
  };
  return { getJson, requests };
}

export function testConfig(overrides: Partial<JobSourcesConfig> = {}): JobSourcesConfig {
  return {
    userAgent: 'classroom-to-career tests',
    httpTimeoutMs: 1000,
    retries: 0,
    greenhouse: { baseUrl: DEFAULT_BASE_URLS.greenhouse, boards: [] },
    lever: { baseUrl: DEFAULT_BASE_URLS.lever, boards: [] },
    ashby: { baseUrl: DEFAULT_BASE_URLS.ashby, boards: [] },
    smartrecruiters: { baseUrl: DEFAULT_BASE_URLS.smartrecruiters, boards: [], pageSize: 100 },
    workable: { baseUrl: DEFAULT_BASE_URLS.workable, boards: [] },
    recruitee: { baseUrl: DEFAULT_BASE_URLS.recruitee, boards: [] },
    breezy: { baseUrl: DEFAULT_BASE_URLS.breezy, boards: [] },
    pinpoint: { baseUrl: DEFAULT_BASE_URLS.pinpoint, boards: [] },
    remotive: { baseUrl: DEFAULT_BASE_URLS.remotive },
    jobicy: { baseUrl: DEFAULT_BASE_URLS.jobicy },
    himalayas: { baseUrl: DEFAULT_BASE_URLS.himalayas },
    remoteok: { baseUrl: DEFAULT_BASE_URLS.remoteok },
    themuse: { baseUrl: DEFAULT_BASE_URLS.themuse, pages: 1 },
    adzuna: {
      baseUrl: DEFAULT_BASE_URLS.adzuna,
      appId: 'app-id',
      appKey: 'app-key',
      country: 'us',
    },
    usajobs: { baseUrl: DEFAULT_BASE_URLS.usajobs, apiKey: 'usa-key', email: 'ops@example.org' },
    ...overrides,
  };
}

export interface Run extends SourceResult {
  logger: ReturnType<typeof createTestLogger>;
  requests: ReturnType<typeof serve>['requests'];
  byId(externalId: string): NormalizedJob;
}

export async function runSource(
  source: JobSource,
  answers: Parameters<typeof serve>[0],
): Promise<Run> {
  const logger = createTestLogger();
  const { getJson, requests } = serve(answers);
  const result = await source.fetchJobs({ log: logger.log, getJson });
  return {
    ...result,
    logger,
    requests,
    byId(externalId) {
      const job = result.jobs.find((candidate) => candidate.externalId === externalId);
      if (!job) throw new Error(`no job ${externalId} in ${result.jobs.map((j) => j.externalId)}`);
      return job;
    },
  };
}

/** A payload with one item replaced (or appended) to exercise the per-item checks. */
export function withItems(payload: unknown, edit: (items: unknown[]) => unknown[]): unknown {
  const copy = structuredClone(payload);
  if (Array.isArray(copy)) return edit(copy);
  const record = copy as Record<string, unknown>;
  for (const key of ['jobs', 'results']) {
    if (Array.isArray(record[key])) return { ...record, [key]: edit(record[key]) };
  }
  const search = record.SearchResult as Record<string, unknown>;
  return { ...record, SearchResult: { ...search, SearchResultItems: edit(fixtureItems(copy)) } };
}

/** Checks every field that all connectors must fill, whatever the board. */
export function expectWellFormed(job: NormalizedJob): void {
  const problems: string[] = [];
  if (!job.title.trim()) problems.push('title');
  if (!job.company.trim()) problems.push('company');
  if (!/^[a-z]+:/.test(job.externalId)) problems.push('externalId');
  for (const url of [job.applyUrl, job.sourceUrl]) {
    if (!/^https?:\/\//.test(url)) problems.push(`url ${url}`);
  }
  if (job.postedAt && Number.isNaN(job.postedAt.getTime())) problems.push('postedAt');
  if (/&(?:lt|gt|amp|nbsp);/.test(job.description)) problems.push('entities in description');
  if (/<\/?(?:p|li|div|br)\b/i.test(job.description)) problems.push('tags in description');
  if (problems.length) throw new Error(`${job.externalId}: ${problems.join(', ')}`);
}

/** A recorded payload came through whole: `fetched` items, none skipped, no failed request, each well formed. */
export function expectEverythingMapped(run: SourceResult, fetched: number): void {
  expect(run).toMatchObject({ fetched, skipped: 0, failedRequests: 0 });
  run.jobs.forEach(expectWellFormed);
}
