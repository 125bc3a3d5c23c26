import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookmarks, jobs as jobsTable } from '@/server/db/schema';
import { upsertJob } from '@/server/features/jobs/ingest/ingest.queries';
import type { ClassifiedJob, NormalizedJob } from '@/server/features/jobs/ingest/job-source';
import type { TrackSlug } from '@/shared/constants';
import {
  as,
  createTestApp,
  registerUser,
  type SignedInUser,
  type TestApp,
} from '../helpers/test-app';

let t: TestApp;
let me: SignedInUser;
const DAY = 86_400_000;

function posting(
  id: string,
  track: TrackSlug,
  overrides: Partial<NormalizedJob> = {},
): ClassifiedJob {
  return {
    source: 'Greenhouse',
    externalId: `greenhouse:testco:${id}`,
    title: 'Account Executive',
    company: 'Testco',
    description: 'Sell our platform to schools.',
    requirements: [],
    salary: null,
    isRemote: false,
    location: 'Denver, CO',
    postedAt: new Date(Date.now() - DAY),
    applyUrl: `https://boards.greenhouse.io/testco/jobs/${id}`,
    sourceUrl: `https://boards.greenhouse.io/testco/jobs/${id}`,
    categories: [],
    track,
    ...overrides,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  me = await registerUser(t.app);
  // The offline snapshot seeded real postings; these add a controlled set beside them.
  const now = new Date();
  const seed: ClassifiedJob[] = [
    posting('1', 'sales', {
      title: 'Sales Development Representative',
      company: 'Zeta Learning',
      isRemote: true,
      location: 'Remote (USA)',
      postedAt: new Date(Date.now() - 2 * DAY),
      description:
        'Prospect into K-12 districts. Experience with Salesforce and cold calling helps.',
    }),
    posting('2', 'customer-success', {
      title: 'Customer Success Manager',
      company: 'Alpha EdTech',
      location: 'New York, NY',
      postedAt: new Date(Date.now() - 5 * DAY),
      description: 'Own onboarding and renewals for a book of school accounts.',
      salary: { min: 70000, max: 90000, currency: 'USD', interval: 'year', estimated: false },
    }),
    posting('3', 'learning-development', {
      title: 'Instructional Designer',
      company: 'Beta Corp',
      location: 'Chicago, IL',
      postedAt: new Date(Date.now() - 40 * DAY),
      description: 'Design e-learning with Articulate Storyline.',
    }),
    posting('4', 'customer-success', {
      title: 'Onboarding Specialist',
      company: 'Gamma Software',
      location: 'San Francisco, CA',
      postedAt: new Date(Date.now() - DAY),
      description: 'Train new customers on our LMS. Former teachers welcome.',
      salary: { min: 25, max: 30, currency: 'USD', interval: 'hour', estimated: true },
    }),
    posting('5', 'sales', {
      title: 'Senior Director of Sales',
      company: 'Omega',
      location: 'Austin, TX',
      postedAt: null,
    }),
  ];
  for (const job of seed) await upsertJob(t.db, job, { now });
  // Written straight to the tables, not by the app's ingest (which builds its index after).
  await t.app.feedSearch.rebuild();
});
afterAll(() => t.close());

const get = (url: string, who: SignedInUser | null = me) => as(t.app, who, { method: 'GET', url });

