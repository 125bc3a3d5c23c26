import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifyRole } from '@/server/features/jobs/ingest/classify-role';
import { createJsonFetcher } from '@/server/features/jobs/ingest/http';
import type { JobSource, NormalizedJob } from '@/server/features/jobs/ingest/job-source';
import { createJobSources } from '@/server/features/jobs/ingest/sources';
import {
  startFixtureBoardServer,
  type FixtureBoardServer,
} from '../../helpers/fixture-board-server';
import { createTestLogger, expectWellFormed, testConfig } from './helpers/boards';

/**
 * The five company-board ATSes added for issue 31 (SmartRecruiters, Workable, Recruitee, Breezy
 * HR, Pinpoint), each over real HTTP against our fixture board server
 * (tests/fixtures/job-boards/<board>/), with the trap its API really has.
 */
const NEW_BOARDS = ['smartrecruiters', 'workable', 'recruitee', 'breezy', 'pinpoint'] as const;
type NewBoard = (typeof NEW_BOARDS)[number];

let server: FixtureBoardServer;
let sources: Map<string, JobSource>;

async function run(board: NewBoard) {
  const logger = createTestLogger();
  const getJson = createJsonFetcher({
    userAgent: 'classroom-to-career tests',
    timeoutMs: 2000,
    retries: 0,
  });
  const from = server.requests.length;
  const result = await sources.get(board)!.fetchJobs({ log: logger.log, getJson });
  const byId = (externalId: string): NormalizedJob => {
    const job = result.jobs.find((candidate) => candidate.externalId === externalId);
    if (!job)
      throw new Error(`no ${externalId} in ${result.jobs.map((j) => j.externalId).join(', ')}`);
    return job;
  };
  return { ...result, byId, logger, requests: server.requests.slice(from) };
}

/** What the ingest keeps of a board's answer: the postings our classifier files under a track. */
const kept = (jobs: NormalizedJob[]) =>
  jobs.filter((job) => classifyRole(job)).map((job) => job.title);

beforeAll(async () => {
  server = await startFixtureBoardServer();
  const config = testConfig({
    smartrecruiters: {
      baseUrl: server.url('smartrecruiters'),
      boards: server.boards.smartrecruiters,
      pageSize: 3,
    },
    workable: { baseUrl: server.url('workable'), boards: server.boards.workable },
    recruitee: { baseUrl: server.url('recruitee'), boards: server.boards.recruitee },
    breezy: { baseUrl: server.url('breezy'), boards: server.boards.breezy },
    pinpoint: { baseUrl: server.url('pinpoint'), boards: server.boards.pinpoint },
  });
  sources = new Map(createJobSources(config).map((source) => [source.slug, source]));
});

afterAll(() => server.close());

describe('the five new company-board connectors', () => {
  it('are registered, each fetches its fixture board, fails nothing and maps well-formed jobs', async () => {
    for (const board of NEW_BOARDS) {
      const result = await run(board);
      expect({ board, failed: result.failedRequests, skipped: result.skipped }).toEqual({
        board,
        failed: 0,
        skipped: 0,
      });
      expect(result.jobs.length).toBeGreaterThan(0);
      result.jobs.forEach(expectWellFormed);
      expect(sources.get(board)!.complete).toBe(true);
    }
  });
});

