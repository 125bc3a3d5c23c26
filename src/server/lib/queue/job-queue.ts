import type { FastifyBaseLogger } from 'fastify';
import { sql, type SQL, type SQLChunk } from 'drizzle-orm';
import { z } from 'zod';
import { setTimeout as wait } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import type { Database, DatabaseHandle } from '../../db/client';

/** What pg-boss asks of a database: one statement (or, without values, a script) and its rows. */
export interface QueueDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[]; rowCount?: number }>;
}

/**
 * pg-boss on either engine (ADR 027): on PostgreSQL over the app's pool, on PGlite over its
 * one connection; pg-boss sends its schema migration as one multi-statement script without values,
 * which only the simple protocol (PGlite's exec) accepts.
 */
export function queueDbFor(handle: DatabaseHandle): QueueDb {
  if (handle.pool) {
    const pool = handle.pool;
    return {
      async executeSql(text, values) {
        // pg-boss still sends the odd statement after its stop (a completion it did not await, a
        // timer already due); once the app has ended the pool it is not run, and its promise is
        // left pending rather than rejected where nobody catches it. A job whose completion is
        // lost this way is still active and is retried after its expiry.
        if (pool.ending) return new Promise<never>(() => {});
        const result = await pool.query(text, values as unknown[] | undefined);
        const last = Array.isArray(result) ? (result.at(-1) as pg_Result) : result;
        return { rows: last.rows, rowCount: last.rowCount ?? last.rows.length };
      },
    };
  }
  const client = handle.pglite;
  if (!client) throw new Error('the database handle has neither a pool nor an embedded engine');
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) {
        const result = await client.query(text, values);
        return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
      }
      const results = await client.exec(text);
      const last = results.at(-1);
      return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? last?.rows.length ?? 0 };
    },
  };
}
type pg_Result = { rows: unknown[]; rowCount: number | null };

/** pg-boss's numbered placeholders ($1, $2) as a Drizzle statement with bound parameters. */
export function drizzleStatement(text: string, values: unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQLChunk[] = [];
  parts.forEach((part, index) => {
    if (index % 2 === 0) chunks.push(sql.raw(part));
    // sql.param, not a template: Drizzle renders an undefined template value as nothing.
    else chunks.push(sql.param(values[Number(part) - 1] ?? null));
  });
  return sql.join(chunks);
}

/**
 * A Drizzle transaction as pg-boss's `db` option: a job sent through it commits or rolls back with
 * the rows that caused it (the registration and her verification email, together or not at all).
 */
export function inTransaction(tx: Database): QueueDb {
  return {
    async executeSql(text, values) {
      const result = (await tx.execute(drizzleStatement(text, values))) as unknown as {
        rows: unknown[];
        rowCount?: number | null;
        affectedRows?: number;
      };
      return { rows: result.rows, rowCount: result.rowCount ?? result.affectedRows ?? 0 };
    },
  };
}

/**
 * Fails a job now, with its reason, and never again: pg-boss retries a failure while retry_count
 * is under retry_limit, so the limit is lowered to the count first (its own job table, by id).
 */
export async function failForGood(
  db: QueueDb,
  job: { id: string; name: string },
  reason: string,
): Promise<never> {
  await db.executeSql(
    `update pgboss.job set retry_limit = retry_count where id = $1 and name = $2`,
    [job.id, job.name],
  );
  throw new Error(reason);
}

/**
 * A job's payload as `schema` reads it; one it cannot read is failed for good with the reason
 * (issue 26: not retried, since a retry reads the same payload), and shows among the failures.
 */
export async function parseJobData<T>(
  db: QueueDb,
  job: { id: string; name: string; data: unknown },
  schema: z.ZodType<T>,
): Promise<T> {
  const parsed = schema.safeParse(job.data ?? {});
  if (parsed.success) return parsed.data;
  return failForGood(db, job, `invalid ${job.name} job: ${z.prettifyError(parsed.error)}`);
}

export interface JobQueue {
  boss: PgBoss;
  db: QueueDb;
  start(): Promise<void>;
  /** Running jobs finish (up to `timeoutMs`), the rest stay queued for the next start. */
  stop(timeoutMs?: number): Promise<void>;
  /** pg-boss's `work`, with the handler counted as running until it ends (see `settling`). */
  work<Data>(
    name: string,
    options: PgBoss.WorkOptions,
    handler: (jobs: PgBoss.Job<Data>[]) => Promise<unknown>,
  ): Promise<string>;
}

/** How long a stop lets running jobs finish before handing them back (main.ts allows for it). */
export const JOB_STOP_TIMEOUT_MS = 10_000;

