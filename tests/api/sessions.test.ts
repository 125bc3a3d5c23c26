import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '@/server/db/schema';
import { startSmtpServer, type LocalSmtp } from '../helpers/smtp';
import {
  as,
  createTestApp,
  registerUser,
  sessionCookie,
  type SignedInUser,
  type TestApp,
  findSessionCookie,
} from '../helpers/test-app';

let t: TestApp;
let smtp: LocalSmtp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://c2c.example' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const AGENTS = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  firefoxMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  chromeOs:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

let address = 0;
async function signInWith(who: SignedInUser, userAgent: string): Promise<string> {
  address += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: who.user.email, password: who.password },
    headers: { 'user-agent': userAgent },
    remoteAddress: `10.80.0.${address}`,
  });
  expect(response.statusCode).toBe(200);
  return sessionCookie(response);
}

interface Listed {
  id: string;
  browser: string;
  createdAt: string;
  lastUsedAt: string;
  expiresAt: string;
  current: boolean;
}
const list = async (cookie: string) => {
  const response = await as(t.app, { cookie }, { method: 'GET', url: '/api/auth/sessions' });
  expect(response.statusCode).toBe(200);
  return response.json<{ sessions: Listed[] }>().sessions;
};
const meStatus = async (cookie: string) =>
  (await as(t.app, { cookie }, { method: 'GET', url: '/api/auth/me' })).statusCode;
const cookieValue = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);

