import { describe, expect, it } from 'vitest';
import { museEnvelope } from '../helpers/replay-fixtures';
import {
  createTheMuseSource,
  THEMUSE_CATEGORIES,
  themuseUrl,
} from '@/server/features/jobs/ingest/sources/themuse';
import {
  expectEverythingMapped,
  fixtureItems,
  fixtures,
  runSource,
  testConfig,
} from './recorded-boards';

const BASE = 'https://www.themuse.com';
const source = (pages: number) =>
  createTheMuseSource(testConfig({ themuse: { baseUrl: BASE, pages } }));

/** The recording split into the API's 20-job pages ({page, page_count, results}). */
function paged(items: unknown[]) {
  const pageCount = Math.ceil(items.length / 20);
  return (requestUrl: string) => {
    const page = Number(new URL(requestUrl).searchParams.get('page'));
    return museEnvelope(items.slice(page * 20, page * 20 + 20), page, pageCount);
  };
}

describe.each(fixtures('themuse'))('The Muse fixture $file', ({ payload }) => {
  it('maps every job across all pages with nothing skipped', async () => {
    const items = fixtureItems(payload);
    const run = await runSource(source(20), paged(items));
    expectEverythingMapped(run, items.length);
    expect(run.jobs).toHaveLength(items.length);
    expect(run.requests).toHaveLength(Math.ceil(items.length / 20));
  });
});

describe('The Muse connector', () => {
  const items = fixtureItems(fixtures('themuse')[0]!.payload);

  it('asks for our categories, newest first, pages counted from 0', () => {
    const url = new URL(themuseUrl(BASE, 0));
    expect(url.pathname).toBe('/api/public/jobs');
    expect(url.searchParams.get('page')).toBe('0');
    expect(url.searchParams.getAll('category')).toEqual([...THEMUSE_CATEGORIES]);
  });

  it('stops at config.themuse.pages', async () => {
    const run = await runSource(source(3), paged(items));
    expect(run.requests.map((r) => new URL(r.url).searchParams.get('page'))).toEqual([
      '0',
      '1',
      '2',
    ]);
    expect(run.jobs).toHaveLength(60);
  });

  it('maps a job field by field', async () => {
    const run = await runSource(source(20), paged(items));
    const job = run.byId('themuse:21711096');
    expect(job).toMatchObject({
      source: 'The Muse',
      title: 'Customer Support Associate, Bilingual - Ukrainian (Starlink)',
      company: 'SpaceX',
      location: 'Lockhart, TX; Redmond, WA',
      isRemote: false,
      salary: null,
      applyUrl:
        'https://www.themuse.com/jobs/spacex/customer-support-associate-bilingual-ukrainian-starlink-a039fd',
      categories: ['Software Engineering'],
    });
    expect(job.postedAt?.toISOString()).toBe('2026-06-26T18:34:10.000Z');
  });

  it('reads "Flexible / Remote" as remote', async () => {
    const run = await runSource(source(20), paged(items));
    expect(run.byId('themuse:19258107')).toMatchObject({
      location: 'Flexible / Remote',
      isRemote: true,
    });
    expect(run.byId('themuse:21820572')).toMatchObject({
      location: 'Flexible / Remote; New York, NY',
      isRemote: true,
    });
  });
});
