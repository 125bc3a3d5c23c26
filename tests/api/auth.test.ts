import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '@/server/core/auth/password';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAttempts, sessions, users } from '@/server/db/schema';
import {
  as,
  createTestApp,
  registerUser,
  sessionCookie,
  uniqueEmail,
  type SignedInUser,
  type TestApp,
} from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const USER_KEYS = [
  'currentRole',
  'email',
  'firstName',
  'id',
  'lastName',
  'skills',
  'targetRoles',
  'timeZone',
  'yearsExperience',
];

async function sessionCount(userId: string) {
  const rows = await t.db.select().from(sessions).where(eq(sessions.userId, userId));
  return rows.length;
}

describe('POST /api/auth/register', () => {
  it('creates the user with an argon2id hash, starts a session and answers { user } without secrets', async () => {
    const email = uniqueEmail();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: `  ${email}  `,
        password: 'chalk-and-talk',
        firstName: 'Ana',
        lastName: 'Diaz',
      },
    });
    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(Object.keys(user).sort()).toEqual(USER_KEYS);
    expect(user).toMatchObject({
      email,
      firstName: 'Ana',
      lastName: 'Diaz',
      skills: [],
      targetRoles: [],
    });
    expect(response.body).not.toMatch(/argon|password/i);

    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.email).toBe(email);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain('chalk-and-talk');
    expect(await sessionCount(user.id)).toBe(1);

    const cookie = response.cookies.find((c) => c.name === 'c2c_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    // The cookie holds a token; the table holds only its hash.
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(session?.id).not.toBe(cookie?.value);
  });

  it('refuses a common password at sign-up whatever its case, naming the field, and creates nothing', async () => {
    const email = uniqueEmail();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: 'PASSWORD123', firstName: 'Ana', lastName: 'Diaz' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'COMMON_PASSWORD' });
    expect(response.json().fields.password).toMatch(/one of the most common ones/);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('still signs in an account whose password predates the 8-character minimum', async () => {
    const { user } = await registerUser(t.app);
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword('abc12') })
      .where(eq(users.id, user.id));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'abc12' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a second account for the same email in another case with 409 and writes nothing', async () => {
    const email = uniqueEmail('Case.Test');
    await registerUser(t.app, { email });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: email.toUpperCase(),
        password: 'chalk-and-talk',
        firstName: 'A',
        lastName: 'B',
      },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/already exists/);
    const rows = await t.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
    expect(rows).toHaveLength(1);
  });

  it.each([
    [{ password: '1234567' }, 'password', /at least 8 characters/],
    [{ firstName: '   ' }, 'firstName', /First name is required/],
    [{ lastName: undefined }, 'lastName', /Last name is required/],
    [{ email: 'not-an-email' }, 'email', /valid email/],
    [{ email: 42 }, 'email', /email/i],
    [{ firstName: 'x'.repeat(5000) }, 'firstName', /at most 80/],
  ])('rejects %j with 400 naming %s', async (override, field, message) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: uniqueEmail(),
        password: 'chalk-and-talk',
        firstName: 'Ana',
        lastName: 'Diaz',
        ...override,
      },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toMatch(message);
    expect(Object.keys(body.fields)).toContain(field);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the email in any case and surrounding spaces, creating a new session row', async () => {
    const { user, password } = await registerUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ` ${user.email.toUpperCase()} `, password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.id).toBe(user.id);
    expect(sessionCookie(response)).toMatch(/^c2c_session=/);
    expect(await sessionCount(user.id)).toBe(2);
  });

  it('answers 401 "Invalid email or password" for a wrong password and for an unknown email, and records both', async () => {
    const { user } = await registerUser(t.app);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'wrong-password' },
      remoteAddress: '10.1.0.1',
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: uniqueEmail('nobody'), password: 'whatever' },
      remoteAddress: '10.1.0.1',
    });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        message: 'Invalid email or password',
        code: 'UNAUTHORIZED',
      });
      expect(response.cookies).toHaveLength(0);
    }
    const failures = await t.db
      .select()
      .from(authAttempts)
      .where(eq(authAttempts.key, 'login:ip:10.1.0.1'));
    expect(failures).toHaveLength(2);
  });

  it('throttles an email after 5 failures with 429, Retry-After and a message saying when, even for the right password', async () => {
    const { user, password } = await registerUser(t.app);
    for (let i = 0; i < 5; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: `wrong-${i}` },
        remoteAddress: `10.2.0.${i}`,
      });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password },
      remoteAddress: '10.2.1.1',
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(
      /Too many failed sign-in attempts\. Please try again in (1[0-5]|[1-9]) minutes?, or reset your password\./,
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    expect(blocked.cookies).toHaveLength(0);
  });

  it('throttles an address after 20 failures across different emails', async () => {
    for (let i = 0; i < 20; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: uniqueEmail('spray'), password: 'guess' },
        remoteAddress: '10.3.0.1',
      });
    }
    const { user, password } = await registerUser(t.app);
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password },
      remoteAddress: '10.3.0.1',
    });
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password },
      remoteAddress: '10.3.0.2',
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it("clears the email's failures after a successful sign-in", async () => {
    const { user, password } = await registerUser(t.app);
    for (let i = 0; i < 3; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: 'nope!!' },
      });
    }
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password },
    });
    expect(ok.statusCode).toBe(200);
    const left = await t.db
      .select()
      .from(authAttempts)
      .where(eq(authAttempts.key, `login:account:${user.email.toLowerCase()}`));
    expect(left).toHaveLength(0);
  });
});

