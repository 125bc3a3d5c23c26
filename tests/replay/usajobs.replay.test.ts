import { describe, expect, it } from 'vitest';
import { createUsaJobsSource, usajobsUrl } from '@/server/features/jobs/ingest/sources/usajobs';
import {
  expectEverythingMapped,
  fixture,
  fixtureItems,
  fixtures,
  runSource,
  testConfig,
  withItems,
} from './recorded-boards';

const URL_ = usajobsUrl('https://data.usajobs.gov');
const recorded = fixture('usajobs', 'lubobali').payload;
const source = createUsaJobsSource(testConfig());

describe.each(fixtures('usajobs'))('USAJOBS fixture $file', ({ payload }) => {
  it('maps every result with nothing skipped', async () => {
    const run = await runSource(source, { [URL_]: payload });
    expectEverythingMapped(run, fixtureItems(payload).length);
  });
});

describe('USAJOBS connector', () => {
  it('asks for the training series with the key and the contact email', async () => {
    const run = await runSource(source, { [URL_]: recorded });
    expect(new URL(URL_).searchParams.get('JobCategoryCode')).toBe('1712;1750;0235;1701');
    expect(run.requests[0]?.headers).toEqual({
      'Authorization-Key': 'usa-key',
      'User-Agent': 'ops@example.org',
    });
  });

  it('maps a posting field by field', async () => {
    const run = await runSource(source, { [URL_]: recorded });
    const job = run.byId('usajobs:PHMSA.PSRG-2026-0018');
    expect(job).toMatchObject({
      source: 'USAJOBS',
      title: 'General Engineer (Inspector) (Control Room Management) - DIRECT HIRE',
      company: 'Pipeline and Hazardous Materials Safety Administration',
      location: 'Anywhere in the U.S. (remote job)',
      isRemote: true,
      applyUrl: 'https://www.usajobs.gov/job/875440800',
      sourceUrl: 'https://www.usajobs.gov/job/875440800',
    });
    expect(job.postedAt?.toISOString()).toBe('2026-07-06T00:00:00.000Z');
    expect(run.byId('usajobs:FSA-2026-0118').isRemote).toBe(false);
  });

  it('reads PA and PH pay intervals from string bounds', async () => {
    const hourly = withItems(recorded, (items) =>
      items.map((item, i) => {
        if (i !== 1) return item;
        const copy = structuredClone(item) as { MatchedObjectDescriptor: Record<string, unknown> };
        copy.MatchedObjectDescriptor.PositionRemuneration = [
          { MinimumRange: '25.50', MaximumRange: '33.15', RateIntervalCode: 'PH' },
        ];
        return copy;
      }),
    );
    const run = await runSource(source, { [URL_]: hourly });
    expect(run.byId('usajobs:PHMSA.PSRG-2026-0018').salary).toEqual({
      min: 106_437,
      max: 158_322,
      currency: 'USD',
      interval: 'year',
      estimated: false,
    });
    expect(run.byId('usajobs:FSA-2026-0118').salary).toMatchObject({
      min: 25.5,
      max: 33.15,
      interval: 'hour',
    });
  });

  it('names the series as categories', async () => {
    const withSeries = withItems(recorded, (items) =>
      items.map((item, i) => {
        if (i !== 0) return item;
        const copy = structuredClone(item) as { MatchedObjectDescriptor: Record<string, unknown> };
        copy.MatchedObjectDescriptor.JobCategory = [{ Code: '1712' }];
        return copy;
      }),
    );
    const run = await runSource(source, { [URL_]: withSeries });
    expect(run.byId('usajobs:PHMSA.PSRG-2026-0018').categories).toEqual(['Training Instruction']);
  });
});
