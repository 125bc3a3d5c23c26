import { describe, expect, it } from 'vitest';
import { ADZUNA_QUERIES } from '@/server/features/jobs/ingest/sources/adzuna';
import { createJobSources } from '@/server/features/jobs/ingest/sources';
import { createTestLogger, serve, testConfig } from './helpers/boards';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const withoutKeys = testConfig({
  adzuna: { baseUrl: 'https://api.adzuna.com', appId: undefined, appKey: undefined, country: 'us' },
  usajobs: { baseUrl: 'https://data.usajobs.gov', apiKey: undefined, email: undefined },
});

describe('createJobSources', () => {
  it('always includes the key-less boards', () => {
    expect(createJobSources(withoutKeys).map((source) => source.slug)).toEqual([
      'greenhouse',
      'lever',
      'ashby',
      'remotive',
      'jobicy',
      'himalayas',
      'remoteok',
      'themuse',
    ]);
  });

  it('adds Adzuna and USAJOBS only when all their credentials are set', () => {
    const slugs = (config: typeof withoutKeys) => createJobSources(config).map((s) => s.slug);
    expect(slugs(testConfig())).toEqual(expect.arrayContaining(['adzuna', 'usajobs']));
    expect(slugs({ ...withoutKeys, adzuna: { ...withoutKeys.adzuna, appId: 'id' } })).not.toContain(
      'adzuna',
    );
    expect(
      slugs({ ...withoutKeys, usajobs: { ...withoutKeys.usajobs, apiKey: 'key' } }),
    ).not.toContain('usajobs');
  });

  it("polls no more often than each board's terms allow", () => {
    const interval = Object.fromEntries(
      createJobSources(testConfig()).map((source) => [source.slug, source.minIntervalMs]),
    );
    expect(interval).toEqual({
      greenhouse: HOUR,
      lever: HOUR,
      ashby: HOUR,
      remotive: 6 * HOUR, // "max. 4 times a day"
      jobicy: HOUR, // "more than once per hour is discouraged"
      himalayas: HOUR,
      remoteok: HOUR,
      themuse: HOUR,
      adzuna: HOUR,
      usajobs: HOUR,
    });
    // Adzuna's free tier: 250 calls a day.
    expect((DAY / interval.adzuna!) * ADZUNA_QUERIES.length).toBeLessThanOrEqual(250);
  });

  it('gives every source a unique slug and a display name', () => {
    const sources = createJobSources(testConfig());
    expect(new Set(sources.map((s) => s.slug)).size).toBe(sources.length);
    expect(sources.every((s) => s.name.length > 0)).toBe(true);
  });

  it('stops before the next request once the run is aborted', async () => {
    const [greenhouse] = createJobSources(
      testConfig({
        greenhouse: { baseUrl: 'https://boards-api.greenhouse.io', boards: ['a', 'b', 'c'] },
      }),
    );
    const controller = new AbortController();
    const { getJson, requests } = serve(() => {
      controller.abort(new Error('shutting down'));
      return { jobs: [] };
    });
    const logger = createTestLogger();
    await expect(
      greenhouse!.fetchJobs({ log: logger.log, getJson, signal: controller.signal }),
    ).rejects.toThrow('shutting down');
    expect(requests.length).toBeLessThan(3);
  });
});