describe('GET /api/jobs', () => {
  it('needs a session', async () => {
    expect((await get('/api/jobs', null)).statusCode).toBe(401);
    expect((await get('/api/jobs/curated', null)).statusCode).toBe(401);
  });

  it.each([
    ['Sales', ['sales']],
    ['Sales Representative', ['sales']],
    ['Customer Success,Training & Development', ['customer-success', 'learning-development']],
    ['Learning & Development Specialist', ['learning-development']],
  ])('maps roleTypes=%s to %j', async (roleTypes, expected) => {
    const response = await get(`/api/jobs?roleTypes=${encodeURIComponent(roleTypes)}&limit=100`);
    expect(response.statusCode).toBe(200);
    const types = new Set(response.json().map((j: { roleType: string }) => j.roleType));
    expect([...types].sort()).toEqual(expected);
  });

  it('searches title, company and description case-insensitively', async () => {
    const titles = async (search: string) =>
      (await get(`/api/jobs?search=${encodeURIComponent(search)}&limit=100`))
        .json()
        .map((j: { title: string }) => j.title);
    expect(await titles('ONBOARDING specialist')).toContain('Onboarding Specialist');
    expect(await titles('alpha edtech')).toContain('Customer Success Manager');
    expect(await titles('storyline')).toContain('Instructional Designer');
    expect(await titles('instruct')).toContain('Instructional Designer'); // a fragment of the title
    expect(await titles('zzzz-no-such-thing')).toEqual([]);
    expect(
      (await get(`/api/jobs?search=${encodeURIComponent("100% o'reilly_(x)")}`)).statusCode,
    ).toBe(200);
  });

  it.each([
    ['remote', 'Sales Development Representative'],
    ['new york', 'Customer Success Manager'],
    ['chicago', 'Instructional Designer'],
    ['san francisco', 'Onboarding Specialist'],
  ])('filters location=%s', async (location, title) => {
    const list = (await get(`/api/jobs?location=${encodeURIComponent(location)}&limit=100`)).json();
    expect(list.map((j: { title: string }) => j.title)).toContain(title);
    if (location === 'remote')
      expect(list.every((j: { isRemote: boolean }) => j.isRemote)).toBe(true);
    else
      expect(
        list.every((j: { location: string }) => j.location.toLowerCase().includes(location)),
      ).toBe(true);
  });

  it('sorts by recency, company or title, undated last', async () => {
    // The saved sample and this file's postings together run past one 100-job page.
    const list = async (sort: string) => {
      const rows: { company: string; title: string; postedAt: string | null }[] = [];
      for (let offset = 0; ; offset += 100) {
        const page = await get(
          `/api/jobs?sort=${sort}&limit=100&offset=${offset}&includeOlder=true`,
        );
        rows.push(...page.json());
        if (rows.length >= Number(page.headers['x-total-count'])) return rows;
      }
    };
    const recent = await list('recent');
    const dates = recent.map((j) => j.postedAt).filter(Boolean) as string[];
    expect(dates).toEqual([...dates].sort().reverse());
    expect(recent.at(-1)?.postedAt).toBeNull();
    // Collations differ on punctuation ("(" and "-") between engines and JavaScript, so the
    // order is checked on each value's first word, where they all agree.
    const firstWords = (values: string[]) =>
      values.map((value) => value.toLowerCase().match(/[a-z0-9]+/)?.[0] ?? '');
    const inOrder = (words: string[]) => words.every((w, i) => i === 0 || words[i - 1]! <= w);
    const companies = firstWords((await list('company')).map((j) => j.company));
    expect(inOrder(companies)).toBe(true);
    const titles = firstWords((await list('title')).map((j) => j.title));
    expect(inOrder(titles)).toBe(true);
  });

  it('pages with limit and offset and reports the total in X-Total-Count', async () => {
    // With older postings included, the saved sample and this file's postings run past a page.
    const all = await get('/api/jobs?limit=100&includeOlder=true');
    const total = Number(all.headers['x-total-count']);
    const rest = await get('/api/jobs?limit=100&offset=100&includeOlder=true');
    expect(total).toBe(all.json().length + rest.json().length);
    expect(total).toBeGreaterThan(100);
    const first = await get('/api/jobs?limit=2&offset=0&includeOlder=true');
    const second = await get('/api/jobs?limit=2&offset=2&includeOlder=true');
    expect(first.json()).toHaveLength(2);
    expect(Number(first.headers['x-total-count'])).toBe(total);
    expect(second.json()[0].id).toBe(all.json()[2].id);
  });

  it('formats pay without annualising it and credits the board', async () => {
    const list = (await get('/api/jobs?limit=100')).json() as {
      title: string;
      salaryRange: string | null;
      source: { name: string; url: string };
    }[];
    expect(list.find((j) => j.title === 'Customer Success Manager')?.salaryRange).toBe(
      '$70,000 – $90,000 a year',
    );
    expect(list.find((j) => j.title === 'Onboarding Specialist')?.salaryRange).toBe(
      '$25 – $30 an hour (estimated)',
    );
    expect(list.find((j) => j.title === 'Instructional Designer')?.source).toEqual({
      name: 'Greenhouse',
      url: 'https://boards.greenhouse.io/testco/jobs/3',
    });
  });

  it.each([
    'roleTypes=Astronaut',
    'location=mars',
    'sort=salary',
    'limit=0',
    'limit=1000',
    'limit=abc',
    'offset=-1',
    `search=${'x'.repeat(300)}`,
  ])('answers 400 for %s', async (query) => {
    const response = await get(`/api/jobs?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeTruthy();
  });
});

describe('GET /api/jobs/curated', () => {
  it('ranks jobs for the target role and named skills first, with a score and the reasons', async () => {
    const teacher = await registerUser(t.app);
    await as(t.app, teacher, {
      method: 'PATCH',
      url: `/api/users/${teacher.user.id}`,
      payload: {
        currentRole: 'Teacher',
        yearsExperience: 6,
        skills: ['Onboarding', 'Renewals'],
        targetRoles: ['Customer Success Manager'],
      },
    });
    const list = (
      await get('/api/jobs/curated?roleTypes=Sales,Customer%20Success&limit=50', teacher)
    ).json() as {
      title: string;
      roleType: string;
      matchScore: number;
      reasons: string[];
    }[];
    expect(list[0]?.roleType).toBe('customer-success');
    expect(list[0]?.reasons).toContain('Matches your target role');
    expect(list.map((j) => j.matchScore)).toEqual(
      [...list.map((j) => j.matchScore)].sort((a, b) => b - a),
    );
    const csm = list.find((j) => j.title === 'Customer Success Manager')!;
    expect(
      csm.reasons.some((r) => r.startsWith('Mentions skills you have: onboarding, renewals')),
    ).toBe(true);
    // The saved sample's sales jobs crowd an undated senior role out of the mixed list's top 50.
    const sales = (await get('/api/jobs/curated?roleTypes=Sales&limit=50', teacher)).json() as {
      title: string;
      matchScore: number;
    }[];
    const senior = sales.find((j) => j.title === 'Senior Director of Sales')!;
    const sdr = sales.find((j) => j.title === 'Sales Development Representative')!;
    expect(senior.matchScore).toBeLessThan(sdr.matchScore);
    expect(sales.indexOf(senior)).toBeGreaterThan(sales.indexOf(sdr));
  });
});

describe('bookmarks', () => {
  it('are saved per user on the server', async () => {
    const url = (jobId: string) =>
      `/api/users/${me.user.id}/bookmarks/${encodeURIComponent(jobId)}`;
    expect(
      (await as(t.app, me, { method: 'PUT', url: url('greenhouse:testco:2') })).json(),
    ).toEqual(['greenhouse:testco:2']);
    await as(t.app, me, { method: 'PUT', url: url('greenhouse:testco:2') });
    await as(t.app, me, { method: 'PUT', url: url('greenhouse:testco:3') });
    const list = (await get(`/api/users/${me.user.id}/bookmarks`)).json();
    expect(list.sort()).toEqual(['greenhouse:testco:2', 'greenhouse:testco:3']);
    expect(
      (await as(t.app, me, { method: 'DELETE', url: url('greenhouse:testco:2') })).json(),
    ).toEqual(['greenhouse:testco:3']);
    expect(
      await t.db.select().from(bookmarks).where(eq(bookmarks.userId, me.user.id)),
    ).toHaveLength(1);
  });

  it('cannot be read or written for someone else', async () => {
    const other = await registerUser(t.app);
    expect((await get(`/api/users/${me.user.id}/bookmarks`, other)).statusCode).toBe(403);
    expect(
      (
        await as(t.app, other, {
          method: 'PUT',
          url: `/api/users/${me.user.id}/bookmarks/greenhouse:testco:4`,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await as(t.app, other, {
          method: 'DELETE',
          url: `/api/users/${me.user.id}/bookmarks/greenhouse:testco:3`,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      await t.db.select().from(bookmarks).where(eq(bookmarks.userId, me.user.id)),
    ).toHaveLength(1);
  });

  it('refuses unknown jobs with 404 and odd ids with 400', async () => {
    expect(
      (
        await as(t.app, me, {
          method: 'PUT',
          url: `/api/users/${me.user.id}/bookmarks/greenhouse:testco:999`,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await as(t.app, me, {
          method: 'PUT',
          url: `/api/users/${me.user.id}/bookmarks/${encodeURIComponent('<script>')}`,
        })
      ).statusCode,
    ).toBe(400);
    const long = await as(t.app, me, {
      method: 'PUT',
      url: `/api/users/${me.user.id}/bookmarks/${'x'.repeat(400)}`,
    });
    expect([400, 414]).toContain(long.statusCode);
    expect(long.json().message).toBeTruthy();
  });
});

describe('the offline snapshot', () => {
  it('seeds real postings with their true dates on a fresh database', async () => {
    const seeded = await t.db.select().from(jobsTable).where(eq(jobsTable.company, 'Kiddom'));
    expect(seeded.length).toBe(4);
    expect(seeded.every((j) => j.postedAt && j.postedAt.getFullYear() >= 2025)).toBe(true);
  });
});

describe('job ids with a slash', () => {
  it('bookmarks a Himalayas job, whose id holds a "/", through the URL-encoded path', async () => {
    const id = 'himalayas:acme-learning/customer-success-manager';
    await upsertJob(
      t.db,
      posting('himalayas', 'customer-success', {
        source: 'Himalayas',
        externalId: id,
        title: 'Customer Success Manager',
        company: 'Acme Learning',
        applyUrl: 'https://himalayas.app/companies/acme-learning/jobs/customer-success-manager',
        sourceUrl: 'https://himalayas.app/companies/acme-learning/jobs/customer-success-manager',
      }),
      { now: new Date() },
    );
    const reader = await registerUser(t.app);
    const url = `/api/users/${reader.user.id}/bookmarks/${encodeURIComponent(id)}`;
    const put = await as(t.app, reader, { method: 'PUT', url });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual([id]);
    const saved = (await get(`/api/users/${reader.user.id}/bookmarks/jobs`, reader)).json();
    expect(saved.map((j: { id: string }) => j.id)).toEqual([id]);
    expect((await as(t.app, reader, { method: 'DELETE', url })).json()).toEqual([]);
  });
});

describe('merged listings', () => {
  it("keeps the employer's ATS apply link when the board copy the job came from is refreshed", async () => {
    const first = new Date();
    const board = posting('r1', 'customer-success', {
      source: 'Remotive',
      externalId: 'remotive:880001',
      title: 'Customer Success Manager',
      company: 'Mergewell Learning',
      isRemote: true,
      location: 'Remote (USA)',
      description: 'First copy.',
      applyUrl: 'https://remotive.com/remote-jobs/customer-support/csm-880001',
      sourceUrl: 'https://remotive.com/remote-jobs/customer-support/csm-880001',
    });
    const ats = posting('g1', 'customer-success', {
      externalId: 'greenhouse:mergewell:880002',
      title: 'Customer Success Manager',
      company: 'Mergewell Learning',
      isRemote: true,
      location: 'Remote (USA)',
      applyUrl: 'https://boards.greenhouse.io/mergewell/jobs/880002?gh_src=remotive',
      sourceUrl: 'https://boards.greenhouse.io/mergewell/jobs/880002',
    });
    expect(await upsertJob(t.db, board, { now: first })).toBe('new');
    expect(await upsertJob(t.db, ats, { now: first })).toBe('updated');
    const later = new Date(first.getTime() + 3_600_000);
    expect(
      await upsertJob(t.db, { ...board, description: 'Refreshed copy.' }, { now: later }),
    ).toBe('updated');
    await t.app.feedSearch.rebuild();

    const [row] = await t.db.select().from(jobsTable).where(eq(jobsTable.id, board.externalId));
    expect(row).toMatchObject({
      description: 'Refreshed copy.',
      applyUrl: ats.applyUrl,
      applyUrlCanonical: 'https://boards.greenhouse.io/mergewell/jobs/880002',
    });
    const [job] = (await get('/api/jobs?search=Mergewell')).json();
    expect(job).toMatchObject({
      id: board.externalId,
      applyUrl: ats.applyUrl,
      source: { name: 'Remotive', url: board.sourceUrl },
      sources: [
        { name: 'Remotive', url: board.sourceUrl },
        { name: 'Greenhouse', url: ats.sourceUrl },
      ],
    });
  });

  it('refreshes the apply link from the board when the job has no ATS listing', async () => {
    const board = posting('r2', 'sales', {
      source: 'Remotive',
      externalId: 'remotive:880003',
      title: 'Account Executive',
      company: 'Soloboard Tutoring',
      applyUrl: 'https://remotive.com/remote-jobs/sales/ae-880003',
      sourceUrl: 'https://remotive.com/remote-jobs/sales/ae-880003',
    });
    await upsertJob(t.db, board, { now: new Date() });
    const moved = 'https://remotive.com/remote-jobs/sales/ae-880003-moved';
    await upsertJob(t.db, { ...board, applyUrl: moved }, { now: new Date() });
    const [row] = await t.db.select().from(jobsTable).where(eq(jobsTable.id, board.externalId));
    expect(row?.applyUrl).toBe(moved);
  });
});

describe('role type labels', () => {
  it('answers 400 for roleTypes=constructor (no inherited object key is a role type)', async () => {
    const response = await get('/api/jobs?roleTypes=constructor');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Unknown role type "constructor"/);
  });
});
