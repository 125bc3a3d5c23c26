import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  as,
  createTestApp,
  registerUser,
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

describe('Server-Timing on API answers', () => {
  it('says how long the database took and how many queries it ran, and the total', async () => {
    const response = await as(t.app, me, { method: 'GET', url: `/api/users/${me.user.id}` });
    expect(response.statusCode).toBe(200);
    const header = String(response.headers['server-timing']);
    const db = /\bdb;dur=([\d.]+);desc="Database \((\d+)\)"/.exec(header);
    const total = /\btotal;dur=([\d.]+)/.exec(header);
    expect(db, header).not.toBeNull();
    // The session and the user are read: at least one query.
    expect(Number(db![2])).toBeGreaterThanOrEqual(1);
    expect(Number(db![1])).toBeLessThanOrEqual(Number(total![1]));
  });

  it('is on answers that touch no database too, with only the total', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(response.headers['server-timing']).toMatch(/^total;dur=[\d.]+$/);
  });

  it('keeps requests apart: an answer never counts another request’s queries', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0
          ? as(t.app, me, { method: 'GET', url: `/api/jobs?search=coach${i}` })
          : t.app.inject({ method: 'GET', url: '/api/health/live' }),
      ),
    );
    answers.forEach((response, i) => {
      const header = String(response.headers['server-timing']);
      // The feed reads the database; the liveness check, answered meanwhile, read nothing.
      if (i % 2 === 0) expect(header).toMatch(/\bdb;dur=/);
      else expect(header).toMatch(/^total;dur=[\d.]+$/);
    });
  });
});

describe('load shedding', () => {
  let busy: Awaited<ReturnType<TestApp['sibling']>>;
  beforeAll(async () => {
    // A heap limit of 1 MB is always passed: every sample after the first says "under pressure".
    busy = await t.sibling({ PRESSURE_MAX_HEAP_USED_MB: '1', PRESSURE_RETRY_AFTER_SECONDS: '7' });
  });

  it('answers 503 with Retry-After and a message instead of taking more work', async () => {
    await vi.waitFor(
      async () => {
        const response = await busy.inject({ method: 'GET', url: '/api/jobs/status' });
        expect(response.statusCode).toBe(503);
      },
      { timeout: 10_000, interval: 100 },
    );
    const response = await as(busy, me, { method: 'GET', url: `/api/users/${me.user.id}` });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('7');
    expect(response.json()).toEqual({
      message: 'We are very busy right now. Please try again in 7 seconds.',
      code: 'UNDER_PRESSURE',
    });
  });

  it('still answers the health checks, so a balancer can tell busy from dead', async () => {
    expect((await busy.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    const health = await busy.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json().database.ok).toBe(true);
  });

  it('leaves an instance within its limits alone', async () => {
    const response = await as(t.app, me, { method: 'GET', url: `/api/users/${me.user.id}` });
    expect(response.statusCode).toBe(200);
  });
});
