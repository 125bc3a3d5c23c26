import type * as Argon2 from '@node-rs/argon2';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authAttempts, users } from '@/server/db/schema';
import { startSmtpServer, type LocalSmtp } from '../helpers/smtp';
import {
  as,
  createTestApp,
  registerUser,
  uniqueEmail,
  type SignedInUser,
  type TestApp,
} from '../helpers/test-app';

/**
 * Every password check the app makes goes through @node-rs/argon2's verify: counting its calls
 * counts the guesses that were actually evaluated, which is what the throttle must bound.
 */
const argon = vi.hoisted(() => ({ verifications: 0, hashesChecked: [] as string[] }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof Argon2>();
  return {
    ...real,
    verify: (hashed: string, password: string) => {
      argon.verifications += 1;
      argon.hashesChecked.push(hashed);
      return real.verify(hashed, password);
    },
  };
});

/** PUBLIC_URL is https here, so cookies are Secure and carry the prefixes that go with it. */
const SESSION = '__Host-c2c_session';
const DEVICE = '__Secure-c2c_device';

let t: TestApp;
let smtp: LocalSmtp;
let second: FastifyInstance;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://c2c.example' });
  second = await t.sibling({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://c2c.example' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  argon.verifications = 0;
  argon.hashesChecked = [];
});

let address = 0;
/** A new client address per request, as a botnet would send them. */
const nextAddress = () => {
  address += 1;
  return `10.60.${(address >> 8) & 255}.${address & 255}`;
};

function login(
  app: FastifyInstance,
  body: { email: string; password: string },
  options: { remoteAddress?: string; cookie?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: body,
    remoteAddress: options.remoteAddress ?? nextAddress(),
    ...(options.cookie ? { headers: { cookie: options.cookie } } : {}),
  });
}

const statuses = (responses: LightMyRequestResponse[]) =>
  responses.reduce<Record<number, number>>((count, response) => {
    count[response.statusCode] = (count[response.statusCode] ?? 0) + 1;
    return count;
  }, {});

/** The device cookie a sign-in or sign-up left in this browser, as a Cookie header. */
function deviceCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === DEVICE);
  if (!cookie) throw new Error(`no device cookie in ${response.statusCode}: ${response.body}`);
  return `${DEVICE}=${cookie.value}`;
}

async function registerWithDevice(): Promise<SignedInUser & { device: string }> {
  const email = uniqueEmail('owner');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password: 'her own password', firstName: 'Olivia', lastName: 'Reyes' },
  });
  expect(response.statusCode).toBe(201);
  const user = response.json().user;
  const session = response.cookies.find((c) => c.name === SESSION)!;
  return {
    user,
    password: 'her own password',
    cookie: `${SESSION}=${session.value}`,
    device: deviceCookie(response),
  };
}

const failuresFor = async (email: string) =>
  (
    await t.db
      .select()
      .from(authAttempts)
      .where(eq(authAttempts.key, `login:account:${email.toLowerCase()}`))
  ).length;

