import { eq, getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '@/server/db/schema';
import {
  EXPORTED_SOURCES,
  EXPORTED_TABLES,
  KEPT_WITHOUT_HER,
  NOT_EXPORTED_TABLES,
} from '@/server/features/account/account-data';
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

const EXPORTED_TABLE_NAMES: string[] = EXPORTED_SOURCES.map((table) => getTableName(table));

beforeAll(async () => {
  t = await createTestApp();
  me = await registerUser(t.app);
  other = await registerUser(t.app);
  // Some of her data in several tables: a tracked job, alerts, a bookmark, a paid course.
  await as(t.app, me, {
    method: 'POST',
    url: `/api/users/${me.user.id}/applications`,
    payload: { title: 'Onboarding Specialist', company: 'Ledgerline', url: 'https://l.example/1' },
  });
  await as(t.app, me, {
    method: 'PUT',
    url: `/api/users/${me.user.id}/job-alerts`,
    payload: {
      frequency: 'weekly',
      tracks: ['sales'],
      location: '',
      remoteOnly: true,
      entryLevelOnly: false,
    },
  });
  const [job] = await t.db.select({ id: schema.jobs.id }).from(schema.jobs).limit(1);
  await as(t.app, me, {
    method: 'PUT',
    url: `/api/users/${me.user.id}/bookmarks/${encodeURIComponent(job!.id)}`,
  });
  await t.db.insert(schema.payments).values({
    userId: me.user.id,
    courseId: 6,
    status: 'completed',
    provider: 'test',
    providerSessionId: `cs_test_export_${me.user.id}`,
    amountCents: 2900,
  });
});
afterAll(() => t.close());

describe('every table that holds personal data', () => {
  it('is exported, or listed with the reason it is not', () => {
    const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
      is(value, PgTable),
    );
    const personal = tables
      .filter((table) => getTableConfig(table).columns.some((column) => column.name === 'user_id'))
      .map((table) => getTableName(table));
    expect(personal.length).toBeGreaterThanOrEqual(10);
    for (const name of personal) {
      expect(
        EXPORTED_TABLE_NAMES.includes(name) || name in NOT_EXPORTED_TABLES,
        `${name} has a user_id: add it to EXPORTED_TABLES (account-data.ts) or say why not`,
      ).toBe(true);
    }
    expect(Object.keys(EXPORTED_TABLES).length).toBeGreaterThanOrEqual(11);
  });
});

describe('GET /api/users/{id}/export', () => {
  it('downloads everything we hold about her as one JSON file, without secrets', async () => {
    // The verification link sign-up mailed her is written just after the answer.
    await expect
      .poll(
        async () =>
          (
            await t.db
              .select()
              .from(schema.emailTokens)
              .where(eq(schema.emailTokens.userId, me.user.id))
          ).length,
      )
      .toBe(1);
    const [link] = await t.db
      .select()
      .from(schema.emailTokens)
      .where(eq(schema.emailTokens.userId, me.user.id));
    const response = await as(t.app, me, {
      method: 'GET',
      url: `/api/users/${me.user.id}/export`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="classroom-to-career-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers['cache-control']).toContain('no-store');
    const data = response.json();
    expect(data.profile).toMatchObject({ id: me.user.id, email: me.user.email });
    expect(data.profile.passwordHash).toBeUndefined();
    expect(response.body).not.toContain('$argon2');
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.sessions[0].id).toBeUndefined();
    expect(data.sessions[0].lastUsedAt).toBeTruthy();
    expect(data.emailLinks).toEqual([
      expect.objectContaining({ purpose: 'verify_email', email: me.user.email, usedAt: null }),
    ]);
    expect(response.body).not.toContain(link!.tokenHash);
    expect(data.applications[0]).toMatchObject({ title: 'Onboarding Specialist' });
    expect(data.applications[0].history.map((h: { stage: string }) => h.stage)).toEqual(['saved']);
    expect(data.jobAlerts[0]).toMatchObject({ frequency: 'weekly', remoteOnly: true });
    expect(data.bookmarks).toHaveLength(1);
    expect(data.payments[0]).toMatchObject({ courseId: 6, amountCents: 2900 });
    for (const key of Object.keys(EXPORTED_TABLES)) expect(data).toHaveProperty(key);
  });

  it('is hers alone', async () => {
    const response = await as(t.app, other, {
      method: 'GET',
      url: `/api/users/${me.user.id}/export`,
    });
    expect(response.statusCode).toBe(403);
    expect(
      (await as(t.app, null, { method: 'GET', url: `/api/users/${me.user.id}/export` })).statusCode,
    ).toBe(401);
  });
});

describe('DELETE /api/users/{id}', () => {
  it('refuses a wrong password or someone else, and deletes nothing', async () => {
    const wrong = await as(t.app, me, {
      method: 'DELETE',
      url: `/api/users/${me.user.id}`,
      payload: { password: 'not my password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/not deleted/);
    const sideways = await as(t.app, other, {
      method: 'DELETE',
      url: `/api/users/${me.user.id}`,
      payload: { password: other.password },
    });
    expect(sideways.statusCode).toBe(403);
    const missing = await as(t.app, me, { method: 'DELETE', url: `/api/users/${me.user.id}` });
    expect(missing.statusCode).toBe(400);
    const [still] = await t.db.select().from(schema.users).where(eq(schema.users.id, me.user.id));
    expect(still).toBeDefined();
  });

  it('deletes her account and personal data, ends her sessions, keeps payments without her', async () => {
    const second = await as(t.app, null, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: me.user.email, password: me.password },
    });
    const otherSession = second.cookies.find((c) => c.name === 'c2c_session')!;
    const response = await as(t.app, me, {
      method: 'DELETE',
      url: `/api/users/${me.user.id}`,
      payload: { password: me.password },
    });
    expect(response.statusCode).toBe(204);
    for (const table of [
      schema.users,
      schema.sessions,
      schema.emailTokens,
      schema.applications,
      schema.jobAlerts,
      schema.bookmarks,
    ]) {
      const column = 'userId' in table ? table.userId : (table as typeof schema.users).id;
      expect(await t.db.select().from(table).where(eq(column, me.user.id))).toEqual([]);
    }
    const kept = await t.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.providerSessionId, `cs_test_export_${me.user.id}`));
    expect(kept).toHaveLength(1);
    expect(kept[0]!.userId).toBeNull();
    expect(KEPT_WITHOUT_HER).toContain('payments');
    // Neither the browser that deleted nor another signed-in browser is signed in any more.
    for (const cookie of [me.cookie, `c2c_session=${otherSession.value}`]) {
      const meNow = await as(t.app, { cookie }, { method: 'GET', url: '/api/auth/me' });
      expect(meNow.statusCode).toBe(401);
    }
    // She can register again with the same address.
    const again = await as(t.app, null, {
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: me.user.email, password: 'a new password', firstName: 'M', lastName: 'L' },
    });
    expect(again.statusCode).toBe(201);
  });
});