describe('sessions', () => {
  it('GET /api/auth/me answers the user for a live session and 401 without one', async () => {
    const me = await registerUser(t.app);
    const ok = await as(t.app, me, { method: 'GET', url: '/api/auth/me' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.id).toBe(me.user.id);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBeTruthy();
    const forged = await as(
      t.app,
      { cookie: 'c2c_session=forged-token' },
      { method: 'GET', url: '/api/auth/me' },
    );
    expect(forged.statusCode).toBe(401);
  });

  it('logout deletes the session row, clears the cookie, and the old cookie stops working', async () => {
    const me = await registerUser(t.app);
    const response = await as(t.app, me, { method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((c) => c.name === 'c2c_session')?.value).toBe('');
    expect(await sessionCount(me.user.id)).toBe(0);
    const after = await as(t.app, me, { method: 'GET', url: '/api/auth/me' });
    expect(after.statusCode).toBe(401);
  });

  it('an expired session is refused', async () => {
    const me = await registerUser(t.app);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, me.user.id));
    const response = await as(t.app, me, { method: 'GET', url: '/api/auth/me' });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['in production', { NODE_ENV: 'production', PUBLIC_URL: 'https://c2c.example' }],
    ['outside production behind an https PUBLIC_URL', { PUBLIC_URL: 'https://c2c.example' }],
  ])(
    'makes both cookies Secure %s, the session one __Host- (Path=/, no Domain), and signs in with it',
    async (_, env) => {
      const app = await t.sibling({
        STRIPE_SECRET_KEY: 'sk_test_unused',
        APP_SECRET: 'a-production-secret-of-forty-characters!',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        ...env,
      });
      const email = uniqueEmail();
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email, password: 'a good long password', firstName: 'P', lastName: 'Q' },
      });
      expect(response.statusCode).toBe(201);
      const session = response.cookies.find((c) => c.name === '__Host-c2c_session');
      expect(session).toMatchObject({ secure: true, path: '/', httpOnly: true });
      expect(session!.domain).toBeUndefined();
      expect(response.cookies.find((c) => c.name === '__Secure-c2c_device')).toMatchObject({
        secure: true,
        path: '/api/auth',
      });
      expect(response.cookies.map((c) => c.name)).not.toContain('c2c_session');
      const me = await app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { cookie: `__Host-c2c_session=${session!.value}` },
      });
      expect(me.statusCode).toBe(200);
      const logout = await app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie: `__Host-c2c_session=${session!.value}` },
      });
      expect(logout.cookies.find((c) => c.name === '__Host-c2c_session')).toMatchObject({
        value: '',
        secure: true,
        path: '/',
      });
    },
  );

  it('keeps plain cookies on plain-http development, which a browser would not send back if Secure', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: uniqueEmail(),
        password: 'a good long password',
        firstName: 'P',
        lastName: 'Q',
      },
    });
    const names = response.cookies.map((c) => c.name).sort();
    expect(names).toEqual(['c2c_device', 'c2c_session']);
    expect(response.cookies.every((c) => !c.secure)).toBe(true);
  });

  it('a second app instance on the same database serves the same session (stateless servers)', async () => {
    const second = await t.sibling();
    const me = await registerUser(t.app);
    const response = await as(second, me, { method: 'GET', url: '/api/auth/me' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.id).toBe(me.user.id);
    await as(second, me, { method: 'POST', url: '/api/auth/logout' });
    expect((await as(t.app, me, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
  });
});

describe('GET /api/users/{id}', () => {
  it('answers 401 without a session, 403 for someone else, and the user for their own id', async () => {
    const ana = await registerUser(t.app, { firstName: 'Ana' });
    const ben = await registerUser(t.app, { firstName: 'Ben' });
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/users/${ana.user.id}` });
    expect(anonymous.statusCode).toBe(401);
    const other = await as(t.app, ben, { method: 'GET', url: `/api/users/${ana.user.id}` });
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain(ana.user.email);
    const own = await as(t.app, ana, { method: 'GET', url: `/api/users/${ana.user.id}` });
    expect(own.statusCode).toBe(200);
    expect(own.json().user).toEqual(ana.user);
  });

  it.each(['not-a-uuid', "1'%20or%201=1", '%00', '..%2F..%2Fetc', 'x'.repeat(150)])(
    'answers 400 with a message for the odd id %s',
    async (id) => {
      const me = await registerUser(t.app);
      const response = await as(t.app, me, { method: 'GET', url: `/api/users/${id}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/id/i);
    },
  );
});

describe('her time zone', () => {
  it('comes from the browser at sign-up; one this server cannot read leaves it unset, not a failed sign-up', async () => {
    const fromBrowser = await registerUser(t.app, { timeZone: 'America/Chicago' });
    expect(fromBrowser.user.timeZone).toBe('America/Chicago');
    const odd = await registerUser(t.app, { timeZone: 'Mars/Olympus_Mons' });
    expect(odd.user.timeZone).toBeNull();
  });

  it('is hers to change: a zone from the list, 400 naming the field otherwise, 403 for someone else', async () => {
    const ana = await registerUser(t.app, { firstName: 'Ana', timeZone: 'America/New_York' });
    const ben = await registerUser(t.app, { firstName: 'Ben' });
    const put = (who: SignedInUser, id: string, timeZone: unknown) =>
      as(t.app, who, { method: 'PUT', url: `/api/users/${id}/time-zone`, payload: { timeZone } });

    for (const bad of ['Mars/Olympus_Mons', '', 'x'.repeat(65), 42]) {
      const refused = await put(ana, ana.user.id, bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/time zone/i);
    }
    expect((await put(ben, ana.user.id, 'Europe/London')).statusCode).toBe(403);
    const own = await put(ana, ana.user.id, 'Europe/London');
    expect(own.statusCode).toBe(200);
    expect(own.json().user.timeZone).toBe('Europe/London');
    const me = await as(t.app, ana, { method: 'GET', url: '/api/auth/me' });
    expect(me.json().user.timeZone).toBe('Europe/London');
  });
});

describe('bad input never gets a 500', () => {
  it('answers malformed JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", "password": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Request body must be valid JSON');
  });

  it('answers a missing body with 400', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/register' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeTruthy();
  });

  it('answers an oversized body with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: uniqueEmail(),
        password: 'chalk-and-talk',
        firstName: 'x'.repeat(400_000),
        lastName: 'y',
      },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Request body is too large');
  });

  it('answers a body of another content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBeTruthy();
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No API route for GET /api/no-such-thing' });
  });

  it('refuses a state-changing request from another origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example' },
      payload: { email: uniqueEmail(), password: 'whatever' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Cross-site request refused');
  });

  it('counts a refused login in no table when the body was invalid', async () => {
    const before = await t.db
      .select()
      .from(authAttempts)
      .where(eq(authAttempts.key, 'login:ip:10.9.9.9'));
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'bad' },
      remoteAddress: '10.9.9.9',
    });
    expect(refused.statusCode).toBe(400);
    const after = await t.db
      .select()
      .from(authAttempts)
      .where(eq(authAttempts.key, 'login:ip:10.9.9.9'));
    expect(after.length).toBe(before.length);
  });
});
