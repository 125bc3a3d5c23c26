import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '@/server/db/schema';
import type { ClassifiedJob } from '@/server/features/jobs/ingest/job-source';
import { loadJobSnapshot } from '@/server/features/jobs/ingest/job-snapshot';
import { refreshStaleSignals, upsertJob } from '@/server/features/jobs/ingest/ingest.queries';
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

interface Card {
  id: string;
  title: string;
  savedSample: boolean;
  minYears: number | null;
  entryLevel: boolean;
  servesEducation: boolean;
}

function live(id: string, overrides: Partial<ClassifiedJob>): ClassifiedJob {
  return {
    source: 'Greenhouse',
    externalId: `greenhouse:careerco:${id}`,
    title: 'Customer Success Associate',
    company: 'Ledgerline',
    description: 'Help restaurants get value from our payroll software.',
    requirements: [],
    salary: null,
    isRemote: false,
    location: 'Austin, TX',
    postedAt: new Date(Date.now() - 3 * DAY),
    applyUrl: `https://boards.greenhouse.io/careerco/jobs/${id}`,
    sourceUrl: `https://boards.greenhouse.io/careerco/jobs/${id}`,
    categories: [],
    track: 'customer-success',
    ...overrides,
  };
}

const feed = async (query: string) => {
  const response = await as(t.app, me, { method: 'GET', url: `/api/jobs?limit=100&${query}` });
  return {
    status: response.statusCode,
    total: Number(response.headers['x-total-count']),
    jobs: response.json() as Card[],
    body: response.json(),
  };
};

beforeAll(async () => {
  t = await createTestApp();
  me = await registerUser(t.app);
});
afterAll(() => t.close());

describe('a fresh install, before any live board answers', () => {
  it('leaves the saved samples over 60 days old out until she includes older postings', async () => {
    // Sorts of their own: the feed caches pages by query for a minute.
    const roles = 'roleTypes=Sales,Customer%20Success,Learning%20%26%20Development';
    const stale = loadJobSnapshot().filter(
      (job) => job.postedAt !== null && job.postedAt.getTime() < Date.now() - 60 * DAY,
    );
    expect(stale.length).toBeGreaterThan(0);
    const fresh = await feed(`sort=title&${roles}`);
    expect(fresh.total).toBe(loadJobSnapshot().length - stale.length);
    const older = await feed(`sort=company&includeOlder=true&${roles}`);
    expect(older.total).toBe(loadJobSnapshot().length);
    expect(older.jobs.every((card) => card.savedSample)).toBe(true);
  });
});