describe('GET /api/users/{id}/export/summary', () => {
  it('downloads a page she can read with her profile, courses, alerts and applications, and no one else’s', async () => {
    const her = await registerUser(t.app, { firstName: 'Hannah', lastName: 'Reader' });
    const someone = await registerUser(t.app, { firstName: 'Zelda', lastName: 'Zeta' });
    const track = (who: SignedInUser, title: string, company: string) =>
      as(t.app, who, {
        method: 'POST',
        url: `/api/users/${who.user.id}/applications`,
        payload: { title, company, url: 'https://jobs.example/1' },
      });
    await track(her, 'Onboarding Specialist', 'Ledgerline');
    await track(her, '<script>alert(1)</script>', 'Tag & Co');
    await track(someone, 'Zeta Role', 'Zeta Other Co');
    await as(t.app, her, {
      method: 'PUT',
      url: `/api/users/${her.user.id}/job-alerts`,
      payload: {
        frequency: 'weekly',
        tracks: ['sales'],
        location: '',
        remoteOnly: true,
        entryLevelOnly: false,
      },
    });
    await t.db.insert(schema.payments).values({
      userId: her.user.id,
      courseId: 6,
      status: 'completed',
      provider: 'test',
      providerSessionId: `cs_test_summary_${her.user.id}`,
      amountCents: 2900,
    });

    const response = await as(t.app, her, {
      method: 'GET',
      url: `/api/users/${her.user.id}/export/summary`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="classroom-to-career-\d{4}-\d{2}-\d{2}\.html"$/,
    );
    const page = response.body;
    expect(page).toContain('Name: Hannah Reader');
    expect(page).toContain(`Email: ${her.user.email}`);
    expect(page).toContain('<td>Onboarding Specialist</td><td>Ledgerline</td><td>saved</td>');
    expect(page).toContain('<td>Sales</td><td>Yours</td>');
    expect(page).toContain('How often: weekly');
    expect(page).toContain('Remote jobs only');
    expect(page).toContain('You have not uploaded a resume.');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;</td><td>Tag &amp; Co');
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('Zeta');
    expect(page).not.toContain(someone.user.email);
    expect(page).not.toContain('$argon2');

    const theirs = await as(t.app, her, {
      method: 'GET',
      url: `/api/users/${someone.user.id}/export/summary`,
    });
    expect(theirs.statusCode).toBe(403);
    const visitor = await as(t.app, null, {
      method: 'GET',
      url: `/api/users/${her.user.id}/export/summary`,
    });
    expect(visitor.statusCode).toBe(401);
  });
});
