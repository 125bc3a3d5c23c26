import { describe, expect, it } from 'vitest';
import { fingerprint } from '@/server/features/jobs/ingest/fingerprint';
import { createGreenhouseSource } from '@/server/features/jobs/ingest/sources/greenhouse';
import {
  expectEverythingMapped,
  fixture,
  fixtureBoardToken,
  fixtureItems,
  fixtures,
  runSource,
  testConfig,
  withItems,
} from './recorded-boards';

const anthropic = fixture('greenhouse', 'lubobali').payload;
const smarterdx = fixture('greenhouse', 'ericleerepo').payload;
const url = (board: string) =>
  `https://boards-api.greenhouse.io/v1/boards/${board}/jobs?content=true`;
const source = (...boards: string[]) =>
  createGreenhouseSource(
    testConfig({ greenhouse: { baseUrl: 'https://boards-api.greenhouse.io', boards } }),
  );

describe.each(fixtures('greenhouse'))('Greenhouse fixture $file', ({ payload }) => {
  it('maps every job with nothing skipped', async () => {
    const board = fixtureBoardToken(payload);
    const run = await runSource(source(board), { [url(board)]: payload });
    expectEverythingMapped(run, fixtureItems(payload).length);
    expect(run.jobs).toHaveLength(fixtureItems(payload).length);
    expect(run.jobs.every((job) => job.source === 'Greenhouse')).toBe(true);
  });
});

