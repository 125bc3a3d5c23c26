import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema';
import {
  as,
  createTestApp,
  registerUser,
  sessionCookie,
  type SignedInUser,
  type TestApp,
} from '../helpers/test-app';

let t: TestApp;
let me: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  me = await registerUser(t.app);
});
afterAll(() => t.close());

const profile = {
  currentRole: 'Grade 4 teacher',
  yearsExperience: 6,
  skills: ['Coaching'],
  targetRoles: ['Customer Success Manager'],
};

describe('API responses', () => {
  it.each([
    ['a public read', { method: 'GET', url: '/api/health' }, 200],
    ['her own data', { method: 'GET', url: '/api/auth/me' }, 200],
    ['the job feed', { method: 'GET', url: '/api/jobs?limit=2' }, 200],
    ['a refusal', { method: 'GET', url: `/api/users/00000000-0000-4000-8000-000000000000` }, 403],
    ['a route that does not exist', { method: 'GET', url: '/api/nothing-here' }, 404],
  ] as const)('are never stored by a shared cache: %s', async (_, request, status) => {
    const response = await as(t.app, me, request);
    expect(response.statusCode).toBe(status);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['permissions-policy']).toMatch(
      /camera=\(\), microphone=\(\), geolocation=\(\), payment=\(\)/,
    );
  });

  it('keep a cache rule a route sets itself', async () => {
    const response = await as(t.app, me, { method: 'GET', url: `/api/users/${me.user.id}/export` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});

describe('the Origin check on state-changing requests', () => {
  const patch = (origin: string | undefined, who = me, app = t.app) =>
    as(app, who, {
      method: 'PATCH',
      url: `/api/users/${who.user.id}`,
      headers: origin === undefined ? {} : { origin },
      payload: { ...profile, currentRole: `Teacher via ${origin ?? 'no origin'}` },
    });
  const storedRole = async (who = me) =>
    (await t.db.select().from(users).where(eq(users.id, who.user.id)))[0]!.currentRole;

  it.each([
    ['"null" (a sandboxed frame or a data: page)', 'null'],
    ['the same host on another scheme', 'https://localhost'],
    ['another site', 'https://evil.example'],
    ['a sibling port', 'http://localhost:8080'],
    ['something that is not an origin', 'not a url'],
  ])('refuses %s with 403 and changes nothing', async (_, origin) => {
    const before = await storedRole();
    const response = await patch(origin);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'BAD_ORIGIN' });
    expect(await storedRole()).toBe(before);
  });

  it('accepts this origin, and a client that sends none (not a browser)', async () => {
    expect((await patch('http://localhost')).statusCode).toBe(200);
    expect(await storedRole()).toBe('Teacher via http://localhost');
    expect((await patch(undefined)).statusCode).toBe(200);
  });

  it('accepts PUBLIC_URL when a proxy in front changes the Host and scheme', async () => {
    const behindProxy = await t.sibling({ PUBLIC_URL: 'https://app.example.test' });
    // Behind https her session cookie is __Host-c2c_session, so she signs in there.
    const signedIn = await behindProxy.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: me.user.email, password: me.password },
    });
    const viaProxy = { ...me, cookie: sessionCookie(signedIn) };
    expect(viaProxy.cookie).toMatch(/^__Host-c2c_session=/);
    const response = await patch('https://app.example.test', viaProxy, behindProxy);
    expect(response.statusCode).toBe(200);
    expect(await storedRole()).toBe('Teacher via https://app.example.test');
  });
});
