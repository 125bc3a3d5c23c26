import { describe, expect, it } from 'vitest';
import { createRemotiveSource } from '@/server/features/jobs/ingest/sources/remotive';
import {
  expectEverythingMapped,
  fixture,
  fixtureItems,
  fixtures,
  runSource,
  testConfig,
  withItems,
} from './recorded-boards';

const URL_ = 'https://remotive.com/api/remote-jobs';
const lcarlini = fixture('remotive', 'lcarlini').payload;
const lubobali = fixture('remotive', 'lubobali').payload;
const source = createRemotiveSource(testConfig());

describe.each(fixtures('remotive'))('Remotive fixture $file', ({ payload }) => {
  it('maps every job with nothing skipped, in one request', async () => {
    const run = await runSource(source, { [URL_]: payload });
    expectEverythingMapped(run, fixtureItems(payload).length);
    expect(run.jobs).toHaveLength(fixtureItems(payload).length);
    expect(run.requests.map((request) => request.url)).toEqual([URL_]);
    expect(run.jobs.every((job) => job.isRemote && job.source === 'Remotive')).toBe(true);
  });
});

describe('Remotive connector', () => {
  it('maps the "Business Development Representative" posting field by field', async () => {
    const run = await runSource(source, { [URL_]: lcarlini });
    const job = run.byId('remotive:2091075');
    expect(job).toMatchObject({
      title: 'Business Development Representative',
      company: 'Outsite',
      salary: { min: 45_000, max: 50_000, currency: 'USD', interval: null, estimated: false },
      categories: expect.arrayContaining(['Sales', 'business development']),
    });
    expect(job.categories[0]).toBe('Sales');
  });

  it('reads the zone-less publication_date as UTC', async () => {
    const run = await runSource(source, { [URL_]: lcarlini });
    expect(run.byId('remotive:2091075').postedAt?.toISOString()).toBe('2026-07-23T15:39:28.000Z');
  });

  it('keeps region eligibility in the location', async () => {
    const run = await runSource(source, { [URL_]: lubobali });
    expect(run.byId('remotive:1919265').location).toBe('Remote (Americas, Europe, Israel)');
    expect(run.byId('remotive:2091056').location).toBe('Remote (Brazil)');
    expect(run.byId('remotive:2091068').location).toBe('Remote (Worldwide)');
  });

  it('links back to Remotive for Apply and attribution', async () => {
    const run = await runSource(source, { [URL_]: lcarlini });
    const job = run.byId('remotive:2091075');
    expect(job.applyUrl).toBe(
      'https://remotive.com/remote-jobs/sales/business-development-representative-2091075',
    );
    expect(job.sourceUrl).toBe(job.applyUrl);
  });

  it('parses the free-text salary field without annualising', async () => {
    const run = await runSource(source, { [URL_]: lubobali });
    expect(run.byId('remotive:1919265').salary).toMatchObject({
      min: 90,
      max: 150,
      interval: 'hour',
    });
    expect(run.byId('remotive:2091068').salary).toMatchObject({
      min: 150_000,
      max: 230_000,
      interval: null,
    });
    expect(run.byId('remotive:2090989').salary).toBeNull();
  });

  it('polls at most four times a day', () => {
    expect(source.minIntervalMs).toBe(6 * 60 * 60 * 1000);
  });

  it('skips and counts one malformed job', async () => {
    const broken = withItems(lcarlini, (items) => [...items, { id: 1, title: 'No company' }]);
    const run = await runSource(source, { [URL_]: broken });
    expect(run).toMatchObject({ fetched: 6, skipped: 1 });
    expect(run.jobs).toHaveLength(5);
  });
});
