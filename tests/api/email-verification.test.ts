import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens, users } from '@/server/db/schema';
import { linkIn, startSmtpServer, type LocalSmtp } from '../helpers/smtp';
import {
  ADMIN_EMAIL,
  as,
  createTestApp,
  registerUser,
  type SignedInUser,
  type TestApp,
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

const me = (who: SignedInUser) => as(t.app, who, { method: 'GET', url: '/api/auth/me' });
const confirm = (token: string, who: SignedInUser | null = null) =>
  as(t.app, who, { method: 'POST', url: '/api/auth/verify-email/confirm', payload: { token } });

/** The token of the newest verification email she received. */
async function mailedToken(email: string, nth = 1): Promise<string> {
  await expectMessages(email, nth);
  const mails = smtp.messages.filter(
    (m) => m.to.includes(email.toLowerCase()) && /Confirm your email/.test(m.subject),
  );
  return linkIn(mails[nth - 1]!, '/verify-email').searchParams.get('token')!;
}

/** Waits (outside expect.poll, so hooks may use it too) until she has `count` verification emails. */
async function expectMessages(email: string, count: number) {
  const mine = () =>
    smtp.messages.filter(
      (m) => m.to.includes(email.toLowerCase()) && /Confirm your email/.test(m.subject),
    ).length;
  for (let waited = 0; mine() < count && waited < 10_000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(mine()).toBe(count);
}

describe('verifying the address at sign-up', () => {
  it('mails a link over SMTP at registration; the account works meanwhile, and following the link verifies it', async () => {
    const ana = await registerUser(t.app, { firstName: 'Ana' });
    const before = await me(ana);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ emailVerified: false, isAdmin: false });

    const mail = await smtp.waitFor(ana.user.email, /Confirm your email address/);
    expect(mail.text).toMatch(/^Hi Ana,/);
    expect(mail.html).toContain('Confirm my email address');
    const link = linkIn(mail, '/verify-email');
    expect(link.origin).toBe('https://c2c.example');
    const token = link.searchParams.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Stored as its hash only.
    const [row] = await t.db.select().from(emailTokens).where(eq(emailTokens.userId, ana.user.id));
    expect(row).toMatchObject({ purpose: 'verify_email', email: ana.user.email, usedAt: null });
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(3 * 86_400_000);

    // Opened signed out (on her phone, say): it still works.
    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      message: 'Your email address is verified. Thank you!',
      emailVerified: true,
    });
    expect((await me(ana)).json().emailVerified).toBe(true);

    // A second click on the same link says so kindly.
    const again = await confirm(token, ana);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('Your email address is already verified.');
  });
});

describe('administrator rights', () => {
  it('need both an ADMIN_EMAILS address and a verified email', async () => {
    const admin = await registerUser(t.app, { email: ADMIN_EMAIL });
    expect((await me(admin)).json()).toMatchObject({ isAdmin: false, emailVerified: false });
    const grant = () =>
      as(t.app, admin, {
        method: 'POST',
        url: '/api/admin/grant-course-access',
        payload: { userId: admin.user.id, courseId: 6 },
      });
    expect((await grant()).statusCode).toBe(403);

    await confirm(await mailedToken(ADMIN_EMAIL));
    expect((await me(admin)).json()).toMatchObject({ isAdmin: true, emailVerified: true });
    expect((await grant()).statusCode).toBe(200);

    // A verified address that is not listed gives nothing.
    const teacher = await registerUser(t.app);
    await confirm(await mailedToken(teacher.user.email));
    expect((await me(teacher)).json()).toMatchObject({ isAdmin: false, emailVerified: true });
  });
});

describe('POST /api/auth/verify-email/request', () => {
  it('sends a new link to the signed-in person, 3 an hour, then says when to ask again', async () => {
    const ben = await registerUser(t.app);
    await expectMessages(ben.user.email, 1);
    const request = () => as(t.app, ben, { method: 'POST', url: '/api/auth/verify-email/request' });
    for (let i = 0; i < 3; i++) {
      const response = await request();
      expect(response.statusCode).toBe(202);
      expect(response.json().message).toBe(
        `We have sent a new link to ${ben.user.email}. Open it to confirm your address.`,
      );
    }
    const limited = await request();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^We have already sent you 3 links this hour\. Check your inbox and spam folder for them, or ask again in \d+ minutes?\.$/,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000);
    await expectMessages(ben.user.email, 4);

    // Any of her links works, the newest included.
    expect((await confirm(await mailedToken(ben.user.email, 4))).statusCode).toBe(200);
    const done = await request();
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('Your email address is already verified.');
  });

  it('answers 401 signed out', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/verify-email/request' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBeTruthy();
  });
});

