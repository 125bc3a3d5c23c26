import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationEvents, applications, jobs } from '@/server/db/schema';
import {
  as,
  createTestApp,
  registerUser,
  type SignedInUser,
  type TestApp,
} from '../helpers/test-app';

let t: TestApp;
let me: SignedInUser;
let other: SignedInUser;
let feedJobId: string;

const url = (who: SignedInUser, rest = '') => `/api/users/${who.user.id}/applications${rest}`;
const track = (who: SignedInUser, payload: Record<string, unknown>) =>
  as(t.app, who, { method: 'POST', url: url(who), payload });

beforeAll(async () => {
  t = await createTestApp();
  me = await registerUser(t.app);
  other = await registerUser(t.app);
  const [job] = await t.db.select({ id: jobs.id }).from(jobs).limit(1);
  feedJobId = job!.id;
});
afterAll(() => t.close());

describe('tracking applications', () => {
  it('tracks a feed job with its title, company and link, once', async () => {
    const [job] = await t.db.select().from(jobs).where(eq(jobs.id, feedJobId));
    const first = await track(me, { jobId: feedJobId });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      jobId: feedJobId,
      title: job!.title,
      company: job!.company,
      url: job!.applyUrl,
      stage: 'saved',
      notes: '',
      followUpAt: null,
    });
    expect(first.json().history).toHaveLength(1);
    const again = await track(me, { jobId: feedJobId });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const rows = await t.db.select().from(applications).where(eq(applications.userId, me.user.id));
    expect(rows.filter((row) => row.jobId === feedJobId)).toHaveLength(1);
  });

  it('tracks a job found elsewhere from its title, company and link', async () => {
    const response = await track(me, {
      title: 'Onboarding Specialist',
      company: 'Brightpath Learning',
      url: 'https://careers.brightpath.example/jobs/42',
      location: 'Denver, CO',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      jobId: null,
      title: 'Onboarding Specialist',
      location: 'Denver, CO',
      stage: 'saved',
    });
  });

  it('keeps every stage change with its date, and notes and a follow-up day', async () => {
    const created = (
      await track(me, {
        title: 'SDR',
        company: 'Ledgerline',
        url: 'https://ledgerline.example/j/1',
      })
    ).json();
    const patch = (payload: Record<string, unknown>) =>
      as(t.app, me, { method: 'PATCH', url: url(me, `/${created.id}`), payload });
    expect((await patch({ stage: 'applied' })).statusCode).toBe(200);
    const moved = await patch({
      stage: 'interviewing',
      notes: 'Phone screen with Ana on Tuesday.',
      followUpAt: '2027-03-02',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      stage: 'interviewing',
      notes: 'Phone screen with Ana on Tuesday.',
      followUpAt: '2027-03-02',
    });
    expect(moved.json().history.map((h: { stage: string }) => h.stage)).toEqual([
      'saved',
      'applied',
      'interviewing',
    ]);
    // The same stage again, or notes alone, adds no history.
    await patch({ stage: 'interviewing' });
    const notesOnly = await patch({ notes: 'Sent a thank-you note.', followUpAt: null });
    expect(notesOnly.json().history).toHaveLength(3);
    expect(notesOnly.json().followUpAt).toBeNull();
    const events = await t.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, created.id));
    expect(events).toHaveLength(3);
  });

  it('lists only her own applications, newest change first', async () => {
    const list = (await as(t.app, me, { method: 'GET', url: url(me) })).json() as {
      title: string;
    }[];
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list[0]!.title).toBe('SDR');
    const theirs = (await as(t.app, other, { method: 'GET', url: url(other) })).json();
    expect(theirs).toEqual([]);
  });

  it('deletes an application and its history', async () => {
    const created = (
      await track(me, { title: 'Trainer', company: 'Quillwork', url: 'http://quillwork.example/t' })
    ).json();
    const gone = await as(t.app, me, { method: 'DELETE', url: url(me, `/${created.id}`) });
    expect(gone.statusCode).toBe(204);
    expect(
      await t.db
        .select()
        .from(applicationEvents)
        .where(eq(applicationEvents.applicationId, created.id)),
    ).toEqual([]);
    const again = await as(t.app, me, { method: 'DELETE', url: url(me, `/${created.id}`) });
    expect(again.statusCode).toBe(404);
  });
});

