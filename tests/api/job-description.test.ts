import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertJob } from '@/server/features/jobs/ingest/ingest.queries';
import { FEED_DESCRIPTION_CHARS } from '@/server/features/jobs/job-view';
import type { Job } from '@/shared/contracts/jobs';
import {
  as,
  createTestApp,
  registerUser,
  type SignedInUser,
  type TestApp,
} from '../helpers/test-app';

let t: TestApp;
let me: SignedInUser;

/** A real posting's length: about 4,000 characters, its last sentence far past the excerpt. */
const LONG = [
  'Brightpath Learning helps 1,400 school districts plan their professional development.',
  ...Array.from(
    { length: 40 },
    (_, i) =>
      `In week ${i + 1} you will meet district leaders, learn what they need and turn usage data into next steps.`,
  ),
  'The last sentence: we welcome former teachers.',
].join(' ');

function posting(id: string, description: string) {
  return {
    source: 'Greenhouse',
    externalId: `greenhouse:excerptco:${id}`,
    title: `Customer Success Manager ${id}`,
    company: 'Brightpath Learning',
    description,
    requirements: [],
    salary: null,
    isRemote: true,
    location: 'Remote',
    postedAt: new Date(),
    applyUrl: `https://boards.greenhouse.io/excerptco/jobs/${id}`,
    sourceUrl: `https://boards.greenhouse.io/excerptco/jobs/${id}`,
    categories: [],
    track: 'customer-success' as const,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  me = await registerUser(t.app);
  await upsertJob(t.db, posting('1', LONG), { now: new Date() });
  await upsertJob(t.db, posting('2', 'Onboard school districts.'), { now: new Date() });
  // Himalayas ids carry a slash ("himalayas:<company>/<job slug>").
  await upsertJob(
    t.db,
    { ...posting('3', LONG), source: 'Himalayas', externalId: 'himalayas:excerptco/csm-3' },
    { now: new Date() },
  );
});
afterAll(() => t.close());

describe("the feed's pages carry the beginning of each posting", () => {
  it('cuts a long text at a word with an ellipsis, and sends a short one whole', async () => {
    const response = await as(t.app, me, {
      method: 'GET',
      url: '/api/jobs?search=brightpath&limit=100',
    });
    expect(response.statusCode).toBe(200);
    const jobs = response.json<Job[]>();
    const long = jobs.find((job) => job.id === 'greenhouse:excerptco:1')!;
    const short = jobs.find((job) => job.id === 'greenhouse:excerptco:2')!;
    expect(long.descriptionComplete).toBe(false);
    expect(long.description.length).toBeLessThanOrEqual(FEED_DESCRIPTION_CHARS + 1);
    expect(long.description).toMatch(/^Brightpath Learning helps 1,400 school districts/);
    expect(long.description).toMatch(/[a-z,.]…$/);
    expect(LONG.startsWith(long.description.slice(0, -1))).toBe(true);
    expect(long.description).not.toContain('The last sentence');
    expect(short).toMatchObject({
      description: 'Onboard school districts.',
      descriptionComplete: true,
    });
  });

  it('gives the whole text when she opens it, to a signed-in person only', async () => {
    const url = `/api/jobs/${encodeURIComponent('greenhouse:excerptco:1')}/description`;
    const opened = await as(t.app, me, { method: 'GET', url });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ description: LONG });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);

    const slashed = await as(t.app, me, {
      method: 'GET',
      url: `/api/jobs/${encodeURIComponent('himalayas:excerptco/csm-3')}/description`,
    });
    expect(slashed.statusCode).toBe(200);
    expect(slashed.json()).toEqual({ description: LONG });
  });

  it('answers 404 for a posting that does not exist and 400 for a malformed id, with a message', async () => {
    const missing = await as(t.app, me, {
      method: 'GET',
      url: `/api/jobs/${encodeURIComponent('greenhouse:excerptco:999')}/description`,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ message: string }>().message).toMatch(/not found/);
    const malformed = await as(t.app, me, {
      method: 'GET',
      url: '/api/jobs/%20nope/description',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ message: string }>().message).toBeTruthy();
  });
});
