import { describe, expect, it } from 'vitest';
import { ADZUNA_QUERIES } from '@/server/features/jobs/ingest/sources/adzuna';
import { createJobSources } from '@/server/features/jobs/ingest/sources';
import { JOB_BOARDS } from '@/shared/contracts/jobs';
import { createTestLogger, serve, testConfig } from './helpers/boards';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const withoutKeys = testConfig({
  adzuna: { baseUrl: 'https://api.adzuna.com', appId: undefined, appKey: undefined, country: 'us' },
  usajobs: { baseUrl: 'https://data.usajobs.gov', apiKey: undefined, email: undefined },
});

describe('createJobSources', () => {
  it('includes every board that needs no key, once each', () => {
    const slugs = createJobSources(withoutKeys).map((source) => source.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(slugs)).toEqual(
      new Set(JOB_BOARDS.filter((board) => board !== 'adzuna' && board !== 'usajobs')),
    );
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
      smartrecruiters: HOUR,
      workable: HOUR,
      recruitee: HOUR,
      breezy: HOUR,
      pinpoint: HOUR,
      remotive: 6 * HOUR, // "max. 4 times a day"
      jobicy: HOUR, // "more than once per hour is discouraged"
      himalayas: HOUR,
      remoteok: HOUR,
      themuse: HOUR,
      adzuna: 1.5 * HOUR, // 2,500 calls a month on the free tier
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

  it('calls only the ATS boards and Remotive complete: the others return a window', () => {
    const complete = Object.fromEntries(
      createJobSources(testConfig()).map((source) => [source.slug, source.complete]),
    );
    expect(complete).toEqual({
      greenhouse: true,
      lever: true,
      ashby: true,
      smartrecruiters: true, // every page up to totalFound
      workable: true,
      recruitee: true,
      breezy: true,
      pinpoint: true,
      remotive: true, // one unfiltered call, no limit: every active job
      jobicy: false, // count=100 per industry
      himalayas: false, // two pages per search
      remoteok: false, // the newest posts
      themuse: false, // the first pages
      adzuna: false, // page 1, max_days_old=7
      usajobs: false, // the newest 250
    });
  });

  it("holds manual runs to each board's terms, never longer than the schedule", () => {
    const sources = createJobSources(testConfig());
    const terms = Object.fromEntries(sources.map((s) => [s.slug, s.termsMinIntervalMs]));
    expect(terms).toMatchObject({
      greenhouse: 0,
      lever: 0,
      ashby: 0,
      smartrecruiters: 0,
      workable: 0,
      recruitee: 0,
      breezy: 0,
      pinpoint: 0,
      remotive: 6 * HOUR,
      jobicy: HOUR,
      adzuna: 1.5 * HOUR,
      himalayas: 0,
      remoteok: 0,
      usajobs: 0,
    });
    // The Muse: 500 calls an hour, one call per page.
    expect(terms.themuse).toBe((HOUR / 500) * testConfig().themuse.pages);
    for (const source of sources)
      expect(source.termsMinIntervalMs, source.slug).toBeLessThanOrEqual(source.minIntervalMs);
    // Adzuna's free tier: 1,000 calls a week, whoever starts the runs.
    expect(((7 * DAY) / terms.adzuna!) * ADZUNA_QUERIES.length).toBeLessThanOrEqual(1000);
    // ... and 2,500 a month, in a 31-day month.
    expect(((31 * DAY) / terms.adzuna!) * ADZUNA_QUERIES.length).toBeLessThanOrEqual(2500);
  });

  it("hands the run's abort signal to every request", async () => {
    const [greenhouse] = createJobSources(
      testConfig({
        greenhouse: { baseUrl: 'https://boards-api.greenhouse.io', boards: ['a', 'b'] },
      }),
    );
    const controller = new AbortController();
    const signals: Array<AbortSignal | undefined> = [];
    await greenhouse!.fetchJobs({
      log: createTestLogger().log,
      getJson: async (_url, init) => {
        signals.push(init?.signal);
        return { jobs: [] };
      },
      signal: controller.signal,
    });
    expect(signals).toEqual([controller.signal, controller.signal]);
  });
});
