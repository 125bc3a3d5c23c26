import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens, sessions, users } from '@/server/db/schema';
import { linkIn, startSmtpServer, type LocalSmtp, type ReceivedMail } from '../helpers/smtp';
import {
  as,
  createTestApp,
  registerUser,
  sessionCookie,
  uniqueEmail,
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

let address = 0;
const requestReset = (
  email: string,
  remoteAddress = `10.70.0.${(address = (address + 1) % 250)}`,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/request',
    payload: { email },
    remoteAddress,
  });
const confirmReset = (token: string, password: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/confirm',
    payload: { token, password },
    ...(cookie ? { headers: { cookie } } : {}),
  });
const checkReset = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password-reset/check', payload: { token } });
const login = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: `10.71.0.${(address = (address + 1) % 250)}`,
  });

const resetMails = (email: string) =>
  smtp.messages.filter(
    (m) => m.to.includes(email.toLowerCase()) && /Reset your Classroom/.test(m.subject),
  );

/** Waits until she has `count` reset emails (a plain loop: hooks may call it too). */
async function resetMailNumber(email: string, count: number): Promise<ReceivedMail> {
  for (let waited = 0; resetMails(email).length < count && waited < 10_000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(resetMails(email)).toHaveLength(count);
  return resetMails(email)[count - 1]!;
}

const tokenOf = (mail: ReceivedMail) => linkIn(mail, '/reset-password').searchParams.get('token')!;

const RESET_ANSWER =
  'If an account uses that address, we have emailed it a link to choose a new password. The link works for 1 hour; check your spam folder if it has not arrived in a few minutes.';

describe('POST /api/auth/password-reset/request', () => {
  it('answers 202 in the same words for a known and an unknown address, and mails only the known one', async () => {
    const ana = await registerUser(t.app, { firstName: 'Ana' });
    const unknown = uniqueEmail('nobody');
    const known = await requestReset(ana.user.email.toUpperCase());
    const missing = await requestReset(unknown);
    for (const response of [known, missing]) {
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ message: RESET_ANSWER });
    }
    expect(known.headers['content-length']).toBe(missing.headers['content-length']);

    const mail = await resetMailNumber(ana.user.email, 1);
    expect(mail.text).toMatch(/^Hi Ana,/);
    expect(mail.text).toContain('The link works once, for 1 hour.');
    const link = linkIn(mail, '/reset-password');
    expect(link.origin + link.pathname).toBe('https://c2c.example/reset-password');
    const token = link.searchParams.get('token')!;

    const [row] = await t.db
      .select()
      .from(emailTokens)
      .where(and(eq(emailTokens.userId, ana.user.id), eq(emailTokens.purpose, 'reset_password')));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(3_600_000);

    // The unknown address got nothing, and nothing was stored for it.
    expect(smtp.messages.some((m) => m.to.includes(unknown))).toBe(false);
  });

  it('mails one account at most 3 links an hour, still answering 202 (the limit reveals nothing)', async () => {
    const ben = await registerUser(t.app);
    for (let i = 0; i < 5; i++) {
      const response = await requestReset(ben.user.email);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ message: RESET_ANSWER });
    }
    await resetMailNumber(ben.user.email, 3);
    // The two over the limit never arrive: the next message to her is another kind.
    await as(t.app, ben, { method: 'POST', url: '/api/auth/verify-email/request' });
    await smtp.waitFor(ben.user.email, /Confirm your email/);
    expect(resetMails(ben.user.email)).toHaveLength(3);
  });

  it('refuses an 11th request from one address in an hour with 429, whatever the addresses asked for', async () => {
    const from = '10.72.0.1';
    for (let i = 0; i < 10; i++) {
      expect((await requestReset(uniqueEmail('spray'), from)).statusCode).toBe(202);
    }
    const limited = await requestReset(uniqueEmail('spray'), from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^Too many reset requests from your network\. Please try again in \d+ minutes?\.$/,
    );
  });

  it('answers an invalid address with 400 naming the field', async () => {
    const response = await requestReset('not-an-email');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(['email']);
  });
});