describe('GET /api/auth/sessions', () => {
  it('lists her sessions with the browser in words, the current one first, under ids that are neither token nor hash', async () => {
    const ana = await registerUser(t.app);
    const phone = await signInWith(ana, AGENTS.safariIphone);
    const laptop = await signInWith(ana, AGENTS.chromeWindows);
    await signInWith(ana, AGENTS.firefoxMac);

    const listed = await list(laptop);
    expect(listed).toHaveLength(4);
    expect(listed[0]).toMatchObject({ browser: 'Chrome on Windows', current: true });
    expect(listed.filter((s) => s.current)).toHaveLength(1);
    expect(listed.map((s) => s.browser).sort()).toEqual([
      'Chrome on Windows',
      'Firefox on Mac',
      'Safari on iPhone',
      'Unknown browser', // registration through inject sends no User-Agent
    ]);
    expect(Object.keys(listed[0]!).sort()).toEqual([
      'browser',
      'createdAt',
      'current',
      'expiresAt',
      'id',
      'lastUsedAt',
    ]);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, ana.user.id));
    for (const session of listed) {
      expect(session.id).toMatch(/^[0-9a-f-]{36}$/);
      for (const row of rows) expect(session.id).not.toBe(row.id);
      for (const cookie of [ana.cookie, phone, laptop]) {
        expect(session.id).not.toBe(cookieValue(cookie));
      }
      expect(new Date(session.lastUsedAt).getTime()).toBeGreaterThanOrEqual(
        new Date(session.createdAt).getTime(),
      );
    }
    expect((await list(phone))[0]).toMatchObject({ browser: 'Safari on iPhone', current: true });
  });

  it('describes the common browsers and systems', async () => {
    const ben = await registerUser(t.app);
    const expected: Record<string, string> = {
      edgeWindows: 'Edge on Windows',
      chromeAndroid: 'Chrome on Android',
      safariMac: 'Safari on Mac',
      chromeOs: 'Chrome on ChromeOS',
    };
    let cookie = ben.cookie;
    for (const name of Object.keys(expected)) {
      cookie = await signInWith(ben, AGENTS[name as keyof typeof AGENTS]);
    }
    const browsers = (await list(cookie)).map((s) => s.browser);
    for (const words of Object.values(expected)) expect(browsers).toContain(words);
  });

  it('shows only hers, and answers 401 signed out', async () => {
    const cara = await registerUser(t.app);
    const dan = await registerUser(t.app);
    await signInWith(dan, AGENTS.chromeWindows);
    expect(await list(cara.cookie)).toHaveLength(1);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/auth/sessions' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('moves "last used" forward at most once a minute, when a session is read from the database', async () => {
    const eve = await registerUser(t.app);
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await t.db
      .update(sessions)
      .set({ lastUsedAt: twoMinutesAgo })
      .where(eq(sessions.userId, eve.user.id));
    // A fresh instance has no cached session, so it reads (and marks) it.
    const fresh = await t.sibling();
    expect((await as(fresh, eve, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
    const [marked] = await t.db.select().from(sessions).where(eq(sessions.userId, eve.user.id));
    expect(marked!.lastUsedAt.getTime()).toBeGreaterThan(Date.now() - 10_000);

    // Read again within the minute (another fresh instance): no second write.
    const another = await t.sibling();
    expect((await as(another, eve, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
    const [unchanged] = await t.db.select().from(sessions).where(eq(sessions.userId, eve.user.id));
    expect(unchanged!.lastUsedAt).toEqual(marked!.lastUsedAt);
  });
});

describe('DELETE /api/auth/sessions/{id}', () => {
  it("ends one of hers; another person's id is 404 and their session lives on", async () => {
    const fay = await registerUser(t.app);
    const tablet = await signInWith(fay, AGENTS.safariIphone);
    const gil = await registerUser(t.app);

    const tabletId = (await list(tablet)).find((s) => s.current)!.id;
    const gilId = (await list(gil.cookie))[0]!.id;

    const idor = await as(t.app, fay, { method: 'DELETE', url: `/api/auth/sessions/${gilId}` });
    expect(idor.statusCode).toBe(404);
    expect(idor.json()).toEqual({
      message: 'That session was not found. It may have ended already.',
      code: 'NOT_FOUND',
    });
    expect(await meStatus(gil.cookie)).toBe(200);

    const ended = await as(t.app, fay, { method: 'DELETE', url: `/api/auth/sessions/${tabletId}` });
    expect(ended.statusCode).toBe(204);
    expect(await meStatus(tablet)).toBe(401);
    expect(await meStatus(fay.cookie)).toBe(200);
    const again = await as(t.app, fay, { method: 'DELETE', url: `/api/auth/sessions/${tabletId}` });
    expect(again.statusCode).toBe(404);
  });

  it('ending the current session signs this browser out and clears its cookie', async () => {
    const hal = await registerUser(t.app);
    const id = (await list(hal.cookie))[0]!.id;
    const response = await as(t.app, hal, { method: 'DELETE', url: `/api/auth/sessions/${id}` });
    expect(response.statusCode).toBe(204);
    expect(findSessionCookie(response)?.value).toBe('');
    expect(await meStatus(hal.cookie)).toBe(401);
  });

  it.each(['not-a-uuid', '%00', 'x'.repeat(150)])('answers the odd id %s with 400', async (id) => {
    const ivy = await registerUser(t.app);
    const response = await as(t.app, ivy, { method: 'DELETE', url: `/api/auth/sessions/${id}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeTruthy();
  });

  it('answers 401 signed out', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/sessions/00000000-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('DELETE /api/auth/sessions (sign out everywhere else)', () => {
  it('ends every session but this one, on every instance within the cache time', async () => {
    const jo = await registerUser(t.app);
    const others = [
      await signInWith(jo, AGENTS.safariIphone),
      await signInWith(jo, AGENTS.firefoxMac),
    ];
    const bystander = await registerUser(t.app);
    const response = await as(t.app, jo, { method: 'DELETE', url: '/api/auth/sessions' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Signed out on 2 other devices. This one stays signed in.',
      endedSessions: 2,
    });
    for (const cookie of others) expect(await meStatus(cookie)).toBe(401);
    expect(await meStatus(jo.cookie)).toBe(200);
    expect(await meStatus(bystander.cookie)).toBe(200);
    expect(await list(jo.cookie)).toHaveLength(1);

    const none = await as(t.app, jo, { method: 'DELETE', url: '/api/auth/sessions' });
    expect(none.json()).toEqual({
      message: 'You were not signed in anywhere else.',
      endedSessions: 0,
    });
  });
});

describe('POST /api/auth/change-password', () => {
  const change = (who: { cookie: string }, currentPassword: string, newPassword: string) =>
    as(t.app, who, {
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword, newPassword },
    });
  const login = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: `10.81.0.${(address = (address + 1) % 250)}`,
    });

  it('sets the new password, ends every other session, keeps this one, and mails a notice', async () => {
    const kim = await registerUser(t.app, { firstName: 'Kim' });
    const phone = await signInWith(kim, AGENTS.safariIphone);
    const response = await change(kim, kim.password, 'a much better password');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Your password is changed, and you are signed out on 1 other device.',
      endedSessions: 1,
    });
    expect(await meStatus(kim.cookie)).toBe(200);
    expect(await meStatus(phone)).toBe(401);
    expect((await login(kim.user.email, kim.password)).statusCode).toBe(401);
    expect((await login(kim.user.email, 'a much better password')).statusCode).toBe(200);

    const notice = await smtp.waitFor(kim.user.email, /Your password was changed/);
    expect(notice.text).toContain('changed from your account page');
    expect(notice.text).toContain('Your other device was signed out.');
    expect(notice.text).toContain('https://c2c.example/forgot-password');
  });

  it('answers a wrong current password with 400 and changes nothing', async () => {
    const lea = await registerUser(t.app);
    const phone = await signInWith(lea, AGENTS.safariIphone);
    const response = await change(lea, 'not my password', 'a much better password');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Your current password is not right.',
      code: 'WRONG_PASSWORD',
      fields: { currentPassword: 'Your current password is not right.' },
    });
    expect(await meStatus(phone)).toBe(200);
    expect((await login(lea.user.email, lea.password)).statusCode).toBe(200);
  });

  it('refuses the same password again, a short one and a common one, naming the field', async () => {
    const max = await registerUser(t.app);
    const same = await change(max, max.password, max.password);
    expect(same.statusCode).toBe(400);
    expect(same.json().code).toBe('SAME_PASSWORD');
    const short = await change(max, max.password, '1234567');
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.newPassword).toMatch(/at least 8 characters/);
    const common = await change(max, max.password, 'Password123');
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({ code: 'COMMON_PASSWORD' });
    expect(common.json().fields.newPassword).toMatch(/one of the most common ones/);
    expect((await change(max, max.password, 'chalk dust and biscuits')).statusCode).toBe(200);
  });

  it('allows 5 wrong current passwords in 15 minutes, then 429', async () => {
    const ned = await registerUser(t.app);
    const responses: LightMyRequestResponse[] = [];
    for (let i = 0; i < 6; i++) responses.push(await change(ned, `wrong-${i}`, 'whatever new'));
    expect(responses.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400, 429]);
    expect(responses[5]!.json().message).toMatch(/^Too many wrong passwords\. Please try again in/);
    // Even the right one waits: the form cannot be used to guess.
    expect((await change(ned, ned.password, 'whatever new')).statusCode).toBe(429);
  });

  it('answers 401 signed out', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: 'a', newPassword: 'bbbbbbbb' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses an ended session at once on the instance that ended it, even one it had cached', async () => {
    const olga = await registerUser(t.app);
    const phone = await signInWith(olga, AGENTS.safariIphone);
    expect(await meStatus(phone)).toBe(200); // now cached on this instance
    await change(olga, olga.password, 'another new password');
    expect(await meStatus(phone)).toBe(401);
    const rows = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sessions)
      .where(eq(sessions.userId, olga.user.id));
    expect(rows[0]!.n).toBe(1);
  });
});