/**
 * What must be over before the database may close: the queue's statements in flight and the job
 * handlers running in this process. pg-boss's graceful stop does not cover both: it marks a
 * finished job complete without awaiting it (manager.js `watch`), and it counts as running only a
 * worker holding jobs, not one whose fetch is still on its way back, which then runs the jobs it
 * fetched after the stop returned. Either way a statement would reach a closed pool.
 */
export function settling(inner: QueueDb): {
  db: QueueDb;
  /** Counts `handler` as running while it runs. */
  track<Args extends unknown[], Result>(
    handler: (...args: Args) => Promise<Result>,
  ): (...args: Args) => Promise<Result>;
  /** Resolves once nothing runs, or at `deadline` (epoch ms). */
  settle(deadline?: number): Promise<void>;
} {
  const inFlight = new Set<Promise<unknown>>();
  let running = 0;
  const busy = () => inFlight.size > 0 || running > 0;
  return {
    db: {
      executeSql(text, values) {
        const statement = inner.executeSql(text, values);
        const tracked = statement.then(
          () => undefined,
          () => undefined,
        );
        inFlight.add(tracked);
        void tracked.then(() => inFlight.delete(tracked));
        return statement;
      },
    },
    track(handler) {
      return async (...args) => {
        running += 1;
        try {
          return await handler(...args);
        } finally {
          running -= 1;
        }
      };
    },
    async settle(deadline = Infinity) {
      // A fetched job's handler, and a finished one's completion, start in the microtasks after
      // the statement before them: look again after a macrotask before calling the queue idle.
      do {
        while (inFlight.size > 0 && Date.now() < deadline)
          await Promise.race([
            Promise.all([...inFlight]),
            wait(Math.max(0, deadline - Date.now())),
          ]);
        if (running > 0 && Date.now() < deadline) await wait(20);
        await new Promise((resolve) => setImmediate(resolve));
      } while (busy() && Date.now() < deadline);
    },
  };
}

export function createJobQueue(handle: DatabaseHandle, log: FastifyBaseLogger): JobQueue {
  const { db, settle, track } = settling(queueDbFor(handle));
  const boss = new PgBoss({
    db,
    // The embedded engine is one process; on PostgreSQL every instance supervises, pg-boss's
    // own advisory lock keeps maintenance to one at a time.
    supervise: true,
    schedule: true,
    migrate: true,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  return {
    boss,
    db,
    async start() {
      await boss.start();
      if (handle.dataDir) await handBackOrphans(db, log);
    },
    async stop(timeoutMs = JOB_STOP_TIMEOUT_MS) {
      log.info({ timeoutMs }, 'job queue stopping: running jobs may finish, the rest stay queued');
      // pg-boss stops fetching, waits for running jobs, then fails what still runs at the timeout,
      // which hands it back to be retried (an email keeps its Message-ID).
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
      // A handler pg-boss let go of at the timeout has been failed (and will be retried); it is
      // given the same time again to end before the database may close under it.
      await settle(Date.now() + timeoutMs);
    },
    work(name, options, handler) {
      return boss.work(name, options, track(handler));
    },
  };
}

/**
 * The embedded engine on disk is this process's alone (DATA_DIR/c2c.lock), so at start a job still
 * marked active was left by a process that died mid-job (kill -9, power loss): it is handed back
 * to run again now. On PostgreSQL another instance may be running it, so there pg-boss's expiry
 * (the queue's expireInSeconds) takes a job for lost instead.
 */
async function handBackOrphans(db: QueueDb, log: FastifyBaseLogger): Promise<void> {
  const { rows } = await db.executeSql(
    `update pgboss.job set state = 'retry', start_after = now()
      where state = 'active' returning name`,
    [],
  );
  if (rows.length > 0)
    log.warn({ jobs: rows.length }, 'jobs left running by a stopped process are queued again');
}

export interface QueueStats {
  waiting: number;
  active: number;
  failed: number;
  oldestWaitingSeconds: number | null;
}

/** For /api/health: what is due and waiting, running and given up, across every queue. */
export async function queueStats(db: QueueDb): Promise<QueueStats> {
  const { rows } = await db.executeSql(
    `select
       count(*) filter (where state in ('created', 'retry') and start_after <= now())::int as waiting,
       count(*) filter (where state = 'active')::int as active,
       count(*) filter (where state = 'failed')::int as failed,
       extract(epoch from now() - min(start_after) filter (
         where state in ('created', 'retry') and start_after <= now()))::float as oldest
     from pgboss.job`,
    [],
  );
  const row = rows[0] as { waiting: number; active: number; failed: number; oldest: number | null };
  return {
    waiting: row.waiting,
    active: row.active,
    failed: row.failed,
    oldestWaitingSeconds: row.oldest === null ? null : Math.round(row.oldest),
  };
}