describe('a burst of guesses at one account', () => {
  it('evaluates at most 5 of 30 concurrent wrong passwords; the rest get 429 without a check', async () => {
    const { user, password } = await registerUser(t.app);
    argon.verifications = 0;
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        login(t.app, { email: user.email, password: `guess-${i}` }),
      ),
    );
    expect(statuses(responses)).toEqual({ 401: 5, 429: 25 });
    expect(argon.verifications).toBe(5);
    expect(await failuresFor(user.email)).toBe(5);
    for (const refused of responses.filter((r) => r.statusCode === 429)) {
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
      expect(refused.json().message).toMatch(/^Too many failed sign-in attempts/);
    }

    // Her right password from a new browser is not even checked while the lock lasts.
    argon.verifications = 0;
    const right = await login(t.app, { email: user.email, password });
    expect(right.statusCode).toBe(429);
    expect(argon.verifications).toBe(0);
    expect(right.cookies.find((c) => c.name === SESSION)).toBeUndefined();
  });

  it('shares the limit between two instances on one database: 30 guesses split across both, 5 evaluated', async () => {
    const { user } = await registerUser(t.app);
    argon.verifications = 0;
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        login(i % 2 === 0 ? t.app : second, { email: user.email, password: `guess-${i}` }),
      ),
    );
    expect(statuses(responses)).toEqual({ 401: 5, 429: 25 });
    expect(argon.verifications).toBe(5);
    expect(await failuresFor(user.email)).toBe(5);
  });

  it('holds the limit for an email with no account in the same way (the limits reveal nothing)', async () => {
    const email = uniqueEmail('nobody');
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(second, { email, password: `guess-${i}` })),
    );
    expect(statuses(responses)).toEqual({ 401: 5, 429: 7 });
    expect(argon.verifications).toBe(5);
  });
});

describe('a burst from one address', () => {
  it('evaluates at most 20 of 40 concurrent guesses at 40 accounts, across two instances', async () => {
    const from = '10.61.0.1';
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        login(
          i % 2 === 0 ? t.app : second,
          { email: uniqueEmail('spray'), password: 'Summer2026!' },
          { remoteAddress: from },
        ),
      ),
    );
    expect(statuses(responses)).toEqual({ 401: 20, 429: 20 });
    expect(argon.verifications).toBe(20);
    const rows = await t.db
      .select()
      .from(authAttempts)
      .where(eq(authAttempts.key, `login:ip:${from}`));
    expect(rows).toHaveLength(20);
  });
});

