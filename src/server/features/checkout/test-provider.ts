import { randomBytes } from 'node:crypto';
import { testCheckoutPagePath } from '@/shared/paths';
import type { Database } from '../../db/client';
import { testCheckoutSessions } from '../../db/schema';
import type { CheckoutProvider } from './checkout-provider';
import {
  TEST_SESSION_KEEP_MS,
  expireTestSession,
  findTestSession,
  pruneTestSessions,
} from './checkout.queries';

/**
 * decisions.md: with no payment-provider key a built-in, clearly labelled test checkout stands in for
 * the hosted page, so the whole purchase flow works on a fresh machine. Sessions live in our
 * database; the success page then verifies them exactly as it verifies Stripe's.
 */
export function createTestProvider(db: Database): CheckoutProvider {
  return {
    mode: 'test',
    async createSession({ userId, course, successPath, cancelPath }) {
      const id = `cs_test_local_${randomBytes(12).toString('hex')}`;
      await db.insert(testCheckoutSessions).values({
        id,
        userId,
        courseId: course.id,
        amountCents: course.priceCents,
        currency: 'usd',
        successUrl: successPath.replace('{CHECKOUT_SESSION_ID}', id),
        cancelUrl: cancelPath,
      });
      // Housekeeping on a path that is already writing, so the table does not grow for ever.
      await pruneTestSessions(db, new Date(Date.now() - TEST_SESSION_KEEP_MS));
      return { id, url: testCheckoutPagePath(id) };
    },
    async retrieveSession(id) {
      const row = await findTestSession(db, id);
      if (!row) return null;
      return {
        id: row.id,
        status: row.status,
        paid: row.paid,
        url: row.status === 'open' ? testCheckoutPagePath(row.id) : null,
        expiresAt: null,
        userId: row.userId,
        courseId: row.courseId,
        amountTotal: row.amountCents,
        currency: row.currency,
      };
    },
    expireSession: (id) => expireTestSession(db, id),
  };
}
