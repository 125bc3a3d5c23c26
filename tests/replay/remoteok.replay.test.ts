import { describe, expect, it } from 'vitest';
import { createRemoteOkSource } from '@/server/features/jobs/ingest/sources/remoteok';
import {
  expectEverythingMapped,
  fixture,
  fixtures,
  runSource,
  testConfig,
  withItems,
} from './recorded-boards';

const URL_ = 'https://remoteok.com/api';
const recorded = fixture('remoteok', 'lcarlini').payload;
const source = createRemoteOkSource(testConfig());

describe.each(fixtures('remoteok'))('Remote OK fixture $file', ({ payload }) => {
  it('maps every job after the legal notice, with nothing skipped', async () => {
    const items = payload as unknown[];
    const run = await runSource(source, { [URL_]: payload });
    expectEverythingMapped(run, items.length - 1);
    expect(run.jobs).toHaveLength(items.length - 1);
  });
});

describe('Remote OK connector', () => {
  it('skips the legal notice in element 0', async () => {
    const run = await runSource(source, { [URL_]: recorded });
    expect(run.fetched).toBe(4);
    expect(run.jobs.map((job) => job.externalId)).toEqual([
      'remoteok:1135929',
      'remoteok:1136039',
      'remoteok:1135927',
      'remoteok:1135924',
    ]);
  });

  it('maps a job field by field and links back to Remote OK', async () => {
    const run = await runSource(source, { [URL_]: recorded });
    const job = run.byId('remoteok:1135929');
    expect(job).toMatchObject({
      source: 'Remote OK',
      title: 'Compatibility',
      company: 'DanielTems',
      isRemote: true,
      location: 'Remote (How)',
      applyUrl: 'https://remoteok.com/remote-jobs/remote-compatibility-danieltems-1135929',
      sourceUrl: 'https://remoteok.com/remote-jobs/remote-compatibility-danieltems-1135929',
      categories: [],
    });
    expect(job.postedAt?.toISOString()).toBe('2026-08-02T21:05:22.000Z');
  });

  it('treats salary 0 as unknown', async () => {
    const run = await runSource(source, { [URL_]: recorded });
    expect(run.byId('remoteok:1135929').salary).toBeNull();
    const withMin = withItems(recorded, (items) =>
      items.map((item, i) => (i === 1 ? { ...(item as object), salary_min: 60000 } : item)),
    );
    const again = await runSource(source, { [URL_]: withMin });
    expect(again.byId('remoteok:1135929').salary).toEqual({
      min: 60_000,
      max: null,
      currency: 'USD',
      interval: 'year',
      estimated: false,
    });
  });

  it('ignores the noisy tags', async () => {
    const run = await runSource(source, { [URL_]: recorded });
    expect(run.jobs.every((job) => job.categories.length === 0)).toBe(true);
  });
});