describe('the owner during a lock (device cookies)', () => {
  it('lets the browser she signed in from before in, while a new browser waits out the lock', async () => {
    const owner = await registerWithDevice();
    await as(t.app, owner, { method: 'POST', url: '/api/auth/logout' });
    for (let i = 0; i < 5; i++) {
      expect((await login(t.app, { email: owner.user.email, password: `x-${i}` })).statusCode).toBe(
        401,
      );
    }

    const newBrowser = await login(t.app, { email: owner.user.email, password: owner.password });
    expect(newBrowser.statusCode).toBe(429);
    expect(newBrowser.json().message).toMatch(/or reset your password\.$/);

    // Her own browser, on the other instance too: the cookie is signed, not remembered.
    const hers = await login(
      second,
      { email: owner.user.email, password: owner.password },
      { cookie: owner.device },
    );
    expect(hers.statusCode).toBe(200);
    expect(hers.json().user.id).toBe(owner.user.id);
    // Signing in gives her browser a fresh device cookie.
    expect(deviceCookie(hers)).not.toBe(owner.device);
    // Her success does not lift the lock the stranger caused.
    expect(await failuresFor(owner.user.email)).toBe(5);
    expect(
      (await login(t.app, { email: owner.user.email, password: owner.password })).statusCode,
    ).toBe(429);
  });

  it('refuses a forged or borrowed device cookie like any new browser', async () => {
    const owner = await registerWithDevice();
    const other = await registerWithDevice();
    for (let i = 0; i < 5; i++) await login(t.app, { email: owner.user.email, password: `x-${i}` });

    const value = owner.device.slice(`${DEVICE}=`.length);
    const [version, userId, nonce, signature] = value.split('.') as [
      string,
      string,
      string,
      string,
    ];
    // Two characters of the signature changed (never to what they were: 1 in 4,096 ends in AA).
    const changed = signature.endsWith('AA') ? 'BB' : 'AA';
    const forgeries = [
      `${DEVICE}=${version}.${userId}.${nonce}.${signature.slice(0, -2)}${changed}`,
      `${DEVICE}=${version}.${userId}.${'A'.repeat(nonce.length)}.${signature}`,
      `${DEVICE}=${value.slice(0, 30)}`,
      `${DEVICE}=garbage`,
      other.device,
    ];
    for (const cookie of forgeries) {
      const response = await login(
        t.app,
        { email: owner.user.email, password: owner.password },
        { cookie },
      );
      expect(response.statusCode, cookie).toBe(429);
    }
  });

  it('counts her own typos under her device, not the account: a new browser is not locked by them', async () => {
    const owner = await registerWithDevice();
    for (let i = 0; i < 5; i++) {
      const typo = await login(
        t.app,
        { email: owner.user.email, password: `typo-${i}` },
        { cookie: owner.device },
      );
      expect(typo.statusCode).toBe(401);
    }
    expect(await failuresFor(owner.user.email)).toBe(0);
    // Her device has used its 5: it is a new browser again, counted under the account.
    const sixth = await login(
      t.app,
      { email: owner.user.email, password: 'typo-6' },
      { cookie: owner.device },
    );
    expect(sixth.statusCode).toBe(401);
    expect(await failuresFor(owner.user.email)).toBe(1);
    const elsewhere = await login(t.app, { email: owner.user.email, password: owner.password });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('sets the device cookie httpOnly, SameSite=Strict, for the auth routes only', async () => {
    const { user, password } = await registerUser(t.app);
    const response = await login(t.app, { email: user.email, password });
    const cookie = response.cookies.find((c) => c.name === DEVICE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(cookie!.maxAge).toBeGreaterThan(90 * 86_400);
  });
});

describe('the lock email', () => {
  it('tells her once when her account is locked, with a way to reset her password', async () => {
    const owner = await registerWithDevice();
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        login(t.app, { email: owner.user.email, password: `x-${i}` }),
      ),
    );
    const mail = await smtp.waitFor(owner.user.email, /Someone tried to sign in/);
    expect(mail.text).toContain('5 times');
    expect(mail.text).toContain('https://c2c.example/forgot-password');
    expect(mail.html).toContain('https://c2c.example/forgot-password');
    const [row] = await t.db.select().from(users).where(eq(users.id, owner.user.id));
    const noticeAt = row!.lockNoticeSentAt;
    expect(noticeAt).toBeInstanceOf(Date);

    // More guesses during the lock, and a second lock once the first has passed: no new email.
    for (let i = 0; i < 3; i++)
      await login(second, { email: owner.user.email, password: `y-${i}` });
    await t.db
      .update(authAttempts)
      .set({ createdAt: sql`now() - interval '16 minutes'` })
      .where(eq(authAttempts.key, `login:account:${owner.user.email.toLowerCase()}`));
    const again = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        login(second, { email: owner.user.email, password: `z-${i}` }),
      ),
    );
    expect(statuses(again)).toEqual({ 401: 5 });
    const [after] = await t.db.select().from(users).where(eq(users.id, owner.user.id));
    expect(after!.lockNoticeSentAt).toEqual(noticeAt);
    expect(
      smtp.messages.filter(
        (m) => m.to.includes(owner.user.email.toLowerCase()) && /Someone tried/.test(m.subject),
      ),
    ).toHaveLength(1);
  });

  it('is not sent for an unknown email or for failures from her own device', async () => {
    const owner = await registerWithDevice();
    for (let i = 0; i < 6; i++) {
      await login(
        t.app,
        { email: owner.user.email, password: `typo-${i}` },
        { cookie: owner.device },
      );
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, owner.user.id));
    expect(row!.lockNoticeSentAt).toBeNull();
  });
});