describe('Greenhouse connector', () => {
  it('maps Anthropic\'s "Account Executive, Public Sector" field by field', async () => {
    const run = await runSource(source('anthropic'), { [url('anthropic')]: anthropic });
    const job = run.byId('greenhouse:anthropic:5101378008');
    expect(job).toMatchObject({
      title: 'Account Executive, Public Sector',
      company: 'Anthropic',
      location: 'Sydney, Australia',
      isRemote: false,
      salary: null,
      applyUrl: 'https://job-boards.greenhouse.io/anthropic/jobs/5101378008',
      sourceUrl: 'https://job-boards.greenhouse.io/anthropic/jobs/5101378008',
      categories: ['Sales'],
    });
    expect(job.postedAt?.toISOString()).toBe('2026-04-07T20:10:24.000Z');
    expect(job.requirements[0]).toMatch(/^10\+ years of enterprise sales experience/);
    expect(job.requirements).toHaveLength(10);
  });

  it("decodes Greenhouse's double-escaped content", async () => {
    const run = await runSource(source('anthropic'), { [url('anthropic')]: anthropic });
    const job = run.byId('greenhouse:anthropic:5101378008');
    expect(job.description).not.toMatch(/&(?:lt|gt|amp|nbsp|quot|#39);|<\/?[a-z]/);
    // "&amp;nbsp;" in the payload ends as a plain space, and list items stay one per line.
    expect(job.description).toMatch(/Required field of study: \S/);
    expect(job.description).toMatch(/\n- Lead /);
  });

  it('reads remote from custom metadata when the location does not say so', async () => {
    const run = await runSource(source('anthropic'), { [url('anthropic')]: anthropic });
    const job = run.byId('greenhouse:anthropic:5311686008');
    expect(job.location).toBe('Sydney, Australia');
    expect(job.isRemote).toBe(true);
  });

  it('keeps a multi-city location and fingerprints it by its first city', async () => {
    const run = await runSource(source('anthropic'), { [url('anthropic')]: anthropic });
    const job = run.byId('greenhouse:anthropic:5215052008');
    expect(job.location).toBe('San Francisco, CA | New York City, NY | Seattle, WA');
    expect(job.isRemote).toBe(false);
    expect(fingerprint(job)).toBe('amazon gtm partnership startups|anthropic|san francisco');
  });

  it('counts a remote option in a location list as remote even when metadata says On-Site', async () => {
    const run = await runSource(source('anthropic'), { [url('anthropic')]: anthropic });
    const job = run.byId('greenhouse:anthropic:5023394008');
    expect(job.location).toBe(
      'London, UK; Ontario, CAN; Remote-Friendly, United States; San Francisco, CA',
    );
    expect(job.isRemote).toBe(true);
  });

  it('reads pay from the pay-transparency block and the Compensation section', async () => {
    const run = await runSource(source('anthropic', 'smarterdx'), {
      [url('anthropic')]: anthropic,
      [url('smarterdx')]: smarterdx,
    });
    expect(run.byId('greenhouse:anthropic:5215052008').salary).toEqual({
      min: 265_000,
      max: 365_000,
      currency: 'USD',
      interval: 'year',
      estimated: false,
    });
    expect(run.byId('greenhouse:smarterdx:5193736007').salary).toEqual({
      min: 34.62,
      max: 34.62,
      currency: 'USD',
      interval: 'hour',
      estimated: false,
    });
  });

  it('maps SmarterDx\'s "Client Support Analyst I" with its department and requirements', async () => {
    const run = await runSource(source('smarterdx'), { [url('smarterdx')]: smarterdx });
    const job = run.byId('greenhouse:smarterdx:5193736007');
    expect(job).toMatchObject({
      title: 'Client Support Analyst I',
      company: 'SmarterDx',
      location: 'Remote (United States)',
      isRemote: true,
      categories: ['Customer Success'],
    });
    expect(job.postedAt?.toISOString()).toBe('2026-07-27T17:48:30.000Z');
    expect(job.requirements.length).toBeGreaterThanOrEqual(3);
    expect(job.requirements[0]).toMatch(/^3-5 years experience in /);
    expect(job.requirements.every((line) => line.length > 0 && !/<|&[a-z]+;/.test(line))).toBe(
      true,
    );
  });

  it('counts a failing board and carries on with the others, leaving the warning to the run', async () => {
    const run = await runSource(source('anthropic', 'gone', 'smarterdx'), {
      [url('anthropic')]: anthropic,
      [url('gone')]: new Error('GET …/gone/jobs: HTTP 404'),
      [url('smarterdx')]: smarterdx,
    });
    expect(run.failedRequests).toBe(1);
    expect(run.jobs).toHaveLength(6);
    // Offline every request fails: the ingest run logs one warning per board (run-ingest.ts).
    expect(run.logger.warnings()).toEqual([]);
    expect(run.logger.entries).toContainEqual(
      expect.objectContaining({
        level: 20,
        source: 'greenhouse',
        msg: 'job board request failed',
        reason: expect.stringContaining('HTTP 404'),
      }),
    );
  });

  it('skips and counts one malformed item in an otherwise good payload', async () => {
    const broken = withItems(anthropic, (items) => [
      { ...(items[0] as object), title: 42 },
      ...items.slice(1),
    ]);
    const run = await runSource(source('anthropic'), { [url('anthropic')]: broken });
    expect(run).toMatchObject({ fetched: 4, skipped: 1, failedRequests: 0 });
    expect(run.jobs).toHaveLength(3);
    expect(run.logger.warnings()[0]).toMatchObject({
      msg: 'job board item skipped',
      id: 5311686008,
      reason: expect.stringContaining('title'),
    });
  });

  it('reports a payload of the wrong shape as a failed request', async () => {
    const run = await runSource(source('anthropic'), {
      [url('anthropic')]: { error: 'board not found' },
    });
    expect(run).toMatchObject({ jobs: [], fetched: 0, failedRequests: 1 });
    expect(run.logger.errors()[0]?.msg).toBe('job board payload has an unexpected shape');
  });

  it('appends the real API path to the configured base URL', async () => {
    const custom = createGreenhouseSource(
      testConfig({ greenhouse: { baseUrl: 'https://gh.test/', boards: ['anthropic'] } }),
    );
    const run = await runSource(custom, {
      'https://gh.test/v1/boards/anthropic/jobs?content=true': anthropic,
    });
    expect(run.jobs).toHaveLength(4);
    expect(custom.minIntervalMs).toBe(60 * 60 * 1000);
  });
});
