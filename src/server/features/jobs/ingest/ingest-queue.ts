import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { parseJobData, type JobQueue } from '../../../lib/queue/job-queue';
import { runRecord, type IngestRunRow, type IngestTrigger } from './ingest.queries';
import { INGEST_TRIGGERS } from '../../../db/schema';
import {
  IngestBusyError,
  ingestBoard,
  openBatch,
  reportBoard,
  type IngestDeps,
} from './run-ingest';

/** Opens a batch and queues one job per board (the cron schedule sends it). */
export const INGEST_BATCH_QUEUE = 'jobs-ingest';
/** One board of a batch; its singleton key (the board) keeps it to one run at a time anywhere. */
export const INGEST_BOARD_QUEUE = 'jobs-ingest-board';
/**
 * A batch closed: the after-ingest reactions (the digest) run once per run, one run's at a time
 * ('singleton' without a key), on whichever instance takes it.
 */
export const INGESTED_QUEUE = 'jobs-ingested';

/** Longer than a board's slowest answer with its retries (JOBS_HTTP_TIMEOUT_MS, a few pages). */
const INGEST_BOARD_EXPIRE_SECONDS = 15 * 60;
/** Boards one instance polls side by side. */
const BOARD_WORKERS = 4;

const BatchJobSchema = z.object({
  trigger: z.enum(INGEST_TRIGGERS).default('schedule'),
  ignoreIntervals: z.boolean().default(false),
});
const BoardJobSchema = z.object({
  runId: z.number().int(),
  slug: z.string().min(1),
  ignoreIntervals: z.boolean().default(false),
});
const IngestedJobSchema = z.object({ runId: z.number().int() });

export interface IngestQueue {
  /** Creates the queues, starts this instance's workers and (when `cron`) the schedule. */
  start(options: { cron?: string }): Promise<void>;
  /** Opens a batch now and queues its boards; null when `exclusive` and another batch is open. */
  enqueueBatch(
    trigger: IngestTrigger,
    options?: { ignoreIntervals?: boolean; exclusive?: boolean },
  ): Promise<IngestRunRow | null>;
}

/**
 * The ingest on the job queue (ADR 027): a batch job opens a run record and queues a job per
 * board; each board is polled by whichever instance takes its job (a slow or failing board holds
 * no other back, a board's singleton key keeps it to one run at a time across instances, and its
 * terms are checked when its job runs); the board that reports last closes the run and queues
 * the after-ingest job once, keyed by the run.
 */
export function createIngestQueue(deps: {
  queue: JobQueue;
  ingest: Omit<IngestDeps, 'ignoreIntervals'>;
  log: FastifyBaseLogger;
  /** The after-ingest reactions (the feed's cache, the digest); a failure is retried by the queue. */
  onIngested: (run: IngestRunRow) => Promise<void>;
}): IngestQueue {
  const { boss } = deps.queue;

  async function afterBoard(closed: IngestRunRow | null) {
    if (!closed) return;
    // Sent once per run: only the board that closed it gets here.
    await boss.send(INGESTED_QUEUE, { runId: closed.id }, { retryLimit: 3, retryBackoff: true });
  }

  const enqueueBatch: IngestQueue['enqueueBatch'] = async (trigger, options = {}) => {
    const run = await openBatch(deps.ingest, trigger, { exclusive: options.exclusive });
    if (!run) return null;
    for (const source of deps.ingest.sources) {
      const id = await boss.send(
        INGEST_BOARD_QUEUE,
        { runId: run.id, slug: source.slug, ignoreIntervals: options.ignoreIntervals ?? false },
        { singletonKey: source.slug, expireInSeconds: INGEST_BOARD_EXPIRE_SECONDS, retryLimit: 1 },
      );
      // The board's job from an earlier batch is still waiting: it will poll the board, not this.
      if (id === null)
        await afterBoard(
          await reportBoard(deps.ingest, run.id, source.slug, {
            fetched: 0,
            kept: 0,
            new: 0,
            updated: 0,
            skipped: 0,
            failed: 0,
            durationMs: 0,
            notDue: true,
          }),
        );
    }
    return run;
  };

  return {
    enqueueBatch,
    async start({ cron }) {
      await boss.createQueue(INGEST_BATCH_QUEUE, { name: INGEST_BATCH_QUEUE, policy: 'singleton' });
      // stately: at most one waiting and one running job per board, whoever sent them.
      await boss.createQueue(INGEST_BOARD_QUEUE, { name: INGEST_BOARD_QUEUE, policy: 'stately' });
      await boss.createQueue(INGESTED_QUEUE, { name: INGESTED_QUEUE, policy: 'singleton' });
      await deps.queue.work<unknown>(INGEST_BATCH_QUEUE, { batchSize: 1 }, async ([job]) => {
        if (!job) return;
        const data = await parseJobData(deps.queue.db, job, BatchJobSchema);
        await enqueueBatch(data.trigger, { ignoreIntervals: data.ignoreIntervals });
      });
      for (let worker = 0; worker < BOARD_WORKERS; worker++) {
        await deps.queue.work<unknown>(
          INGEST_BOARD_QUEUE,
          { batchSize: 1, pollingIntervalSeconds: 0.5 },
          async ([job]) => {
            if (!job) return;
            const data = await parseJobData(deps.queue.db, job, BoardJobSchema);
            await afterBoard(
              await ingestBoard(
                { ...deps.ingest, ignoreIntervals: data.ignoreIntervals },
                data.runId,
                data.slug,
              ),
            );
          },
        );
      }
      await deps.queue.work<unknown>(
        INGESTED_QUEUE,
        { batchSize: 1, pollingIntervalSeconds: 0.5 },
        async ([job]) => {
          if (!job) return;
          const { runId } = await parseJobData(deps.queue.db, job, IngestedJobSchema);
          const run = await runRecord(deps.ingest.db, runId);
          if (run) await deps.onIngested(run);
        },
      );
      // pg-boss sends a schedule's job once per minute across instances (its own singleton key).
      if (cron) await boss.schedule(INGEST_BATCH_QUEUE, cron, { trigger: 'schedule' });
    },
  };
}

export { IngestBusyError };