describe('SmartRecruiters', () => {
  it('pages with offset and limit until totalFound, and asks for details only of our roles', async () => {
    const result = await run('smartrecruiters');
    expect(result.requests).toEqual([
      '/smartrecruiters/v1/companies/harborviewlearning/postings?offset=0&limit=3',
      '/smartrecruiters/v1/companies/harborviewlearning/postings?offset=3&limit=3',
      '/smartrecruiters/v1/companies/harborviewlearning/postings/744000190000001',
      '/smartrecruiters/v1/companies/harborviewlearning/postings/744000190000003',
      '/smartrecruiters/v1/companies/harborviewlearning/postings/744000190000004',
    ]);
  });

  it('drops a posting whose detail says it is no longer active', async () => {
    const result = await run('smartrecruiters');
    expect(result.jobs.map((job) => job.title)).toEqual([
      'Customer Success Manager, District Partnerships',
      'Account Executive, K-12',
    ]);
  });

  it('reads the job ad sections, the remote flag, compensation and the release date', async () => {
    const csm = (await run('smartrecruiters')).byId(
      'smartrecruiters:harborviewlearning:744000190000001',
    );
    expect(csm).toMatchObject({
      source: 'SmartRecruiters',
      company: 'Harborview Learning',
      location: 'Denver, CO, United States',
      isRemote: true,
      salary: { min: 68000, max: 82000, currency: 'USD', interval: 'year', estimated: false },
      requirements: [
        '3+ years in a school, district or customer-facing role',
        'Comfort presenting to principals and superintendents',
      ],
      categories: ['Customer Service', 'Customer Success'],
    });
    expect(csm.applyUrl).toMatch(/^https:\/\/jobs\.smartrecruiters\.com\/oneclick-ui\//);
    expect(csm.description).toContain('- Turn usage data into next steps teachers can act on');
    expect(csm.description).not.toContain('1,400 schools');
    expect(csm.postedAt?.toISOString()).toBe('2026-10-08T15:20:41.118Z');
  });

  it('counts a failed detail call and keeps the rest of the board', async () => {
    server.failPath('/postings/744000190000004');
    try {
      const result = await run('smartrecruiters');
      expect(result.failedRequests).toBe(1);
      expect(result.jobs.map((job) => job.externalId)).toEqual([
        'smartrecruiters:harborviewlearning:744000190000001',
      ]);
    } finally {
      server.reset();
    }
  });

  it('still reads the details of the postings listed before a page failed', async () => {
    server.failPath('offset=3&');
    try {
      const result = await run('smartrecruiters');
      expect(result.failedRequests).toBe(1);
      expect(result.jobs.map((job) => job.externalId)).toEqual([
        'smartrecruiters:harborviewlearning:744000190000001',
      ]);
    } finally {
      server.reset();
    }
  });

  it('says the board was read only in part when it stops at its page cap, and only then', async () => {
    expect((await run('smartrecruiters')).partial).toBeUndefined();
    const capped = createJobSources(
      testConfig({
        smartrecruiters: {
          baseUrl: server.url('smartrecruiters'),
          boards: server.boards.smartrecruiters,
          pageSize: 3,
          maxPages: 1,
        },
      }),
    ).find((source) => source.slug === 'smartrecruiters')!;
    const logger = createTestLogger();
    const result = await capped.fetchJobs({
      log: logger.log,
      getJson: createJsonFetcher({
        userAgent: 'classroom-to-career tests',
        timeoutMs: 2000,
        retries: 0,
      }),
    });
    expect(result).toMatchObject({ partial: true, failedRequests: 0 });
    expect(result.jobs.map((job) => job.externalId)).toEqual([
      'smartrecruiters:harborviewlearning:744000190000001',
    ]);
    expect(logger.warnings().some((entry) => /page cap/.test(entry.msg))).toBe(true);
  });
});

describe('Workable', () => {
  it('names the company from the account, reads telecommuting and the date-only publication', async () => {
    const result = await run('workable');
    expect(result.requests).toEqual(['/workable/api/v1/widget/accounts/tallyforge?details=true']);
    const sdr = result.byId('workable:tallyforge:5E1A2B3C4D');
    expect(sdr).toMatchObject({
      company: 'Tallyforge',
      isRemote: true,
      // The hidden Dallas location is not shown.
      location: 'Austin, Texas, United States',
      salary: { min: 48000, max: 54000, currency: 'USD' },
      requirements: [
        'Confident on the phone and in writing',
        'Former teachers welcome: you know how schools buy',
      ],
      applyUrl: 'https://apply.workable.com/j/5E1A2B3C4D/apply',
      sourceUrl: 'https://apply.workable.com/j/5E1A2B3C4D',
      categories: ['Sales'],
    });
    expect(sdr.postedAt?.toISOString()).toBe('2026-10-06T00:00:00.000Z');
    expect(result.byId('workable:tallyforge:7F2B3C4D5E')).toMatchObject({
      isRemote: false,
      location: 'Chicago, Illinois, United States',
    });
    expect(kept(result.jobs)).toEqual(['Sales Development Representative', 'Training Facilitator']);
  });
});

describe('Recruitee', () => {
  it('reads "… UTC" publication times, string salary bounds and description plus requirements', async () => {
    const result = await run('recruitee');
    expect(result.requests).toEqual(['/recruitee/lanternlearning/api/offers/']);
    const onboarding = result.byId('recruitee:lanternlearning:2210001');
    expect(onboarding.postedAt?.toISOString()).toBe('2026-10-05T14:30:00.000Z');
    expect(onboarding).toMatchObject({
      company: 'Lantern Learning',
      isRemote: true,
      location: 'Columbus, Ohio, United States',
      salary: { min: 55000, max: 65000, currency: 'USD', interval: 'year', estimated: false },
      requirements: [
        'Experience explaining software to busy people',
        'Teaching experience is a plus',
      ],
      applyUrl: 'https://lanternlearning.recruitee.com/o/customer-onboarding-specialist/c/new',
    });
    expect(onboarding.description).toContain('- Run onboarding calls');
  });

  it('calls a remote-and-hybrid offer hybrid, and an all-null salary no salary', async () => {
    const result = await run('recruitee');
    expect(result.byId('recruitee:lanternlearning:2210002')).toMatchObject({
      isRemote: false,
      salary: null,
    });
    expect(kept(result.jobs)).toEqual(['Customer Onboarding Specialist', 'Learning Designer']);
  });
});

describe('Breezy HR', () => {
  it('reads a bare array without descriptions: is_remote, the pay line and the date', async () => {
    const result = await run('breezy');
    expect(result.requests).toEqual(['/breezy/mapleridgetutoring/json']);
    const sales = result.byId('breezy:mapleridgetutoring:8c1d2e3f4a5b');
    expect(sales).toMatchObject({
      company: 'Maple Ridge Tutoring',
      isRemote: false,
      location: 'Columbus, OH',
      salary: { min: 45000, max: 55000, currency: 'USD', interval: 'year' },
      applyUrl:
        'https://mapleridgetutoring.breezy.hr/p/8c1d2e3f4a5b-enrollment-sales-representative',
    });
    expect(sales.postedAt?.toISOString()).toBe('2026-10-04T16:11:27.512Z');
    expect(sales.description).toBe(
      'Full-Time position (Columbus, OH).\nTeam: Sales.\nThe full posting is on the employer’s Breezy HR page.',
    );
    // The place names a city, but the structured flag says the role is remote.
    expect(result.byId('breezy:mapleridgetutoring:9d2e3f4a5b6c')).toMatchObject({
      isRemote: true,
      location: 'Columbus, OH',
      salary: null,
    });
    expect(kept(result.jobs)).toEqual([
      'Enrollment Sales Representative',
      'Training Specialist, Staff Onboarding',
    ]);
  });
});

describe('Pinpoint', () => {
  it('drops a posting past its deadline and joins the four advert sections', async () => {
    const result = await run('pinpoint');
    expect(result.requests).toEqual(['/pinpoint/fernbrook-health/postings.json']);
    expect(result.jobs.map((job) => job.title)).toEqual([
      'Learning and Development Partner',
      'Customer Success Lead',
      'Financial Analyst',
    ]);
    const partner = result.byId('pinpoint:fernbrook-health:51001');
    expect(partner).toMatchObject({
      company: 'Fernbrook Health',
      isRemote: false,
      location: 'Nashville, Tennessee',
      salary: { min: 62000, max: 74000, currency: 'USD', interval: 'year', estimated: false },
      postedAt: null,
      requirements: ['Experience designing adult learning', 'Former teachers encouraged to apply'],
      categories: ['People'],
    });
    expect(partner.description).toMatch(/What you'll do\n+- Run needs analyses/);
    expect(partner.description).toContain('- Paid learning time');
  });

  it('shows no pay the employer chose to hide, and reads remote from workplace_type', async () => {
    const result = await run('pinpoint');
    expect(result.byId('pinpoint:fernbrook-health:51002')).toMatchObject({
      isRemote: true,
      salary: null,
      location: 'Remote, United States',
    });
    expect(kept(result.jobs)).toEqual([
      'Learning and Development Partner',
      'Customer Success Lead',
    ]);
  });
});
