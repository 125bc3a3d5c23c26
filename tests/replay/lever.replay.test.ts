import { describe, expect, it } from 'vitest';
import { createLeverSource } from '@/server/features/jobs/ingest/sources/lever';
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

const spotify = fixture('lever', 'lubobali').payload;
const url = (site: string) => `https://api.lever.co/v0/postings/${site}?mode=json`;
const source = (...boards: string[]) =>
  createLeverSource(testConfig({ lever: { baseUrl: 'https://api.lever.co', boards } }));

describe.each(fixtures('lever'))('Lever fixture $file', ({ payload }) => {
  it('maps every posting with nothing skipped', async () => {
    const site = fixtureBoardToken(payload);
    const run = await runSource(source(site), { [url(site)]: payload });
    expectEverythingMapped(run, fixtureItems(payload).length);
    expect(run.jobs).toHaveLength(fixtureItems(payload).length);
  });
});

describe('Lever connector', () => {
  it('maps a Spotify posting field by field', async () => {
    const run = await runSource(source('spotify'), { [url('spotify')]: spotify });
    const job = run.byId('lever:spotify:66acb66f-de37-4d95-a353-874db92838ef');
    expect(job).toMatchObject({
      source: 'Lever',
      title: 'Advertiser Solutions Vendor Lead - Programmatic and Direct Support',
      company: 'Spotify',
      location: 'London',
      isRemote: false,
      salary: null,
      applyUrl: 'https://jobs.lever.co/spotify/66acb66f-de37-4d95-a353-874db92838ef/apply',
      sourceUrl: 'https://jobs.lever.co/spotify/66acb66f-de37-4d95-a353-874db92838ef',
      categories: ['Advertising Sales - Emerging and Scaled Sales', 'Advertising'],
    });
  });

  it('reads createdAt as epoch milliseconds', async () => {
    const run = await runSource(source('spotify'), { [url('spotify')]: spotify });
    expect(
      run.byId('lever:spotify:b4ad9572-e20f-4185-a284-99d9740d04f0').postedAt?.toISOString(),
    ).toBe('2026-06-30T12:12:15.482Z');
  });

  it('joins description, lists and additional, keeping list items apart', async () => {
    const run = await runSource(source('spotify'), { [url('spotify')]: spotify });
    const job = run.byId('lever:spotify:cc5ccf57-b851-4c25-8840-ed4cd0535c12');
    const doIndex = job.description.indexOf("What You'll Do\n\n- ");
    const whoIndex = job.description.indexOf('Who You Are\n\n- ');
    const additionalIndex = job.description.indexOf('The United States base range');
    expect(doIndex).toBeGreaterThan(0);
    expect(whoIndex).toBeGreaterThan(doIndex);
    expect(additionalIndex).toBeGreaterThan(whoIndex);
    expect(job.requirements[0]).toMatch(/^2\+ years of professional experience/);
  });

  it('takes remote from workplaceType and lists every location', async () => {
    const run = await runSource(source('spotify'), { [url('spotify')]: spotify });
    expect(run.byId('lever:spotify:b4ad9572-e20f-4185-a284-99d9740d04f0')).toMatchObject({
      isRemote: true, // "remote"
      location: 'London; Stockholm',
    });
    expect(run.byId('lever:spotify:08d82da1-0c72-44d1-91eb-7fa22dee3d39').isRemote).toBe(false); // "hybrid"
    expect(run.byId('lever:spotify:cc5ccf57-b851-4c25-8840-ed4cd0535c12').isRemote).toBe(false); // "onsite"
  });

  it('reads pay from salaryRange, else from the text, keeping the stated interval', async () => {
    const withRange = withItems(spotify, (items) =>
      items.map((item, index) =>
        index === 0
          ? {
              ...(item as object),
              salaryRange: { min: 60000, max: 80000, currency: 'GBP', interval: 'per-year-salary' },
            }
          : item,
      ),
    );
    const run = await runSource(source('spotify'), { [url('spotify')]: withRange });
    expect(run.byId('lever:spotify:b4ad9572-e20f-4185-a284-99d9740d04f0').salary).toEqual({
      min: 60_000,
      max: 80_000,
      currency: 'GBP',
      interval: 'year',
      estimated: false,
    });
    // "base range ... $67,172 - $95,960 plus equity": no interval stated, none invented.
    expect(run.byId('lever:spotify:cc5ccf57-b851-4c25-8840-ed4cd0535c12').salary).toEqual({
      min: 67_172,
      max: 95_960,
      currency: 'USD',
      interval: null,
      estimated: false,
    });
  });

  it('names the company from the token list, else from the token', async () => {
    const run = await runSource(source('highspot', 'spotify'), {
      [url('highspot')]: spotify,
      [url('spotify')]: spotify,
    });
    const companies = new Set(
      run.jobs.map((job) => `${job.externalId.split(':')[1]} ${job.company}`),
    );
    expect([...companies]).toEqual(['highspot Highspot', 'spotify Spotify']);
  });

  it('skips and counts one malformed posting', async () => {
    const broken = withItems(spotify, (items) => [{ id: 'x', text: 'No URL' }, ...items]);
    const run = await runSource(source('spotify'), { [url('spotify')]: broken });
    expect(run).toMatchObject({ fetched: 5, skipped: 1 });
    expect(run.jobs).toHaveLength(4);
  });
});