describe('the feed for career changers', () => {
  beforeAll(async () => {
    const now = new Date();
    const postings = [
      live('entry-edu', {
        title: 'Onboarding Specialist',
        company: 'Brightpath Learning',
        description:
          'Train K-12 teachers on our reading platform. No prior experience required: former teachers welcome.',
      }),
      live('five-years', {
        title: 'Account Executive',
        track: 'sales',
        description: '5+ years of B2B SaaS sales experience closing six-figure deals.',
        location: 'Chicago, IL',
      }),
      live('stale', {
        title: 'Implementation Specialist',
        postedAt: new Date(Date.now() - 90 * DAY),
        location: 'Denver, CO',
      }),
      live('undated', { title: 'Support Specialist', postedAt: null, location: 'Columbus, OH' }),
    ];
    for (const posting of postings) await upsertJob(t.db, posting, { now });
    // Written straight to the tables, not by the app's ingest (which builds its index after).
    await t.app.feedSearch.rebuild();
  });

  it('reads the years asked, the entry-level flag and education customers at ingest', async () => {
    const { jobs: cards } = await feed('includeOlder=true&roleTypes=Sales,Customer%20Success');
    const byId = new Map(cards.map((card) => [card.id, card]));
    expect(byId.get('greenhouse:careerco:entry-edu')).toMatchObject({
      minYears: 0,
      entryLevel: true,
      servesEducation: true,
      savedSample: false,
    });
    expect(byId.get('greenhouse:careerco:five-years')).toMatchObject({
      minYears: 5,
      entryLevel: false,
      servesEducation: false,
    });
  });

  it('leaves live postings over 60 days old, and the saved sample, out of the default view', async () => {
    const { jobs: cards } = await feed(
      'roleTypes=Sales,Customer%20Success,Learning%20%26%20Development',
    );
    const ids = cards.map((card) => card.id).sort();
    expect(ids).toEqual([
      'greenhouse:careerco:entry-edu',
      'greenhouse:careerco:five-years',
      'greenhouse:careerco:undated',
    ]);
    const older = await feed('includeOlder=true&roleTypes=Customer%20Success');
    expect(older.jobs.map((card) => card.id)).toContain('greenhouse:careerco:stale');
    expect(older.jobs.some((card) => card.savedSample)).toBe(true);
  });

  it('filters to postings open to career changers and to education employers', async () => {
    const entry = await feed('experience=entry&roleTypes=Sales,Customer%20Success');
    expect(entry.jobs.map((card) => card.id).sort()).toEqual([
      'greenhouse:careerco:entry-edu',
      'greenhouse:careerco:undated',
    ]);
    const education = await feed('education=true&roleTypes=Sales,Customer%20Success');
    expect(education.jobs.map((card) => card.id)).toEqual(['greenhouse:careerco:entry-edu']);
  });

  it('finds a city or state typed freely', async () => {
    const ohio = await feed('place=columbus&roleTypes=Customer%20Success');
    expect(ohio.jobs.map((card) => card.id)).toEqual(['greenhouse:careerco:undated']);
    const texas = await feed('place=TX&roleTypes=Customer%20Success');
    expect(texas.jobs.map((card) => card.id)).toEqual(['greenhouse:careerco:entry-edu']);
    const none = await feed('place=%25&roleTypes=Customer%20Success');
    expect(none.total).toBe(0);
  });

  it('ranks an entry-level role at an education employer first for a teacher, with the reasons', async () => {
    const response = await as(t.app, me, {
      method: 'GET',
      url: '/api/jobs/curated?roleTypes=Customer%20Success&limit=10',
    });
    const [top] = response.json() as { id: string; reasons: string[] }[];
    expect(top!.id).toBe('greenhouse:careerco:entry-edu');
    expect(top!.reasons).toEqual(
      expect.arrayContaining(['Open to career changers', 'Serves schools or learners']),
    );
  });

  it('recommends only what the feed filters let through, so its count follows them', async () => {
    const curated = async (query: string) => {
      const response = await as(t.app, me, {
        method: 'GET',
        url: `/api/jobs/curated?roleTypes=Sales,Customer%20Success&limit=50&${query}`,
      });
      expect(response.statusCode).toBe(200);
      return (response.json() as Card[]).map((card) => card.id).sort();
    };
    const fresh = await curated('');
    expect(fresh).toContain('greenhouse:careerco:five-years');
    expect(fresh).not.toContain('greenhouse:careerco:stale');
    expect(await curated('includeOlder=true')).toContain('greenhouse:careerco:stale');
    expect(await curated('experience=entry')).toEqual([
      'greenhouse:careerco:entry-edu',
      'greenhouse:careerco:undated',
    ]);
    expect(await curated('education=true')).toEqual(['greenhouse:careerco:entry-edu']);
    expect(await curated('place=columbus')).toEqual(['greenhouse:careerco:undated']);
    expect(await curated('search=account%20executive')).toEqual(['greenhouse:careerco:five-years']);
    const invalid = await as(t.app, me, {
      method: 'GET',
      url: '/api/jobs/curated?experience=senior',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toContain('any, entry');
  });

  it('answers 400 naming the allowed values for a bad filter', async () => {
    const experience = await feed('experience=senior');
    expect(experience.status).toBe(400);
    expect(experience.body.message).toContain('any, entry');
    const education = await feed('education=yes');
    expect(education.status).toBe(400);
    expect(education.body.message).toContain('true or false');
  });

  it('reads the signals again for jobs stored before the readers existed', async () => {
    await t.db
      .update(jobs)
      .set({ minYears: null, entryLevel: false, servesEducation: false, signalsVersion: 0 })
      .where(eq(jobs.id, 'greenhouse:careerco:entry-edu'));
    expect(await refreshStaleSignals(t.db)).toBe(1);
    const [row] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, 'greenhouse:careerco:entry-edu'));
    expect(row).toMatchObject({ minYears: 0, entryLevel: true, servesEducation: true });
    expect(await refreshStaleSignals(t.db)).toBe(0);
  });
  it('reads a federal GS-12+ title as not open to career changers, also for rows stored before', async () => {
    const graded = (id: string, title: string) =>
      live(id, {
        title,
        company: 'Bureau of Workforce Readiness',
        description: 'Design and deliver training for agency staff across field offices.',
        track: 'learning-development',
      });
    await upsertJob(t.db, graded('gs-13', 'Workforce Learning Specialist, GS-0301-13'), {
      now: new Date(),
    });
    await upsertJob(t.db, graded('gs-7-9', 'GS-7/9 Workforce Learning Technician'), {
      now: new Date(),
    });
    // USAJOBS grades most postings only in its own fields, not in the title (walk-through m16).
    await upsertJob(
      t.db,
      { ...graded('board-gs-12', 'Workforce Learning Designer'), federalGrade: 12 },
      { now: new Date() },
    );
    // As the reader before federal grades stored it.
    await t.db
      .update(jobs)
      .set({ entryLevel: true, signalsVersion: 1 })
      .where(eq(jobs.id, 'greenhouse:careerco:gs-13'));
    expect(await refreshStaleSignals(t.db)).toBeGreaterThanOrEqual(1);
    await t.app.feedSearch.rebuild();
    const entry = await feed(
      'experience=entry&search=workforce%20learning&roleTypes=Learning%20%26%20Development',
    );
    expect(entry.jobs.map((card) => card.id)).toEqual(['greenhouse:careerco:gs-7-9']);
  });
});
