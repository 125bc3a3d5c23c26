import { eq, gt, max, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobAlertRuns, jobIngestRuns, jobSourceState } from '@/server/db/schema';
import { INGEST_BATCH_QUEUE, INGEST_BOARD_QUEUE } from '@/server/features/jobs/ingest/ingest-queue';
import {
  fixtureBoardEnv,
  startFixtureBoardServer,
  type FixtureBoardServer,
} from '../helpers/fixture-board-server';
import { startSmtpServer, type LocalSmtp } from '../helpers/smtp';
import { as, createTestApp, registerUser, type TestApp } from '../helpers/test-app';

/**
 * Two instances on one database (PGlite: one handle shared; PostgreSQL under DATABASE_URL: a pool
 * each), both working every queue, as two servers behind a load balancer would.
 */
let boards: FixtureBoardServer;
let smtp: LocalSmtp;
let t: TestApp;
let second: FastifyInstance;
beforeAll(async () => {
  boards = await startFixtureBoardServer();
  smtp = await startSmtpServer();
  t = await createTestApp({ ...fixtureBoardEnv(boards), SMTP_URL: smtp.url });
  second = await t.sibling();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await boards.close();
});

/** What pg-boss's cron sends on a tick (it sends once a tick; here both instances send at will). */
const tick = (app: FastifyInstance) =>
  app.jobQueue.boss.send(INGEST_BATCH_QUEUE, { trigger: 'schedule' });

/** Every queued job done and every batch closed: the schedule's work has settled. */
async function settled() {
  await vi.waitFor(
    async () => {
      const { rows } = await t.app.jobQueue.db.executeSql(
        `select count(*)::int as open from pgboss.job
          where state in ('created', 'retry', 'active') and name not like '\\_\\_%'`,
        [],
      );
      expect((rows[0] as { open: number }).open).toBe(0);
      const open = await t.db
        .select({ id: jobIngestRuns.id })
        .from(jobIngestRuns)
        .where(eq(jobIngestRuns.status, 'running'));
      expect(open).toEqual([]);
    },
    { timeout: 60_000, interval: 100 },
  );
}

/** As if every board's interval had passed: a new period of the schedule begins. */
const nextPeriod = () =>
  t.db
    .update(jobSourceState)
    .set({ lastPolledAt: sql`${jobSourceState.lastPolledAt} - interval '1 day'` });

/** The newest run so far: the runs of a period are the ones after it. */
const lastRunId = async () =>
  (await t.db.select({ id: max(jobIngestRuns.id) }).from(jobIngestRuns))[0]?.id ?? 0;

/** How many times each board was polled by the runs after `afterId` (notDue: not polled). */
async function pollsSince(afterId: number): Promise<Record<string, number>> {
  const runs = await t.db.select().from(jobIngestRuns).where(gt(jobIngestRuns.id, afterId));
  const polls: Record<string, number> = {};
  for (const run of runs) {
    expect(run.status).not.toBe('running');
    for (const [slug, stats] of Object.entries(run.sources))
      polls[slug] = (polls[slug] ?? 0) + (stats.notDue || stats.pending ? 0 : 1);
  }
  return polls;
}

describe('scheduled work across two instances', () => {
  it('ingests every board once per period and sends each digest once, however often both instances tick', async () => {
    const subscriber = await registerUser(t.app);
    const subscribed = await as(t.app, subscriber, {
      method: 'PUT',
      url: `/api/users/${subscriber.user.id}/job-alerts`,
      payload: {
        frequency: 'daily',
        tracks: ['sales', 'customer-success', 'learning-development'],
        location: '',
        remoteOnly: false,
        entryLevelOnly: false,
      },
    });
    expect(subscribed.statusCode).toBe(200);
    const slugs: string[] = [];

    const periods = 3;
    let batches = 0;
    for (let period = 0; period < periods; period++) {
      const since = await lastRunId();
      if (period > 0) await nextPeriod();
      // A compressed hour: both instances tick three times, at once.
      const ids = await Promise.all(
        [t.app, second, t.app, second, t.app, second].map((app) => tick(app)),
      );
      expect(ids.every((id) => typeof id === 'string')).toBe(true);
      await settled();
      const polls = await pollsSince(since);
      const polled = Object.keys(polls);
      expect(polled.length).toBeGreaterThan(5);
      for (const slug of polled) expect({ slug, polls: polls[slug] }).toEqual({ slug, polls: 1 });
      if (period === 0) slugs.push(...polled);
      else expect(polled.sort()).toEqual([...new Set(slugs)].sort());
      batches += (await t.db.select().from(jobIngestRuns).where(gt(jobIngestRuns.id, since)))
        .length;
    }

    // Each closed batch ran the digest once, no more, and the subscriber got one email.
    const digests = await t.db
      .select()
      .from(jobAlertRuns)
      .where(eq(jobAlertRuns.trigger, 'after-ingest'));
    expect(digests).toHaveLength(batches);
    const mail = smtp.messages.filter(
      (message) =>
        message.to.includes(subscriber.user.email) && /new .*jobs? for you/.test(message.subject),
    );
    expect(mail).toHaveLength(1);
  }, 180_000);

  it('keeps a board to one run at a time: a board already waiting is not queued again', async () => {
    // A board's job waiting (nobody has taken it yet) refuses a second one with its key.
    const { boss } = t.app.jobQueue;
    await boss.offWork(INGEST_BOARD_QUEUE);
    await second.jobQueue.boss.offWork(INGEST_BOARD_QUEUE);
    const first = await boss.send(
      INGEST_BOARD_QUEUE,
      { runId: 0, slug: 'remotive' },
      {
        singletonKey: 'remotive',
      },
    );
    const again = await second.jobQueue.boss.send(
      INGEST_BOARD_QUEUE,
      { runId: 0, slug: 'remotive' },
      { singletonKey: 'remotive' },
    );
    expect(first).toEqual(expect.any(String));
    expect(again).toBeNull();
    await boss.cancel(INGEST_BOARD_QUEUE, first!);
    const waiting = await t.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = ${INGEST_BOARD_QUEUE}
          and state = 'created'`,
    );
    expect((waiting as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
