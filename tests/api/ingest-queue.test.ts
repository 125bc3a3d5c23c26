import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createIngestQueue,
  INGEST_BATCH_QUEUE,
  INGEST_BOARD_QUEUE,
  INGESTED_QUEUE,
} from '@/server/features/jobs/ingest/ingest-queue';
import { runRecord } from '@/server/features/jobs/ingest/ingest.queries';
import type { JobSource, SourceResult } from '@/server/features/jobs/ingest/job-source';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // This file's boards take the app's place on the ingest queues.
  for (const name of [INGEST_BATCH_QUEUE, INGEST_BOARD_QUEUE, INGESTED_QUEUE])
    await t.app.jobQueue.boss.offWork(name);
});
afterAll(() => t.close());

/** A board that answers when the test says so. */
function heldBoard(slug: 'usajobs' | 'remotive') {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  const source: JobSource = {
    slug,
    name: slug,
    complete: false,
    minIntervalMs: 0,
    termsMinIntervalMs: 0,
    async fetchJobs(): Promise<SourceResult> {
      asked += 1;
      await released;
      return { jobs: [], fetched: 1, skipped: 0, failedRequests: 0 };
    },
  };
  return { source, release, asked: () => asked };
}

describe('the ingest on the queue', () => {
  it('lets the other boards finish while one is slow, and closes the run once, after the last', async () => {
    const slow = heldBoard('usajobs');
    const fast = heldBoard('remotive');
    fast.release();
    const closed: number[] = [];
    const ingest = createIngestQueue({
      queue: t.app.jobQueue,
      ingest: {
        db: t.db,
        log: pino({ level: 'silent' }),
        sources: [slow.source, fast.source],
        getJson: async () => ({}),
        classify: () => null,
      },
      log: pino({ level: 'silent' }),
      onIngested: async (run) => {
        closed.push(run.id);
      },
    });
    await ingest.start({});
    const run = await ingest.enqueueBatch('schedule');
    expect(run).not.toBeNull();

    // The fast board has reported while the slow one is still being asked.
    await vi.waitFor(
      async () => {
        const sources = (await runRecord(t.db, run!.id))!.sources;
        expect(sources.remotive).toMatchObject({ fetched: 1 });
        expect(sources.remotive!.pending).toBeUndefined();
        expect(sources.usajobs!.pending).toBe(true);
        expect(slow.asked()).toBe(1);
      },
      { timeout: 20_000, interval: 100 },
    );
    expect((await runRecord(t.db, run!.id))!.status).toBe('running');
    expect(closed).toEqual([]);

    slow.release();
    await vi.waitFor(() => expect(closed).toEqual([run!.id]), { timeout: 20_000, interval: 100 });
    expect(await runRecord(t.db, run!.id)).toMatchObject({ status: 'succeeded' });
  });

  it('fails a job whose payload it cannot read at once, with the reason, instead of retrying it', async () => {
    const ingest = createIngestQueue({
      queue: t.app.jobQueue,
      ingest: {
        db: t.db,
        log: pino({ level: 'silent' }),
        sources: [],
        getJson: async () => ({}),
        classify: () => null,
      },
      log: pino({ level: 'silent' }),
      onIngested: async () => {},
    });
    await ingest.start({});
    const id = await t.app.jobQueue.boss.send(
      INGEST_BOARD_QUEUE,
      { runId: 'not a run', slug: 42 },
      { retryLimit: 3 },
    );
    const row = async () =>
      (
        await t.app.jobQueue.db.executeSql(
          `select state, retry_count, output from pgboss.job where id = $1`,
          [id],
        )
      ).rows[0] as { state: string; retry_count: number; output: { message?: string } | null };
    await vi.waitFor(async () => expect((await row()).state).toBe('failed'), {
      timeout: 20_000,
      interval: 100,
    });
    const failed = await row();
    expect(failed.retry_count).toBe(0);
    expect(failed.output?.message).toMatch(/invalid jobs-ingest-board job: .*expected/);
  });
});