describe('links that cannot be used', () => {
  let cara: SignedInUser;
  let token: string;
  beforeAll(async () => {
    cara = await registerUser(t.app);
    token = await mailedToken(cara.user.email);
  });

  it.each([
    ['forged', () => randomBytes(32).toString('base64url')],
    ['truncated', () => token.slice(0, 30)],
    ['lengthened', () => `${token}x`],
    ['empty', () => ''],
    ['garbage', () => '../../etc/passwd'],
  ])('answers a %s token with 400 and what to do', async (_name, make) => {
    const response = await confirm(make());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message:
        'This link is not valid. Check that you opened the whole link from the email, or request a new one.',
      code: 'LINK_INVALID',
    });
  });

  it('answers an expired link with 400 "This link has expired. Request a new one..."', async () => {
    await t.db
      .update(emailTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(emailTokens.userId, cara.user.id));
    const response = await confirm(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'This link has expired. Request a new one from your account page.',
      code: 'LINK_EXPIRED',
    });
    expect((await me(cara)).json().emailVerified).toBe(false);
  });

  it('does not take a password-reset link as a verification link', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email: cara.user.email },
    });
    const mail = await smtp.waitFor(cara.user.email, /Reset your/);
    const resetToken = linkIn(mail, '/reset-password').searchParams.get('token')!;
    const response = await confirm(resetToken);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('LINK_INVALID');
    const [row] = await t.db.select().from(users).where(eq(users.id, cara.user.id));
    expect(row!.emailVerifiedAt).toBeNull();
    const [reset] = await t.db
      .select()
      .from(emailTokens)
      .where(and(eq(emailTokens.userId, cara.user.id), eq(emailTokens.purpose, 'reset_password')));
    expect(reset!.usedAt).toBeNull();
  });

  it('answers a body without a token with 400 naming the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email/confirm',
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toContain('token');
  });
});

describe('changing her email address', () => {
  const ask = (who: SignedInUser, payload: Record<string, unknown>) =>
    as(t.app, who, { method: 'POST', url: '/api/auth/email-change', payload });
  const confirmChange = (token: string) =>
    as(t.app, null, { method: 'POST', url: '/api/auth/email-change/confirm', payload: { token } });
  const changeToken = async (to: string) => {
    const mail = await smtp.waitFor(to, /Confirm your new email address/);
    return linkIn(mail, '/confirm-email-change').searchParams.get('token')!;
  };
  const signIn = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('moves her account to the new address only when she opens the link mailed there, and tells the old one', async () => {
    const ana = await registerUser(t.app, { firstName: 'Ana' });
    const school = ana.user.email;
    const personal = `ana.${randomBytes(4).toString('hex')}@home.example`;
    await t.db.update(users).set({ emailBouncedAt: new Date() }).where(eq(users.id, ana.user.id));

    const asked = await ask(ana, { newEmail: personal, currentPassword: ana.password });
    expect(asked.statusCode).toBe(202);
    expect(asked.json().message).toContain(personal);
    const token = await changeToken(personal);
    // Nothing changes until the link is opened: she still signs in with the old address.
    expect((await me(ana)).json().user.email).toBe(school);
    expect((await signIn(personal, ana.password)).statusCode).toBe(401);

    const done = await confirmChange(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ emailVerified: true });
    expect(done.json().message).toContain(personal);
    const after = (await me(ana)).json();
    expect(after.user.email).toBe(personal);
    expect(after).toMatchObject({ emailVerified: true, emailBounced: false });
    expect((await signIn(personal, ana.password)).statusCode).toBe(200);
    expect((await signIn(school, ana.password)).statusCode).toBe(401);

    const notice = await smtp.waitFor(school, /Your sign-in email address was changed/);
    expect(notice.text).toContain(personal);
    expect(notice.html).toContain('mailto:');

    // The link works once.
    const again = await confirmChange(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/already been used/);
  });

  it('asks for her password, refuses her own or a taken address with the field named, and only the last link works', async () => {
    const ben = await registerUser(t.app, { firstName: 'Ben' });
    const other = await registerUser(t.app, { firstName: 'Cleo' });

    const wrong = await ask(ben, { newEmail: 'ben@home.example', currentPassword: 'not it' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ currentPassword: 'Your current password is not right.' });
    const same = await ask(ben, {
      newEmail: ben.user.email.toUpperCase(),
      currentPassword: ben.password,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().fields).toHaveProperty('newEmail');
    const taken = await ask(ben, { newEmail: other.user.email, currentPassword: ben.password });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/Another account already uses/);
    for (const payload of [
      { newEmail: 'not an address', currentPassword: ben.password },
      { newEmail: 'ben@home.example' },
      {},
    ]) {
      const bad = await ask(ben, payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toEqual(expect.any(String));
    }
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email-change',
      payload: { newEmail: 'ben@home.example', currentPassword: ben.password },
    });
    expect(signedOut.statusCode).toBe(401);

    const first = `ben.${randomBytes(4).toString('hex')}@home.example`;
    const second = `ben.${randomBytes(4).toString('hex')}@work.example`;
    await ask(ben, { newEmail: first, currentPassword: ben.password });
    const firstToken = await changeToken(first);
    await ask(ben, { newEmail: second, currentPassword: ben.password });
    const secondToken = await changeToken(second);
    expect((await confirmChange(firstToken)).statusCode).toBe(400);
    expect((await confirmChange(secondToken)).statusCode).toBe(200);
    expect((await me(ben)).json().user.email).toBe(second);
  });

  it('changes nothing when another account took the address before she opened the link', async () => {
    const dana = await registerUser(t.app, { firstName: 'Dana' });
    const wanted = `dana.${randomBytes(4).toString('hex')}@home.example`;
    await ask(dana, { newEmail: wanted, currentPassword: dana.password });
    const token = await changeToken(wanted);
    await registerUser(t.app, { email: wanted });

    const late = await confirmChange(token);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/stays as it was/);
    expect((await me(dana)).json().user.email).toBe(dana.user.email);
  });
});
