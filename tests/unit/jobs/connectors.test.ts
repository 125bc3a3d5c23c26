import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { NormalizedJob } from '@/server/features/jobs/ingest/job-source';
import { replayFixtures } from '../../helpers/replay-fixtures';
import { createJobSources } from '@/server/features/jobs/ingest/sources';
import { expectWellFormed, FIXTURES_DIR } from './helpers/boards';

/**
 * Every connector against our own fixtures (tests/fixtures/job-boards): invented companies and
 * text in each board's exact API shape, built to exercise the traps the real boards have (listed
 * in tests/fixtures/job-boards/README.md). The replay suite runs the same connectors on real
 * recordings.
 */
async function runAll() {
  const replay = replayFixtures(FIXTURES_DIR);
  const context = { log: pino({ level: 'silent' }), getJson: replay.getJson };
  const results = new Map<
    string,
    Awaited<ReturnType<ReturnType<typeof createJobSources>[0]['fetchJobs']>>
  >();
  for (const source of createJobSources(replay.config))
    results.set(source.slug, await source.fetchJobs(context));
  const job = (externalId: string): NormalizedJob => {
    for (const result of results.values()) {
      const found = result.jobs.find((candidate) => candidate.externalId === externalId);
      if (found) return found;
    }
    throw new Error(`no job ${externalId}`);
  };
  return { results, job, requests: replay.requests };
}

const { results, job, requests } = await runAll();

describe('every connector on our fixtures', () => {
  it('fetches every board, fails no request and skips nothing it should keep', () => {
    expect([...results.keys()].sort()).toEqual([
      'adzuna',
      'ashby',
      'breezy',
      'greenhouse',
      'himalayas',
      'jobicy',
      'lever',
      'pinpoint',
      'recruitee',
      'remoteok',
      'remotive',
      'smartrecruiters',
      'themuse',
      'usajobs',
      'workable',
    ]);
    for (const [slug, result] of results) {
      expect({ slug, failed: result.failedRequests, skipped: result.skipped }).toEqual({
        slug,
        failed: 0,
        skipped: 0,
      });
      expect(result.jobs.length).toBeGreaterThan(0);
      result.jobs.forEach(expectWellFormed);
    }
    expect(requests.length).toBeGreaterThanOrEqual(10);
  });
});

describe('Greenhouse', () => {
  const csa = job('greenhouse:brightpathlearning:4100001');

  it('decodes entity-escaped content, double-escaped &nbsp; included, and lists as lines', () => {
    expect(csa.description).toContain('used by 900 school districts. You will help');
    expect(csa.description).not.toMatch(/&(?:amp|nbsp|lt|gt);|<\/?[a-z]/);
    expect(csa.description).toMatch(
      /- Run onboarding calls with district leaders\n- Track adoption/,
    );
    expect(csa.requirements).toEqual([
      '1+ year of customer-facing experience (classroom teaching counts)',
      'Clear writing',
    ]);
  });

  it('reads remote from custom metadata, pay from the text, and the first-published date', () => {
    expect(csa).toMatchObject({
      title: 'Customer Success Associate',
      company: 'Brightpath Learning',
      location: 'Denver, CO',
      isRemote: true,
      salary: { min: 58000, max: 72000, currency: 'USD', interval: 'year', estimated: false },
      applyUrl: 'https://job-boards.greenhouse.io/brightpathlearning/jobs/4100001',
    });
    expect(csa.postedAt?.toISOString()).toBe('2026-10-02T13:15:00.000Z');
  });

  it('keeps a multi-city location as given and does not call it remote', () => {
    expect(job('greenhouse:brightpathlearning:4100002')).toMatchObject({
      location: 'Austin, TX | Chicago, IL',
      isRemote: false,
      categories: ['Sales'],
    });
  });
});

describe('Lever', () => {
  const onboarding = job('lever:ledgerline:6f1c2a70-3b7e-4d55-9a2e-1c0de0000001');

  it('reads createdAt as epoch milliseconds and salaryRange as a yearly range', () => {
    expect(onboarding.postedAt?.toISOString()).toBe('2026-10-06T12:00:00.000Z');
    expect(onboarding.salary).toEqual({
      min: 52000,
      max: 64000,
      currency: 'USD',
      interval: 'year',
      estimated: false,
    });
  });

  it('takes remote from workplaceType, every location, the apply link and list items', () => {
    expect(onboarding).toMatchObject({
      title: 'Onboarding Specialist',
      company: 'Ledgerline',
      isRemote: true,
      location: 'Remote - US; Columbus, OH',
      applyUrl: 'https://jobs.lever.co/ledgerline/6f1c2a70-3b7e-4d55-9a2e-1c0de0000001/apply',
      categories: ['Onboarding', 'Customer Experience'],
      requirements: ['2+ years training adults or customers', 'Patience with spreadsheets'],
    });
  });
});

