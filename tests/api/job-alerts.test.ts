import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveAppSecret } from '@/server/config/app-secret';
import { jobAlerts } from '@/server/db/schema';
import { createUnsubscribeToken } from '@/server/features/job-alerts/unsubscribe-token';
import { createSigner } from '@/server/lib/signed-token';
import {
  ADMIN_EMAIL,
  as,
  createTestApp,
  registerAdmin,
  registerUser,
  type SignedInUser,
  type TestApp,
} from '../helpers/test-app';

let t: TestApp;
let me: SignedInUser;
let other: SignedInUser;

const settings = {
  frequency: 'daily',
  tracks: ['customer-success', 'learning-development'],
  location: 'Texas',
  remoteOnly: false,
  entryLevelOnly: true,
};
const url = (who: SignedInUser) => `/api/users/${who.user.id}/job-alerts`;
const put = (who: SignedInUser, payload: Record<string, unknown>) =>
  as(t.app, who, { method: 'PUT', url: url(who), payload });
const tokenFor = async (who: SignedInUser) => {
  const [row] = await t.db.select().from(jobAlerts).where(eq(jobAlerts.userId, who.user.id));
  return createUnsubscribeToken(
    { userId: who.user.id, version: row!.tokenVersion },
    createSigner([await resolveAppSecret(t.app.config)]),
  );
};
const unsubscribe = (payload: Record<string, unknown>) =>
  as(t.app, null, { method: 'POST', url: '/api/job-alerts/unsubscribe', payload });

beforeAll(async () => {
  t = await createTestApp();
  me = await registerUser(t.app);
  other = await registerUser(t.app);
});
afterAll(() => t.close());

describe('job alert settings', () => {
  it('are off until she turns them on, then saved as sent', async () => {
    const before = await as(t.app, me, { method: 'GET', url: url(me) });
    expect(before.json()).toEqual({
      frequency: 'off',
      tracks: [],
      location: '',
      remoteOnly: false,
      entryLevelOnly: false,
      lastSentAt: null,
    });
    const saved = await put(me, settings);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...settings, lastSentAt: null });
    expect((await as(t.app, me, { method: 'GET', url: url(me) })).json()).toMatchObject(settings);
  });

  it('refuses an unknown frequency or role, and alerts with no role', async () => {
    const frequency = await put(me, { ...settings, frequency: 'hourly' });
    expect(frequency.statusCode).toBe(400);
    expect(frequency.json().message).toContain('off, daily, weekly');
    const role = await put(me, { ...settings, tracks: ['astronaut'] });
    expect(role.statusCode).toBe(400);
    const none = await put(me, { ...settings, tracks: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/at least one role/);
  });

  it('are nobody else’s to read or change', async () => {
    expect((await as(t.app, other, { method: 'GET', url: url(me) })).statusCode).toBe(403);
    const write = await as(t.app, other, {
      method: 'PUT',
      url: url(me),
      payload: { ...settings, frequency: 'off' },
    });
    expect(write.statusCode).toBe(403);
    expect((await as(t.app, null, { method: 'GET', url: url(me) })).statusCode).toBe(401);
    const [row] = await t.db.select().from(jobAlerts).where(eq(jobAlerts.userId, me.user.id));
    expect(row!.frequency).toBe('daily');
  });
});

describe('the unsubscribe link', () => {
  it('turns alerts off signed out, from the page the email links to', async () => {
    await put(me, settings);
    const response = await unsubscribe({ token: await tokenFor(me) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ unsubscribed: true });
    expect((await as(t.app, me, { method: 'GET', url: url(me) })).json().frequency).toBe('off');
  });

  it('works as an RFC 8058 one-click POST with the token in the URL and a form body', async () => {
    await put(me, settings);
    const token = await tokenFor(me);
    const response = await as(t.app, null, {
      method: 'POST',
      url: `/api/job-alerts/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect((await as(t.app, me, { method: 'GET', url: url(me) })).json().frequency).toBe('off');
  });

  it('keeps working after APP_SECRET rotates while the old key is listed in APP_SECRET_PREVIOUS', async () => {
    await put(me, settings);
    const emailedBefore = await tokenFor(me);
    const newKey = randomBytes(48).toString('base64url');
    const oldKey = await resolveAppSecret(t.app.config);
    const forgotten = await t.sibling({ APP_SECRET: newKey });
    const rotated = await t.sibling({ APP_SECRET: newKey, APP_SECRET_PREVIOUS: oldKey });
    const post = (app: typeof t.app) =>
      as(app, null, {
        method: 'POST',
        url: '/api/job-alerts/unsubscribe',
        payload: { token: emailedBefore },
      });
    // Without the old key, a link emailed before the rotation is refused...
    expect((await post(forgotten)).statusCode).toBe(400);
    // ...with it, the same link still works.
    expect((await post(rotated)).statusCode).toBe(200);
    expect((await as(t.app, me, { method: 'GET', url: url(me) })).json().frequency).toBe('off');
  });

  it('refuses a forged, truncated or stale link with a message, and changes nothing', async () => {
    await put(me, settings);
    const stale = await tokenFor(me);
    // Off and on again: links in emails sent before are out of date.
    await put(me, { ...settings, frequency: 'off' });
    await put(me, settings);
    const forged = createUnsubscribeToken(
      { userId: me.user.id, version: 99 },
      createSigner(['x'.repeat(40)]),
    );
    for (const token of [stale, forged, stale.slice(0, -4), 'garbage']) {
      const response = await unsubscribe({ token });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/not valid or is out of date/);
    }
    expect((await unsubscribe({})).statusCode).toBe(400);
    expect((await as(t.app, me, { method: 'GET', url: url(me) })).json().frequency).toBe('daily');
  });
});

describe('POST /api/admin/job-alerts/run', () => {
  it('is for administrators only', async () => {
    const response = await as(t.app, me, { method: 'POST', url: '/api/admin/job-alerts/run' });
    expect(response.statusCode).toBe(403);
    const admin = await registerAdmin(t.app);
    expect(admin.user.email).toBe(ADMIN_EMAIL);
  });
});
