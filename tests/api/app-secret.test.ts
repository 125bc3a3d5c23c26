import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { createTestApp, registerUser, testConfig, type TestApp } from '../helpers/test-app';

/** What an attacker can compute when the key is the empty string (audit 2026-11-27, F1). */
const signedWithEmptyKey = (payload: string) =>
  createHmac('sha256', '').update(payload).digest('base64url');

const dataDir = mkdtempSync(path.join(tmpdir(), 'c2c-secret-api-'));
const keyFile = path.join(dataDir, 'app-secret');
// No APP_SECRET: the key comes from DATA_DIR/app-secret, as on any non-production server.
const env = { DATA_DIR: dataDir, APP_SECRET: '' };

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('a server whose DATA_DIR/app-secret is empty', () => {
  it('refuses to boot, saying to delete the file or set APP_SECRET', async () => {
    writeFileSync(keyFile, '');
    await expect(buildApp(testConfig(env))).rejects.toThrow(
      /app-secret has 0 characters; it must have at least 32\. Delete that file so a new one is made at the next start .*or set APP_SECRET/,
    );
  });
});

describe('after the empty file is deleted', () => {
  let t: TestApp;
  beforeAll(async () => {
    rmSync(keyFile);
    t = await createTestApp(env);
  });
  afterAll(() => t.close());

  it('refuses an unsubscribe link signed with the empty key', async () => {
    const { user } = await registerUser(t.app);
    const payload = Buffer.from(JSON.stringify({ u: user.id, v: 1, p: 'alerts' })).toString(
      'base64url',
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/job-alerts/unsubscribe',
      payload: { token: `${payload}.${signedWithEmptyKey(payload)}` },
    });
    expect(response.statusCode).toBe(400);
  });

  it('counts a guess carrying a device cookie signed with the empty key as a new browser: 429 once the account is paused', async () => {
    const { user } = await registerUser(t.app);
    for (let i = 0; i < 5; i++) {
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: `wrong-${i}` },
        remoteAddress: `10.71.0.${i}`,
      });
      expect(wrong.statusCode).toBe(401);
    }
    const device = `d1.${user.id}.forged-nonce`;
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'another-guess' },
      remoteAddress: '10.71.1.1',
      headers: {
        cookie: `c2c_device=${device}.${signedWithEmptyKey(`device-cookie:${device}`)}`,
      },
    });
    expect(forged.statusCode).toBe(429);
  });
});
