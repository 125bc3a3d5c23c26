import { describe, expect, it } from 'vitest';
import {
  createJobicySource,
  JOBICY_INDUSTRIES,
} from '@/server/features/jobs/ingest/sources/jobicy';
import {
  expectEverythingMapped,
  fixture,
  fixtureItems,
  fixtures,
  runSource,
  testConfig,
  withItems,
} from './recorded-boards';

const recorded = fixture('jobicy', 'ikevinxie').payload;
const url = (industry: string) =>
  `https://jobicy.com/api/v2/remote-jobs?count=100&industry=${industry}`;
const source = createJobicySource(testConfig());

/** The recording for the sales industry, empty feeds for the others. */
const answers = (payload: unknown) =>
  Object.fromEntries(
    JOBICY_INDUSTRIES.map((industry) => [
      url(industry),
      industry === 'seller' ? payload : withItems(payload, () => []),
    ]),
  );

describe.each(fixtures('jobicy'))('Jobicy fixture $file', ({ payload }) => {
  it('maps every job with nothing skipped, one request per industry', async () => {
    const run = await runSource(source, answers(payload));
    expectEverythingMapped(run, fixtureItems(payload).length);
    expect(run.requests.map((request) => request.url)).toEqual(JOBICY_INDUSTRIES.map(url));
  });
});

describe('Jobicy connector', () => {
  it('maps a job field by field', async () => {
    const run = await runSource(source, answers(recorded));
    const job = run.byId('jobicy:146002');
    expect(job).toMatchObject({
      source: 'Jobicy',
      title: 'Content Marketing Manager, Organic Growth (SEO & AEO)',
      company: 'RevenueCat',
      isRemote: true,
      location: 'Remote (EMEA, LATAM, Canada, USA)',
      salary: { min: 151_000, max: null, currency: 'USD', interval: 'year', estimated: false },
    });
    expect(job.postedAt?.toISOString()).toBe('2026-07-10T19:25:02.000Z');
  });

  it('decodes &amp; in industries', async () => {
    const run = await runSource(source, answers(recorded));
    expect(run.byId('jobicy:146002').categories).toEqual(['Marketing & Sales']);
    expect(run.byId('jobicy:145885').categories).toEqual(['Data Science & Analytics']);
  });

  it("sends Apply to the job's original url", async () => {
    const run = await runSource(source, answers(recorded));
    const job = run.byId('jobicy:145880');
    expect(job.applyUrl).toBe('https://jobicy.com/jobs/145880-senior-software-engineer-contract');
    expect(job.sourceUrl).toBe(job.applyUrl);
  });

  it('keeps one copy of a job listed under several industries', async () => {
    const everywhere = Object.fromEntries(JOBICY_INDUSTRIES.map((i) => [url(i), recorded]));
    const run = await runSource(source, everywhere);
    expect(run.fetched).toBe(16);
    expect(run.jobs).toHaveLength(4);
  });

  it('keeps the other industries when one request fails', async () => {
    const run = await runSource(source, {
      ...answers(recorded),
      [url('supporting')]: new Error('HTTP 500'),
    });
    expect(run).toMatchObject({ failedRequests: 1 });
    expect(run.jobs).toHaveLength(4);
  });
});
