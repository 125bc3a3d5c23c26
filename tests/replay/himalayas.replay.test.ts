import { describe, expect, it } from 'vitest';
import {
  createHimalayasSource,
  HIMALAYAS_QUERIES,
} from '@/server/features/jobs/ingest/sources/himalayas';
import {
  expectEverythingMapped,
  fixture,
  fixtureItems,
  fixtures,
  runSource,
  testConfig,
  withItems,
} from './recorded-boards';

const recorded = fixture('himalayas', 'ikevinxie').payload;
const url = (query: string, page = 1) =>
  `https://himalayas.app/jobs/api/search?${new URLSearchParams({ q: query, sort: 'recent', page: String(page) })}`;
const source = createHimalayasSource(testConfig());
const NVIDIA = 'himalayas:nvidia/senior-system-software-engineer-nvsci';

/** The recording answers the first query; the others find nothing. */
const answers = (payload: unknown) => (requestUrl: string) =>
  requestUrl === url(HIMALAYAS_QUERIES[0]) ? payload : { jobs: [], totalCount: 0 };

describe.each(fixtures('himalayas'))('Himalayas fixture $file', ({ payload }) => {
  it('maps every job with nothing skipped, one page per query', async () => {
    const run = await runSource(source, answers(payload));
    expectEverythingMapped(run, fixtureItems(payload).length);
    expect(run.requests.map((request) => request.url)).toEqual(
      HIMALAYAS_QUERIES.map((q) => url(q)),
    );
  });
});

describe('Himalayas connector', () => {
  it('maps a job field by field', async () => {
    const run = await runSource(source, answers(recorded));
    expect(run.byId(NVIDIA)).toMatchObject({
      source: 'Himalayas',
      title: 'Senior System Software Engineer, NvSci',
      company: 'NVIDIA',
      isRemote: true,
      location: 'Remote (Canada, United States)',
      salary: { min: 184_000, max: 356_500, currency: 'USD', interval: 'year', estimated: false },
      applyUrl: 'https://himalayas.app/companies/nvidia/jobs/senior-system-software-engineer-nvsci',
      sourceUrl:
        'https://himalayas.app/companies/nvidia/jobs/senior-system-software-engineer-nvsci',
    });
  });

  it('reads pubDate as epoch seconds, not milliseconds', async () => {
    const run = await runSource(source, answers(recorded));
    expect(run.byId(NVIDIA).postedAt?.toISOString()).toBe('2026-07-11T00:56:22.000Z');
  });

  it('keeps a null currency unknown rather than assuming USD', async () => {
    const noCurrency = withItems(recorded, (items) =>
      items.map((item, i) => (i === 3 ? { ...(item as object), currency: null } : item)),
    );
    const run = await runSource(source, answers(noCurrency));
    expect(run.byId(NVIDIA).salary).toMatchObject({ min: 184_000, currency: null });
    // "annual" with no figures is no salary at all.
    expect(run.byId('himalayas:ceragon-networks/content-marcom-specialist').salary).toBeNull();
  });

  it('reads location restrictions as names or objects', async () => {
    const objects = withItems(recorded, (items) =>
      items.map((item, i) =>
        i === 3
          ? { ...(item as object), locationRestrictions: [{ alpha2: 'CA', name: 'Canada' }] }
          : item,
      ),
    );
    const run = await runSource(source, answers(objects));
    expect(run.byId(NVIDIA).location).toBe('Remote (Canada)');
  });

  it('asks for a second page only when the first is full, and never more than two', async () => {
    const full = withItems(recorded, (items) =>
      Array.from({ length: 20 }, (_, i) => ({
        ...(items[i % items.length] as object),
        guid: `https://himalayas.app/companies/acme/jobs/job-${i}`,
      })),
    );
    const run = await runSource(source, (requestUrl) =>
      requestUrl.includes('q=customer+success') ? full : { jobs: [] },
    );
    expect(run.requests.map((request) => request.url).slice(0, 3)).toEqual([
      url('customer success', 1),
      url('customer success', 2),
      url('account executive', 1),
    ]);
    expect(run.jobs).toHaveLength(20);
  });
});
