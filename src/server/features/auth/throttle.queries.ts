import { createHash, randomUUID } from 'node:crypto';
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authAttempts } from '../../db/schema';

/** A budget: at most `max` attempts counted under `key` in any `windowSeconds` stretch. */
export interface Budget {
  key: string;
  max: number;
  windowSeconds: number;
}

export type Reservation =
  | { ok: true; attemptId: string }
  /** `key` is the first budget that is spent; `retryAfter` says when every spent one has room. */
  | { ok: false; key: string; retryAfter: number };

/**
 * Advisory lock ids: the first 8 bytes of the key's SHA-256. Keys are locked in id order, so two
 * requests that share keys always queue in the same order and cannot deadlock.
 */
const lockId = (key: string) =>
  createHash('sha256').update(key).digest().readBigInt64BE(0).toString();

const since = (windowSeconds: number) => sql`now() - make_interval(secs => ${windowSeconds}::int)`;

/**
 * Takes one slot in every budget, or none: in one transaction holding an advisory lock per key,
 * it counts each key's rows in its window and, only when every budget has room, inserts one row
 * per key. A parallel request for the same key waits on the lock and then counts this row, so a
 * burst of N requests takes at most `max` slots, on one instance or many, on PostgreSQL as on
 * PGlite (where a transaction runs alone anyway). The row stays as the record of the attempt;
 * `giveBack` deletes it when the attempt should not count (a right password).
 */
export async function reserve(db: Database, budgets: Budget[]): Promise<Reservation> {
  const ordered = [...budgets].sort((a, b) => (lockId(a.key) < lockId(b.key) ? -1 : 1));
  const result = await db.transaction(async (tx) => {
    for (const budget of ordered) {
      await tx.execute(sql`select pg_advisory_xact_lock(${lockId(budget.key)}::bigint)`);
    }
    let refusal: { key: string; retryAfter: number } | undefined;
    for (const budget of budgets) {
      const [row] = await tx
        .select({ n: count() })
        .from(authAttempts)
        .where(
          and(
            eq(authAttempts.key, budget.key),
            gt(authAttempts.createdAt, since(budget.windowSeconds)),
          ),
        );
      const used = row?.n ?? 0;
      if (used < budget.max) continue;
      // Room comes back when the max-th newest row leaves the window.
      const [pivot] = await tx
        .select({
          wait: sql<number>`ceil(extract(epoch from (${authAttempts.createdAt} + make_interval(secs => ${budget.windowSeconds}::int) - now())))::int`,
        })
        .from(authAttempts)
        .where(
          and(
            eq(authAttempts.key, budget.key),
            gt(authAttempts.createdAt, since(budget.windowSeconds)),
          ),
        )
        .orderBy(sql`${authAttempts.createdAt} desc`)
        .offset(budget.max - 1)
        .limit(1);
      const retryAfter = Math.max(1, pivot?.wait ?? budget.windowSeconds);
      refusal = {
        key: refusal?.key ?? budget.key,
        retryAfter: Math.max(refusal?.retryAfter ?? 0, retryAfter),
      };
    }
    if (refusal) return { ok: false as const, ...refusal };
    const attemptId = randomUUID();
    await tx.insert(authAttempts).values(budgets.map((budget) => ({ key: budget.key, attemptId })));
    return { ok: true as const, attemptId };
  });
  await purgeOldAttempts(db);
  return result;
}

/** The attempt did not count (she got in): its rows go. */
export async function giveBack(db: Database, attemptId: string): Promise<void> {
  await db.delete(authAttempts).where(eq(authAttempts.attemptId, attemptId));
}

/** Every attempt counted under the key goes (a successful sign-in clears her failures). */
export async function clearKey(db: Database, key: string): Promise<void> {
  await db.delete(authAttempts).where(eq(authAttempts.key, key));
}

export async function attemptsInWindow(db: Database, budget: Budget): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(authAttempts)
    .where(
      and(
        eq(authAttempts.key, budget.key),
        gt(authAttempts.createdAt, since(budget.windowSeconds)),
      ),
    );
  return row?.n ?? 0;
}

/** The longest window is a day; older rows count for nothing. At most once a minute per instance. */
let lastPurge = 0;
async function purgeOldAttempts(db: Database): Promise<void> {
  if (Date.now() - lastPurge < 60_000) return;
  lastPurge = Date.now();
  await db.delete(authAttempts).where(lt(authAttempts.createdAt, sql`now() - interval '1 day'`));
}