describe('POST /api/auth/password-reset/confirm', () => {
  let cara: SignedInUser;
  let otherDevice: string;
  beforeAll(async () => {
    cara = await registerUser(t.app, { firstName: 'Cara' });
    otherDevice = sessionCookie(await login(cara.user.email, cara.password));
  });

  it('sets the new password once, ends every session, proves the address and mails a notice', async () => {
    await requestReset(cara.user.email);
    const token = tokenOf(await resetMailNumber(cara.user.email, 1));
    expect(
      (await t.db.select().from(sessions).where(eq(sessions.userId, cara.user.id))).length,
    ).toBe(2);

    const done = await confirmReset(token, 'a brand new password', cara.cookie);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: 'Your new password is set. Sign in with it now.' });
    // The browser that reset it held a session: its cookie is cleared too.
    expect(findSessionCookie(done)?.value).toBe('');

    expect(await t.db.select().from(sessions).where(eq(sessions.userId, cara.user.id))).toEqual([]);
    for (const cookie of [cara.cookie, otherDevice]) {
      const me = await as(t.app, { cookie }, { method: 'GET', url: '/api/auth/me' });
      expect(me.statusCode).toBe(401);
    }
    expect((await login(cara.user.email, cara.password)).statusCode).toBe(401);
    const signedIn = await login(cara.user.email, 'a brand new password');
    expect(signedIn.statusCode).toBe(200);
    const me = await as(
      t.app,
      { cookie: sessionCookie(signedIn) },
      { method: 'GET', url: '/api/auth/me' },
    );
    expect(me.json().emailVerified).toBe(true);

    const notice = await smtp.waitFor(cara.user.email, /Your password was changed/);
    expect(notice.text).toContain('reset with a link we emailed you');
    expect(notice.text).toContain('Every device that was signed in has been signed out.');

    const reused = await confirmReset(token, 'yet another password');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({
      message:
        'This link has already been used. Request a new one from the sign-in page (Forgot your password?).',
      code: 'LINK_USED',
    });
    expect((await login(cara.user.email, 'a brand new password')).statusCode).toBe(200);
  });

  it('lets one of two concurrent uses of a link win, and only one', async () => {
    const dan = await registerUser(t.app);
    await requestReset(dan.user.email);
    const token = tokenOf(await resetMailNumber(dan.user.email, 1));
    const [first, second] = await Promise.all([
      confirmReset(token, 'password number one'),
      confirmReset(token, 'password number two'),
    ]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 400]);
    const winner = first!.statusCode === 200 ? 'password number one' : 'password number two';
    expect((await login(dan.user.email, winner)).statusCode).toBe(200);
  });

  it('ends the links mailed before it: an older link stops working once the password is set', async () => {
    const eve = await registerUser(t.app);
    await requestReset(eve.user.email);
    const older = tokenOf(await resetMailNumber(eve.user.email, 1));
    await requestReset(eve.user.email);
    const newer = tokenOf(await resetMailNumber(eve.user.email, 2));
    expect((await confirmReset(newer, 'the newest password')).statusCode).toBe(200);
    const stale = await confirmReset(older, 'an older password');
    expect(stale.statusCode).toBe(400);
    expect(stale.json().code).toBe('LINK_USED');
  });

  it('checks a link as the page opens without using it: works, then already used, expired or invalid', async () => {
    const gus = await registerUser(t.app);
    await requestReset(gus.user.email);
    const token = tokenOf(await resetMailNumber(gus.user.email, 1));
    for (let i = 0; i < 2; i++) expect((await checkReset(token)).statusCode).toBe(200);
    expect((await confirmReset(token, 'a fresh long password')).statusCode).toBe(200);
    const used = await checkReset(token);
    expect(used.statusCode).toBe(400);
    expect(used.json()).toEqual({
      message:
        'This link has already been used. Request a new one from the sign-in page (Forgot your password?).',
      code: 'LINK_USED',
    });

    await requestReset(gus.user.email);
    const second = tokenOf(await resetMailNumber(gus.user.email, 2));
    await t.db
      .update(emailTokens)
      .set({
        createdAt: sql`now() - interval '61 minutes'`,
        expiresAt: sql`now() - interval '1 minute'`,
      })
      .where(and(eq(emailTokens.userId, gus.user.id), isNull(emailTokens.usedAt)));
    expect((await checkReset(second)).json().code).toBe('LINK_EXPIRED');
    expect((await checkReset('A'.repeat(43))).json().code).toBe('LINK_INVALID');
    expect((await checkReset('short')).json().code).toBe('LINK_INVALID');
    const [row] = await t.db
      .select({ usedAt: emailTokens.usedAt })
      .from(emailTokens)
      .where(eq(emailTokens.tokenHash, createHash('sha256').update(second).digest('hex')));
    expect(row?.usedAt).toBeNull();
  });

  it('answers an expired link with 400 "This link has expired. Request a new one..." and changes nothing', async () => {
    const fay = await registerUser(t.app);
    await requestReset(fay.user.email);
    const token = tokenOf(await resetMailNumber(fay.user.email, 1));
    await t.db
      .update(emailTokens)
      .set({
        createdAt: sql`now() - interval '61 minutes'`,
        expiresAt: sql`now() - interval '1 minute'`,
      })
      .where(eq(emailTokens.userId, fay.user.id));
    const response = await confirmReset(token, 'too late password');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message:
        'This link has expired. Request a new one from the sign-in page (Forgot your password?).',
      code: 'LINK_EXPIRED',
    });
    expect((await login(fay.user.email, fay.password)).statusCode).toBe(200);
  });

  it.each([
    ['forged', () => randomBytes(32).toString('base64url')],
    ['truncated', (token: string) => token.slice(0, 42)],
    [
      'with a changed letter',
      (token: string) => `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
    ],
    ['empty', () => ''],
    ['very long', () => 'A'.repeat(500)],
  ])('answers a %s token with 400 and what to do, and changes nothing', async (_name, make) => {
    const gil = await registerUser(t.app);
    await requestReset(gil.user.email);
    const token = tokenOf(await resetMailNumber(gil.user.email, 1));
    const response = await confirmReset(make(token), 'an attacker password');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message:
        'This link is not valid. Check that you opened the whole link from the email, or request a new one.',
      code: 'LINK_INVALID',
    });
    expect((await login(gil.user.email, gil.password)).statusCode).toBe(200);
    expect((await confirmReset(token, 'the real new one')).statusCode).toBe(200);
  });

  it('does not take a verification link as a reset link', async () => {
    const hal = await registerUser(t.app);
    const mail = await smtp.waitFor(hal.user.email, /Confirm your email/);
    const verifyToken = linkIn(mail, '/verify-email').searchParams.get('token')!;
    const response = await confirmReset(verifyToken, 'an attacker password');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('LINK_INVALID');
  });

  it('refuses a new password that is too short or common, naming the field, and keeps the link usable', async () => {
    const ivy = await registerUser(t.app);
    await requestReset(ivy.user.email);
    const token = tokenOf(await resetMailNumber(ivy.user.email, 1));
    const response = await confirmReset(token, '1234567');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.password).toMatch(/at least 8 characters/);
    const common = await confirmReset(token, 'password123');
    expect(common.statusCode).toBe(400);
    expect(common.json().fields.password).toMatch(/one of the most common ones/);
    expect((await confirmReset(token, '12345678-chalk')).statusCode).toBe(200);
  });

  it('lifts the sign-in pause a stranger caused: after a reset she signs in from any browser', async () => {
    const jo = await registerUser(t.app);
    for (let i = 0; i < 5; i++) await login(jo.user.email, `guess-${i}`);
    expect((await login(jo.user.email, jo.password)).statusCode).toBe(429);
    await requestReset(jo.user.email);
    const token = tokenOf(await resetMailNumber(jo.user.email, 1));
    expect((await confirmReset(token, 'fresh and strong')).statusCode).toBe(200);
    expect((await login(jo.user.email, 'fresh and strong')).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, jo.user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });
});
