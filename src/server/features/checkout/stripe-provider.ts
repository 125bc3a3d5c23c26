import type Stripe from 'stripe';
import type { AppConfig } from '../../config/env';
import type { CheckoutProvider, RetrievedSession } from './checkout-provider';

type StripeConfig = NonNullable<AppConfig['stripe']>;

/** The SDK is loaded only when a key is set: a server in test mode never holds its ~20 MB. */
export async function createStripeClient(config: StripeConfig): Promise<Stripe> {
  const { default: StripeSdk } = await import('stripe');
  return new StripeSdk(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    ...(config.host ? { host: config.host } : {}),
    ...(config.port ? { port: config.port } : {}),
    ...(config.protocol ? { protocol: config.protocol } : {}),
    appInfo: { name: 'Classroom to Career' },
  });
}

export function toRetrievedSession(session: Stripe.Checkout.Session): RetrievedSession {
  const courseId = Number(session.metadata?.courseId);
  return {
    id: session.id,
    // A status this code does not know is never reused as a payable page.
    status:
      session.status === 'open' ? 'open' : session.status === 'complete' ? 'complete' : 'expired',
    paid: session.payment_status === 'paid',
    url: session.url,
    expiresAt: session.expires_at ? new Date(session.expires_at * 1000) : null,
    userId: session.client_reference_id ?? session.metadata?.userId ?? null,
    courseId: Number.isInteger(courseId) ? courseId : null,
    amountTotal: session.amount_total,
    currency: session.currency,
  };
}

/**
 * Hosted Stripe Checkout, priced from our catalogue (price_data), so the catalogue is the one price
 * list. Return links are absolute on PUBLIC_URL (`absoluteUrl`), never built from a Host header.
 */
export function createStripeProvider(
  stripe: Stripe,
  absoluteUrl: (path: string) => string,
): CheckoutProvider {
  return {
    mode: 'stripe',
    async createSession({ userId, email, course, successPath, cancelPath }) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: course.priceCents,
              product_data: { name: course.title, description: course.description },
            },
          },
        ],
        client_reference_id: userId,
        customer_email: email,
        metadata: { userId, courseId: String(course.id) },
        success_url: absoluteUrl(successPath),
        cancel_url: absoluteUrl(cancelPath),
      });
      if (!session.url)
        throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      return { id: session.id, url: session.url };
    },
    async retrieveSession(id) {
      try {
        return toRetrievedSession(await stripe.checkout.sessions.retrieve(id));
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 404) return null;
        throw error;
      }
    },
    async expireSession(id) {
      try {
        await stripe.checkout.sessions.expire(id);
      } catch (error) {
        // Stripe refuses to expire a session that is complete or already expired: nothing to do.
        const status = (error as { statusCode?: number }).statusCode;
        if (status !== 400 && status !== 404) throw error;
      }
    },
  };
}
