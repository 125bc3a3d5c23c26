import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminQueueJob } from '@/shared/contracts/admin';
import {
  as,
  createTestApp,
  registerAdmin,
  registerUser,
  type SignedInUser,
  type TestApp,
} from '../helpers/test-app';

let t: TestApp;
let admin: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await registerAdmin(t.app);
});
afterAll(() => t.close());

const QUEUE = 'admin-jobs-test';
const list = (who: SignedInUser | null, query = '') =>
  as(t.app, who, { method: 'GET', url: `/api/admin/jobs${query}` });

describe('GET /api/admin/jobs', () => {
  it('refuses a visitor with 401 and a teacher with 403', async () => {
    expect((await list(null)).statusCode).toBe(401);
    const teacher = await registerUser(t.app);
    const refused = await list(teacher);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBeTruthy();
  });

  it('lists recent jobs newest first, failures with their reason, no payload and no address', async () => {
    const { boss } = t.app.jobQueue;
    await boss.createQueue(QUEUE);
    const done = await boss.send(QUEUE, { to: 'ann.private@school.example', secret: 'payload' });
    const failed = await boss.send(QUEUE, { to: 'ann.private@school.example' }, { retryLimit: 0 });
    // A worker takes both: one finishes, one gives up.
    expect(await boss.fetch(QUEUE, { batchSize: 2 })).toHaveLength(2);
    await boss.complete(QUEUE, done!);
    await boss.fail(QUEUE, failed!, {
      message: 'refused: 550 No such mailbox <ann.private@school.example>',
    });

    const all = await list(admin, '?limit=200');
    expect(all.statusCode).toBe(200);
    const jobs = all.json<{ jobs: AdminQueueJob[] }>().jobs;
    const mine = jobs.filter((job) => job.queue === QUEUE);
    expect(mine.map((job) => job.id).sort()).toEqual([done, failed].sort());
    const times = jobs.map((job) => Date.parse(job.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.body).not.toContain('ann.private');
    expect(all.body).not.toContain('payload');

    const failures = (await list(admin, '?state=failed')).json<{ jobs: AdminQueueJob[] }>().jobs;
    expect(failures.every((job) => job.state === 'failed')).toBe(true);
    expect(failures.find((job) => job.id === failed)).toMatchObject({
      queue: QUEUE,
      state: 'failed',
      error: 'refused: 550 No such mailbox <…@school.example>',
    });
    expect(failures.some((job) => job.id === done)).toBe(false);
  });

  it('answers a state it does not know with 400 and a message', async () => {
    const response = await list(admin, '?state=lost');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/state must be one of/);
    expect((await list(admin, '?limit=0')).statusCode).toBe(400);
  });
});
