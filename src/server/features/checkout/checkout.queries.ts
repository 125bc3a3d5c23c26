import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { openCheckouts, payments, testCheckoutSessions } from '../../db/schema';

/**
 * One payment per checkout session (unique provider_session_id): the webhook, its replays and the
 * success page racing it all end here, and only the first insert writes anything.
 */
export async function fulfilCheckout(
  db: Database,
  input: {
    sessionId: string;
    userId: string;
    courseId: number;
    amountCents: number;
    currency: string;
    provider: 'stripe' | 'test';
  },
): Promise<{ created: boolean }> {
  const inserted = await db
    .insert(payments)
    .values({
      userId: input.userId,
      courseId: input.courseId,
      status: 'completed',
      provider: input.provider,
      providerSessionId: input.sessionId,
      amountCents: input.amountCents,
      currency: input.currency,
    })
    .onConflictDoNothing({ target: payments.providerSessionId })
    .returning({ id: payments.id });
  return { created: inserted.length > 0 };
}

export async function findTestSession(db: Database, id: string) {
  const [row] = await db
    .select()
    .from(testCheckoutSessions)
    .where(eq(testCheckoutSessions.id, id))
    .limit(1);
  return row;
}

export async function completeTestSession(db: Database, id: string): Promise<void> {
  await db
    .update(testCheckoutSessions)
    .set({ paid: true, status: 'complete' })
    .where(and(eq(testCheckoutSessions.id, id), eq(testCheckoutSessions.status, 'open')));
}

export async function expireTestSession(db: Database, id: string): Promise<void> {
  await db
    .update(testCheckoutSessions)
    .set({ status: 'expired' })
    .where(and(eq(testCheckoutSessions.id, id), eq(testCheckoutSessions.status, 'open')));
}

export type OpenCheckout = typeof openCheckouts.$inferSelect;

export async function findOpenCheckout(db: Database, userId: string, courseId: number) {
  const [row] = await db
    .select()
    .from(openCheckouts)
    .where(and(eq(openCheckouts.userId, userId), eq(openCheckouts.courseId, courseId)))
    .limit(1);
  return row;
}

/** Records a new open checkout unless another request recorded one first; false when it lost. */
export async function claimOpenCheckout(
  db: Database,
  row: Omit<OpenCheckout, 'createdAt'>,
): Promise<boolean> {
  const inserted = await db
    .insert(openCheckouts)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: openCheckouts.providerSessionId });
  return inserted.length > 0;
}

/** Forgets a checkout that can no longer be paid; only that session's row, never a newer one. */
export async function releaseOpenCheckout(
  db: Database,
  row: Pick<OpenCheckout, 'userId' | 'courseId' | 'providerSessionId'>,
): Promise<void> {
  await db
    .delete(openCheckouts)
    .where(
      and(
        eq(openCheckouts.userId, row.userId),
        eq(openCheckouts.courseId, row.courseId),
        eq(openCheckouts.providerSessionId, row.providerSessionId),
      ),
    );
}

/** Test checkouts are throwaway: ones older than this go when a new one is made. */
export const TEST_SESSION_KEEP_MS = 30 * 86_400_000;

export async function pruneTestSessions(db: Database, createdBefore: Date): Promise<number> {
  const gone = await db
    .delete(testCheckoutSessions)
    .where(lt(testCheckoutSessions.createdAt, createdBefore))
    .returning({ id: testCheckoutSessions.id });
  return gone.length;
}