describe('bad input', () => {
  it('refuses an unknown stage, naming the allowed ones', async () => {
    const [row] = await t.db.select().from(applications).where(eq(applications.userId, me.user.id));
    const response = await as(t.app, me, {
      method: 'PATCH',
      url: url(me, `/${row!.id}`),
      payload: { stage: 'ghosted' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('saved, applied, interviewing, offer, accepted');
  });

  it('refuses a link that is not http(s), notes over 5,000 characters and a bad date', async () => {
    const script = await track(me, { title: 'X', company: 'Y', url: 'javascript:alert(1)' });
    expect(script.statusCode).toBe(400);
    expect(script.json().message).toMatch(/http/);
    const ftp = await track(me, { title: 'X', company: 'Y', url: 'ftp://files.example/job' });
    expect(ftp.statusCode).toBe(400);
    const [row] = await t.db.select().from(applications).where(eq(applications.userId, me.user.id));
    const long = await as(t.app, me, {
      method: 'PATCH',
      url: url(me, `/${row!.id}`),
      payload: { notes: 'x'.repeat(5001) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/5000/);
    const date = await as(t.app, me, {
      method: 'PATCH',
      url: url(me, `/${row!.id}`),
      payload: { followUpAt: 'next tuesday' },
    });
    expect(date.statusCode).toBe(400);
  });

  it('asks for title, company and url for a job not in the feed, and 404s an unknown feed job', async () => {
    const missing = await track(me, { title: 'Only a title' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/company|url/);
    const both = await track(me, { jobId: feedJobId, title: 'Also a title' });
    expect(both.statusCode).toBe(400);
    const unknown = await track(me, { jobId: 'greenhouse:nobody:000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBeTruthy();
  });
});

describe('access', () => {
  it('never lets someone read, change, delete or export another person’s applications', async () => {
    const [mine] = await t.db
      .select()
      .from(applications)
      .where(eq(applications.userId, me.user.id));
    const attempts = [
      as(t.app, other, { method: 'GET', url: url(me) }),
      as(t.app, other, { method: 'GET', url: url(me, '/export.csv') }),
      as(t.app, other, { method: 'POST', url: url(me), payload: { jobId: feedJobId } }),
      as(t.app, other, {
        method: 'PATCH',
        url: url(me, `/${mine!.id}`),
        payload: { stage: 'withdrawn' },
      }),
      as(t.app, other, { method: 'DELETE', url: url(me, `/${mine!.id}`) }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(403);
    // Her own id in the path, someone else's application id: not found, not changed.
    const sideways = await as(t.app, other, {
      method: 'PATCH',
      url: url(other, `/${mine!.id}`),
      payload: { stage: 'withdrawn' },
    });
    expect(sideways.statusCode).toBe(404);
    const [after] = await t.db.select().from(applications).where(eq(applications.id, mine!.id));
    expect(after!.stage).toBe(mine!.stage);
    expect((await as(t.app, null, { method: 'GET', url: url(me) })).statusCode).toBe(401);
  });
});

describe('GET /api/users/{id}/applications/export.csv', () => {
  it('writes one RFC 4180 row per application with stage dates, neutralising formulas', async () => {
    const hostile = (
      await track(me, {
        title: '=HYPERLINK("http://evil.example","Click")',
        company: '+Quotes "and", commas',
        url: 'https://hostile.example/job',
      })
    ).json();
    await as(t.app, me, {
      method: 'PATCH',
      url: url(me, `/${hostile.id}`),
      payload: { stage: 'applied', notes: '@SUM(1+1)\nsecond line, with "quotes"' },
    });
    const response = await as(t.app, me, { method: 'GET', url: url(me, '/export.csv') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="applications-/);
    expect(response.body).toContain('\r\n');
    const rows = parse(response.body) as string[][];
    const [header, ...data] = rows;
    expect(header).toContain('Applied on');
    expect(data).toHaveLength(
      (await t.db.select().from(applications).where(eq(applications.userId, me.user.id))).length,
    );
    const row = data.find((cells) => cells[3] === 'https://hostile.example/job')!;
    expect(row[0]).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(row[1]).toBe(`'+Quotes "and", commas`);
    expect(row.at(-1)).toBe(`'@SUM(1+1)\nsecond line, with "quotes"`);
    expect(row[4]).toBe('Applied');
    const today = new Date().toISOString().slice(0, 10);
    expect(row[header!.indexOf('Saved on')]).toBe(today);
    expect(row[header!.indexOf('Applied on')]).toBe(today);
    expect(row[header!.indexOf('Offer on')]).toBe('');
  });
});
