import { describe, expect, it } from 'vitest';
import { createJsonFetcher } from '@/server/features/jobs/ingest/http';
import {
  ADZUNA_QUERIES,
  adzunaUrl,
  createAdzunaSource,
} from '@/server/features/jobs/ingest/sources/adzuna';
import {
  createTestLogger,
  expectEverythingMapped,
  fixture,
  fixtureItems,
  fixtures,
  runSource,
  testConfig,
} from './recorded-boards';

const config = testConfig();
const source = createAdzunaSource(config);
const recorded = fixture('adzuna', 'lubobali').payload;
const urls = ADZUNA_QUERIES.map((query) => adzunaUrl(config.adzuna, query));
const answers = (payload: unknown) =>
  Object.fromEntries(urls.map((url, i) => [url, i === 0 ? payload : { count: 0, results: [] }]));

describe.each(fixtures('adzuna'))('Adzuna fixture $file', ({ payload }) => {
  it('maps every result with nothing skipped', async () => {
    const run = await runSource(source, answers(payload));
    expectEverythingMapped(run, fixtureItems(payload).length);
  });
});

describe('Adzuna connector', () => {
  it('searches each phrase with the keys, newest first, in the configured country', () => {
    const url = new URL(urls[0]!);
    expect(url.origin + url.pathname).toBe('https://api.adzuna.com/v1/api/jobs/us/search/1');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      app_id: 'app-id',
      app_key: 'app-key',
      results_per_page: '50',
      sort_by: 'date',
      max_days_old: '7',
      what_phrase: 'customer success',
    });
  });

  it('maps a result field by field', async () => {
    const run = await runSource(source, answers(recorded));
    const job = run.byId('adzuna:5801147013');
    expect(job).toMatchObject({
      source: 'Adzuna',
      title: 'Senior Software Developer',
      company: 'SSG',
      location: 'State Farm, Arlington County',
      isRemote: true, // "Location: Remote" in the text is the only signal
      salary: { min: 85_389, max: 116_975, currency: 'USD', interval: 'year', estimated: false },
      applyUrl:
        'https://www.adzuna.com/details/5801147013?utm_medium=api&utm_source=REDACTED_APP_ID',
      categories: ['IT Jobs', 'it-jobs'],
    });
    expect(job.postedAt?.toISOString()).toBe('2026-07-15T08:33:45.000Z');
  });

  it('marks a predicted salary as estimated', async () => {
    const run = await runSource(source, answers(recorded));
    expect(run.byId('adzuna:5801265421').salary).toEqual({
      min: 119_025.7,
      max: 119_025.7,
      currency: 'USD',
      interval: 'year',
      estimated: true,
    });
  });

  it('keeps the 500-character plain-text description as it is', async () => {
    const run = await runSource(source, answers(recorded));
    const job = run.byId('adzuna:5801265421');
    // Adzuna cuts its snippet at about 500 characters and marks the cut.
    expect(job.description.length).toBeLessThanOrEqual(505);
    expect(job.description.endsWith('…')).toBe(true);
    expect(job).toMatchObject({ requirements: [], isRemote: false });
  });

  it("counts Adzuna's HTML 503 page as a failed request and keeps the other searches", async () => {
    const getJson = createJsonFetcher({
      userAgent: 'tests',
      timeoutMs: 1000,
      retries: 0,
      fetch: (async (input: string | URL | Request) =>
        String(input) === urls[1]
          ? new Response('<html><h1>503 Service Unavailable</h1></html>', {
              status: 503,
              headers: { 'content-type': 'text/html' },
            })
          : Response.json(String(input) === urls[0] ? recorded : { results: [] })) as typeof fetch,
    });
    const logger = createTestLogger();
    const result = await source.fetchJobs({ log: logger.log, getJson });
    expect(result).toMatchObject({ failedRequests: 1, fetched: 4 });
    expect(result.jobs).toHaveLength(4);
    expect(JSON.stringify(logger.warnings())).not.toContain('app-key');
  });
});
