import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { jobIngestLease, jobIngestRuns } from '../../../db/schema';

/** Extends a lease this holder still has; false when it lapsed and someone else took it. */
export async function renewLease(
  db: Database,
  name: string,
  holder: string,
  ttlMs: number,
): Promise<boolean> {
  const rows = await db
    .update(jobIngestLease)
    .set({ expiresAt: new Date(Date.now() + ttlMs) })
    .where(and(eq(jobIngestLease.name, name), eq(jobIngestLease.holder, holder)))
    .returning({ holder: jobIngestLease.holder });
  return rows.length === 1;
}

export async function leaseHolder(db: Database, name: string): Promise<string | undefined> {
  const [row] = await db
    .select({ holder: jobIngestLease.holder })
    .from(jobIngestLease)
    .where(eq(jobIngestLease.name, name));
  return row?.holder;
}

/** Takes the lease from `from`, unless it changed hands meanwhile. */
export async function takeOverLease(
  db: Database,
  name: string,
  from: string,
  to: string,
  ttlMs: number,
): Promise<boolean> {
  const rows = await db
    .update(jobIngestLease)
    .set({ holder: to, expiresAt: new Date(Date.now() + ttlMs) })
    .where(and(eq(jobIngestLease.name, name), eq(jobIngestLease.holder, from)))
    .returning({ holder: jobIngestLease.holder });
  return rows.length === 1;
}

/**
 * Runs still marked running when a new run holds the lease: their process died mid-run (runs
 * exist only under the lease). They are closed as failed, so the record says what happened.
 */
export async function failAbandonedRuns(db: Database, at: Date): Promise<number[]> {
  const rows = await db
    .update(jobIngestRuns)
    .set({
      status: 'failed',
      finishedAt: at,
      error: 'The process running this ingest stopped before it finished',
    })
    .where(eq(jobIngestRuns.status, 'running'))
    .returning({ id: jobIngestRuns.id });
  return rows.map((row) => row.id);
}
