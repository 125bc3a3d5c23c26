import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { badRequest, conflict, forbidden } from '../../lib/http-errors';
import type { CheckoutProvider, CreateSessionInput, RetrievedSession } from './checkout-provider';
import {
  claimOpenCheckout,
  findOpenCheckout,
  fulfilCheckout,
  releaseOpenCheckout,
} from './checkout.queries';

/** What opening and fulfilling a checkout needs from the request: the database and its logger. */
export interface CheckoutContext {
  db: Database;
  log: FastifyBaseLogger;
}

/** Grants the course if, and only if, the provider says this session is paid for this user and course. */
export async function verifyAndFulfil(
  ctx: CheckoutContext,
  provider: CheckoutProvider,
  session: RetrievedSession,
  expected: { userId: string; courseId: number },
) {
  if (session.userId !== expected.userId)
    throw forbidden('This payment belongs to another account');
  if (session.courseId !== expected.courseId)
    throw badRequest('This payment is for a different course');
  if (!session.paid) throw conflict('This payment has not been completed', 'PAYMENT_INCOMPLETE');
  const { created } = await fulfilCheckout(ctx.db, {
    sessionId: session.id,
    userId: session.userId,
    courseId: session.courseId,
    amountCents: session.amountTotal ?? 0,
    currency: session.currency ?? 'usd',
    provider: provider.mode,
  });
  ctx.log.info(
    { sessionId: session.id, userId: session.userId, courseId: session.courseId, created },
    'checkout fulfilled',
  );
  return created;
}

const OPEN_CHECKOUT_ATTEMPTS = 3;
/** An open session closer than this to expiring is replaced: nobody should be cut off mid-payment. */
const MIN_REMAINING_CHECKOUT_MS = 30 * 60_000;

/**
 * One payable session per buyer and course. A second click, or a second tab, gets the session that
 * is still open; a new one is opened only when the last has expired or was never paid. Two requests
 * racing both create a session, but only one is recorded and the loser's is expired at once, so at
 * no point can the same person pay twice for one course.
 */
export async function openCheckout(
  ctx: CheckoutContext,
  provider: CheckoutProvider,
  input: CreateSessionInput,
): Promise<string> {
  const { db } = ctx;
  const { userId } = input;
  const courseId = input.course.id;
  for (let attempt = 0; attempt < OPEN_CHECKOUT_ATTEMPTS; attempt++) {
    const existing = await findOpenCheckout(db, userId, courseId);
    if (existing) {
      const session =
        existing.provider === provider.mode
          ? await provider.retrieveSession(existing.providerSessionId)
          : null;
      const lastsLongEnough =
        !session?.expiresAt || session.expiresAt.getTime() - Date.now() > MIN_REMAINING_CHECKOUT_MS;
      if (session?.status === 'open' && session.url && lastsLongEnough) {
        ctx.log.info({ userId, courseId, sessionId: session.id }, 'checkout resumed');
        return session.url;
      }
      if (session?.status === 'open') await provider.expireSession(session.id);
      if (session?.paid) {
        // Paid, but the webhook and the success page have not reported it yet.
        await verifyAndFulfil(ctx, provider, session, { userId, courseId });
        throw conflict('You already have access to this course', 'ALREADY_PAID');
      }
      await releaseOpenCheckout(db, existing);
    }
    const created = await provider.createSession(input);
    const claimed = await claimOpenCheckout(db, {
      userId,
      courseId,
      provider: provider.mode,
      providerSessionId: created.id,
      url: created.url,
    });
    if (claimed) {
      ctx.log.info(
        { userId, courseId, sessionId: created.id, mode: provider.mode },
        'checkout started',
      );
      return created.url;
    }
    await provider.expireSession(created.id);
  }
  throw conflict('Checkout is being opened in another window. Please try again.', 'CHECKOUT_BUSY');
}
