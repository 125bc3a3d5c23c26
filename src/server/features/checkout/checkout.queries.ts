import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments, testCheckoutSessions } from '../../db/schema';

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
    .where(eq(testCheckoutSessions.id, id));
}