describe('Ashby', () => {
  it('drops unlisted postings and reads compensation components', () => {
    const ashby = results.get('ashby')!;
    expect(ashby.jobs.map((j) => j.title)).toEqual(['Learning Experience Designer']);
    expect(job('ashby:northpeak:0b6d6f0e-7a41-4c38-9a1d-2f5e00000001')).toMatchObject({
      company: 'Northpeak',
      isRemote: true,
      location: 'Remote (United States); Portland, OR',
      salary: { min: 70000, max: 85000, currency: 'USD', interval: 'year', estimated: false },
      categories: ['Learning & Development', 'People'],
    });
  });
});

describe('Remotive', () => {
  it('reads a zone-less publication date as UTC, a salary string, and the eligible region', () => {
    const csm = job('remotive:2010001');
    expect(csm.postedAt?.toISOString()).toBe('2026-10-06T14:05:11.000Z');
    expect(csm).toMatchObject({
      isRemote: true,
      location: 'Remote (USA)',
      salary: { min: 55000, max: 65000, currency: 'USD', estimated: false },
    });
    expect(job('remotive:2010002').location).toBe('Remote (Worldwide)');
  });
});

describe('Jobicy', () => {
  it('decodes the escaped ampersand in industries and keeps one copy across its queries', () => {
    expect(job('jobicy:130001')).toMatchObject({
      title: 'Inside Sales Representative',
      categories: ['Sales & Business Development'],
      salary: { min: 42000, max: 50000, currency: 'USD', interval: 'year', estimated: false },
      location: 'Remote (USA)',
    });
    const jobicy = results.get('jobicy')!;
    expect(jobicy.fetched).toBeGreaterThan(jobicy.jobs.length);
    expect(new Set(jobicy.jobs.map((j) => j.externalId)).size).toBe(jobicy.jobs.length);
  });
});

describe('Himalayas', () => {
  it('reads pubDate as epoch seconds and location restrictions as strings or objects', () => {
    const trainer = job('himalayas:quillwork/corporate-trainer');
    expect(trainer.postedAt?.toISOString()).toBe('2026-10-05T12:00:00.000Z');
    expect(trainer).toMatchObject({ location: 'Remote (United States)', salary: null });
    expect(job('himalayas:quillwork/account-manager')).toMatchObject({
      location: 'Remote (United States, Canada)',
      salary: { min: 60000, max: 75000, currency: 'USD', interval: 'year' },
    });
  });
});

describe('Remote OK', () => {
  it('skips the legal notice, reads 0 pay as unknown, and ignores its noisy tags', () => {
    const remoteok = results.get('remoteok')!;
    expect(remoteok.jobs).toHaveLength(2);
    expect(job('remoteok:300001')).toMatchObject({ salary: null, categories: [] });
    expect(job('remoteok:300001').postedAt?.toISOString()).toBe('2026-10-06T12:00:00.000Z');
    expect(job('remoteok:300002').salary).toMatchObject({ min: 48000, max: 56000 });
  });
});

describe('The Muse', () => {
  it('maps the landing page, the company and "Flexible / Remote"', () => {
    expect(job('themuse:11000001')).toMatchObject({
      company: 'Orchard Mutual',
      isRemote: true,
      applyUrl: 'https://www.themuse.com/jobs/orchardmutual/training-and-quality-specialist',
    });
    expect(job('themuse:11000002')).toMatchObject({ isRemote: false, location: 'Hartford, CT' });
  });
});

describe('Adzuna', () => {
  it('strips markup from titles and marks a predicted salary as an estimate', () => {
    expect(job('adzuna:5100000001')).toMatchObject({
      title: 'Customer Success Representative',
      company: 'Mesa Nutrition Systems',
      salary: { min: 44000, max: 44000, estimated: true },
    });
    expect(job('adzuna:5100000002').salary?.estimated).toBe(false);
  });
});

describe('USAJOBS', () => {
  it('maps the announcement, its pay range per year, duties and requirements', () => {
    const specialist = job('usajobs:870000001');
    expect(specialist).toMatchObject({
      title: 'Training Specialist (Instructional Systems Design)',
      company: 'Fixture Agency for Workforce Training',
      location: 'Kansas City, Missouri',
      isRemote: false,
      salary: { min: 86962, max: 113047, currency: 'USD', interval: 'year', estimated: false },
      requirements: ['U.S. citizenship is required.'],
      // GS-12/13: the grade its title leaves out (walk-through m16).
      federalGrade: 12,
    });
    expect(specialist.description).toContain('- Analyze training needs with supervisors.');
  });
});