describe('timing: an unknown email costs what a known one does', () => {
  it('checks exactly one hash of the same strength for an unknown email, a wrong and a right password', async () => {
    const { user, password } = await registerUser(t.app);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    const parameters = (hashed: string) => hashed.split('$').slice(1, 4).join('$');

    for (const body of [
      { email: uniqueEmail('unknown'), password: 'whatever1' },
      { email: user.email, password: 'wrong-password' },
      { email: user.email, password },
    ]) {
      argon.verifications = 0;
      argon.hashesChecked = [];
      await login(t.app, body);
      expect(argon.verifications, body.email).toBe(1);
      expect(parameters(argon.hashesChecked[0]!)).toBe(parameters(row!.passwordHash));
    }
    expect(parameters(row!.passwordHash)).toMatch(/^argon2id\$v=19\$m=19456,t=2,p=1$/);
  });

  it('clears nothing and records the same rows for an unknown email as for a wrong password', async () => {
    const { user } = await registerUser(t.app);
    const unknown = uniqueEmail('unknown');
    await login(t.app, { email: unknown, password: 'whatever1' }, { remoteAddress: '10.62.0.1' });
    await login(
      t.app,
      { email: user.email, password: 'whatever1' },
      { remoteAddress: '10.62.0.2' },
    );
    const keys = await t.db
      .select({ key: authAttempts.key })
      .from(authAttempts)
      .where(and(sql`${authAttempts.key} like 'login:ip:10.62.0.%'`));
    expect(keys).toHaveLength(2);
    expect(await failuresFor(unknown)).toBe(1);
    expect(await failuresFor(user.email)).toBe(1);
  });
});

describe('a signed-in person asked for her password (delete account, change password)', () => {
  const deleteAccount = (who: SignedInUser, password: string, remoteAddress = nextAddress()) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/users/${who.user.id}`,
      payload: { password },
      remoteAddress,
      headers: { cookie: who.cookie },
    });

  it('evaluates at most 5 of 25 wrong passwords sent to DELETE from 25 addresses; the right one then waits too', async () => {
    const her = await registerUser(t.app);
    argon.verifications = 0;
    const responses: LightMyRequestResponse[] = [];
    for (let i = 0; i < 25; i++) responses.push(await deleteAccount(her, `guess-${i}`));
    expect(statuses(responses)).toEqual({ 400: 5, 429: 20 });
    expect(argon.verifications).toBe(5);
    expect(responses.filter((r) => r.statusCode === 400).map((r) => r.json().code)).toEqual(
      Array(5).fill('BAD_PASSWORD'),
    );
    const refused = responses.find((r) => r.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    expect(refused.json().message).toMatch(/^Too many wrong passwords\. Please try again in/);

    argon.verifications = 0;
    const right = await deleteAccount(her, her.password);
    expect(right.statusCode).toBe(429);
    expect(argon.verifications).toBe(0);
    const [row] = await t.db.select().from(users).where(eq(users.id, her.user.id));
    expect(row).toBeDefined();
  });

  it('shares one budget between DELETE and change-password, on both instances', async () => {
    const her = await registerUser(t.app);
    argon.verifications = 0;
    for (let i = 0; i < 3; i++)
      expect((await deleteAccount(her, `guess-${i}`)).statusCode).toBe(400);
    for (let i = 0; i < 3; i++) {
      const change = await second.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        payload: { currentPassword: `guess-c${i}`, newPassword: 'a new long password' },
        remoteAddress: nextAddress(),
        headers: { cookie: her.cookie },
      });
      expect(change.statusCode).toBe(i < 2 ? 400 : 429);
    }
    expect(argon.verifications).toBe(5);
  });

  it('gives the slot back for the right password: four typos and a right one leave room to delete', async () => {
    const her = await registerUser(t.app);
    for (let i = 0; i < 4; i++)
      expect((await deleteAccount(her, `typo-${i}`)).statusCode).toBe(400);
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: her.password, newPassword: 'a new long password' },
      headers: { cookie: her.cookie },
    });
    expect(change.statusCode).toBe(200);
    const attempts = await t.db
      .select()
      .from(authAttempts)
      .where(eq(authAttempts.key, `password:account:${her.user.id}`));
    expect(attempts).toHaveLength(4);
    expect((await deleteAccount(her, 'a new long password')).statusCode).toBe(204);
  });
});
