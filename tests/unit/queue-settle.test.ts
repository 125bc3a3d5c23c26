import { describe, expect, it } from 'vitest';
import pg from 'pg';
import type { DatabaseHandle } from '@/server/db/client';
import { queueDbFor, settling, type QueueDb } from '@/server/lib/queue/job-queue';

/** A database whose statements finish only when the test says so. */
function heldDb() {
  const pending: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  const db: QueueDb = {
    executeSql: () =>
      new Promise((resolve, reject) => {
        pending.push({ resolve: () => resolve({ rows: [{ ok: 1 }], rowCount: 1 }), reject });
      }),
  };
  return { db, pending };
}

describe('the queue stops only after its statements in flight and its running handlers', () => {
  it('waits for a completion pg-boss did not await, then resolves', async () => {
    const { db, pending } = heldDb();
    const queue = settling(db);
    const completion = queue.db.executeSql('update pgboss.job set state = $1', ['completed']);

    let settled = false;
    const stop = queue.settle().then(() => (settled = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);

    pending[0]!.resolve();
    await stop;
    expect(settled).toBe(true);
    await expect(completion).resolves.toEqual({ rows: [{ ok: 1 }], rowCount: 1 });
  });

  it('passes a failed statement on to its caller and still settles', async () => {
    const { db, pending } = heldDb();
    const queue = settling(db);
    const failing = queue.db.executeSql('select 1');
    const stop = queue.settle();
    pending[0]!.reject(new Error('connection lost'));
    await expect(failing).rejects.toThrow('connection lost');
    await expect(stop).resolves.toBeUndefined();
  });

  it('waits as well for a statement started while it was waiting', async () => {
    const { db, pending } = heldDb();
    const queue = settling(db);
    void queue.db.executeSql('select 1');
    let settled = false;
    const stop = queue.settle().then(() => (settled = true));
    void queue.db.executeSql('select 2');
    pending[0]!.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    pending[1]!.resolve();
    await stop;
    expect(settled).toBe(true);
  });

  it('settles at once when nothing runs', async () => {
    await expect(settling(heldDb().db).settle()).resolves.toBeUndefined();
  });

  it('waits for a handler that starts on the answer of a fetch already under way, and its completion', async () => {
    const { db, pending } = heldDb();
    const queue = settling(db);
    let release!: () => void;
    const sending = new Promise<void>((resolve) => (release = resolve));
    const handler = queue.track(async () => {
      await sending;
      void queue.db.executeSql('update pgboss.job set state = $1', ['completed']);
    });
    // pg-boss's worker: the fetch was sent before the stop; its jobs are run when it answers.
    void queue.db.executeSql('select next job').then(() => handler());

    let settled = false;
    const stop = queue.settle().then(() => (settled = true));
    pending[0]!.resolve();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pending).toHaveLength(2);
    expect(settled).toBe(false);
    pending[1]!.resolve();
    await stop;
    expect(settled).toBe(true);
  });

  it('gives up at the deadline when a handler does not end', async () => {
    const queue = settling(heldDb().db);
    void queue.track(() => new Promise(() => {}))();
    const deadline = Date.now() + 100;
    await queue.settle(deadline);
    expect(Date.now()).toBeGreaterThanOrEqual(deadline);
  });

  it('leaves a statement sent after the pool has ended unrun and pending, never an uncaught rejection', async () => {
    const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
    await pool.end();
    const late = queueDbFor({ pool } as unknown as DatabaseHandle).executeSql('select 1');
    const outcome = await Promise.race([
      late.then(
        () => 'resolved',
        () => 'rejected',
      ),
      new Promise((resolve) => setTimeout(() => resolve('pending'), 50)),
    ]);
    expect(outcome).toBe('pending');
  });
});
