import { describe, expect, it } from 'vitest';
import { createAshbySource } from '@/server/features/jobs/ingest/sources/ashby';
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

const ramp = fixture('ashby', 'lubobali').payload;
const url = (board: string) =>
  `https://api.ashbyhq.com/posting-api/job-board/${board}?includeCompensation=true`;
const source = (...boards: string[]) =>
  createAshbySource(testConfig({ ashby: { baseUrl: 'https://api.ashbyhq.com', boards } }));
const editFirst = (change: Record<string, unknown>) =>
  withItems(ramp, (items) =>
    items.map((item, i) => (i === 0 ? { ...(item as object), ...change } : item)),
  );
const CONSULTANT = 'ashby:ramp:03e2d4e1-73ad-4f09-a058-2eb9ce34c2bc';

describe.each(fixtures('ashby'))('Ashby fixture $file', ({ payload }) => {
  it('maps every listed job with nothing skipped', async () => {
    const board = fixtureBoardToken(payload);
    const run = await runSource(source(board), { [url(board)]: payload });
    expectEverythingMapped(run, fixtureItems(payload).length);
    expect(run.jobs).toHaveLength(fixtureItems(payload).length);
  });
});

describe('Ashby connector', () => {
  it('maps Ramp\'s "Technical Consultant, Mid-Market" field by field', async () => {
    const run = await runSource(source('ramp'), { [url('ramp')]: ramp });
    const job = run.byId(CONSULTANT);
    expect(job).toMatchObject({
      source: 'Ashby',
      title: 'Technical Consultant, Mid-Market',
      company: 'Ramp',
      location: 'Remote (US); San Francisco, CA; New York, NY (HQ)',
      isRemote: true,
      applyUrl: 'https://jobs.ashbyhq.com/ramp/03e2d4e1-73ad-4f09-a058-2eb9ce34c2bc/application',
      sourceUrl: 'https://jobs.ashbyhq.com/ramp/03e2d4e1-73ad-4f09-a058-2eb9ce34c2bc',
      categories: ['Solutions Consulting', 'Sales'],
    });
    expect(job.postedAt?.toISOString()).toBe('2026-07-07T20:47:09.753Z');
  });

  it('reads the salary component of the compensation summary', async () => {
    const run = await runSource(source('ramp'), { [url('ramp')]: ramp });
    expect(run.byId(CONSULTANT).salary).toEqual({
      min: 151_000,
      max: 231_000,
      currency: 'USD',
      interval: 'year',
      estimated: false,
    });
    expect(run.byId('ashby:ramp:1515fe6d-1d8e-475b-a5ee-cefe43e78cb7').salary).toBeNull();
  });

  it('falls back to the one-line salary summary, and shows none the employer hides', async () => {
    const summaryOnly = editFirst({
      compensation: { scrapeableCompensationSalarySummary: '$151K - $231K', summaryComponents: [] },
    });
    let run = await runSource(source('ramp'), { [url('ramp')]: summaryOnly });
    expect(run.byId(CONSULTANT).salary).toMatchObject({
      min: 151_000,
      max: 231_000,
      currency: 'USD',
    });
    run = await runSource(source('ramp'), {
      [url('ramp')]: editFirst({ shouldDisplayCompensationOnJobPostings: false }),
    });
    expect(run.byId(CONSULTANT).salary).toBeNull();
  });

  it('prefers workplaceType over isRemote', async () => {
    const run = await runSource(source('ramp'), { [url('ramp')]: ramp });
    // "Director, Performance Marketing": workplaceType Hybrid, isRemote true.
    expect(run.byId('ashby:ramp:0907ae2a-5334-4d64-9a76-cc9428224546').isRemote).toBe(false);
  });

  it('skips unlisted postings without counting them as bad', async () => {
    const run = await runSource(source('ramp'), { [url('ramp')]: editFirst({ isListed: false }) });
    expect(run).toMatchObject({ fetched: 4, skipped: 0 });
    expect(run.jobs.map((job) => job.externalId)).not.toContain(CONSULTANT);
  });

  it('reads the requirements under "What You Need"', async () => {
    const run = await runSource(source('ramp'), { [url('ramp')]: ramp });
    const requirements = run.byId('ashby:ramp:1515fe6d-1d8e-475b-a5ee-cefe43e78cb7').requirements;
    expect(requirements.length).toBeGreaterThan(1);
    expect(requirements[1]).toMatch(/^Minimum 2 years of /);
  });

  it('treats an unknown board (200 with no jobs) as empty, not failed, and says so', async () => {
    const run = await runSource(source('nosuchboard'), {
      [url('nosuchboard')]: { apiVersion: '1', jobs: [] },
    });
    expect(run).toMatchObject({ jobs: [], fetched: 0, failedRequests: 0 });
    expect(run.logger.entries).toContainEqual(
      expect.objectContaining({ level: 30, board: 'nosuchboard' }),
    );
  });

  it('names the company from the token list, else title-cases the token', async () => {
    const openevidence = fixture('ashby', 'ericleerepo').payload;
    const run = await runSource(source('openevidence'), { [url('openevidence')]: openevidence });
    expect(run.jobs[0]?.company).toBe('Openevidence');
  });
});
