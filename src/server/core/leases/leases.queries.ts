import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobIngestLease } from '../../db/schema';

/**
 * Named leases, so that with several app instances on one database one of them does a periodic job
 * at a time: the job-feed ingest, the alert digest, the follow-up reminders. (The table keeps the
 * name it had when the ingest was its only user.)
 */

/** Takes the lease unless another holder's is still valid. */
export async function acquireLease(
  db: Database,
  name: string,
  holder: string,
  ttlMs: number,
): Promise<boolean> {
  const expiresAt = new Date(Date.now() + ttlMs);
  const rows = await db
    .insert(jobIngestLease)
    .values({ name, holder, expiresAt })
    .onConflictDoUpdate({
      target: jobIngestLease.name,
      set: { holder, expiresAt },
      setWhere: lt(jobIngestLease.expiresAt, new Date()),
    })
    .returning({ holder: jobIngestLease.holder });
  return rows[0]?.holder === holder;
}

export async function releaseLease(db: Database, name: string, holder: string): Promise<void> {
  await db
    .delete(jobIngestLease)
    .where(and(eq(jobIngestLease.name, name), eq(jobIngestLease.holder, holder)));
}

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
