import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import { trackByCourseId } from '@/shared/constants';
import {
  CheckoutBodySchema,
  CheckoutResponseSchema,
  PaymentSuccessBodySchema,
  PaymentSuccessResponseSchema,
  TestCheckoutSessionSchema,
} from '@/shared/contracts/checkout';
import { UserIdSchema } from '@/shared/contracts/users';
import type { AppConfig } from '../../config/env';
import { HttpError, badRequest, conflict, errorResponses, notFound } from '../../lib/http-errors';
import { absoluteUrl } from '../../lib/public-url';
import { assertSelf, requireUser, signedInUser } from '../../plugins/session';
import { paidCourseIds } from '../../core/learning/learning.queries';
import { findUserById } from '../../core/users/users.queries';
import type { CheckoutProvider } from './checkout-provider';
import { completeTestSession, findTestSession } from './checkout.queries';
import { openCheckout, verifyAndFulfil, type CheckoutContext } from './open-checkout';
import { createStripeProvider } from './stripe-provider';
import { createTestProvider } from './test-provider';

const errors = errorResponses(400, 401, 403, 404, 409);

const checkoutContext = (request: FastifyRequest): CheckoutContext => ({
  db: request.server.db,
  log: request.log,
});

export function checkoutRoutes(options: {
  provider: CheckoutProvider;
  stripe: Stripe | null;
}): FastifyPluginAsyncZod {
  const { provider, stripe } = options;
  return async (app) => {
    app.post(
      '/checkout',
      {
        preHandler: requireUser,
        schema: { body: CheckoutBodySchema, response: { 200: CheckoutResponseSchema, ...errors } },
      },
      async (request) => {
        const user = signedInUser(request);
        const track = trackByCourseId(request.body.courseId);
        if (!track) throw badRequest('Invalid course - checkout URL not configured');
        const course = app.content.courseBySlug[track.slug];
        if ((await paidCourseIds(app.db, user.id)).has(course.id)) {
          throw conflict('You already have access to this course', 'ALREADY_PAID');
        }
        const url = await openCheckout(checkoutContext(request), provider, {
          userId: user.id,
          email: user.email,
          course: {
            id: course.id,
            slug: course.slug,
            title: course.title,
            description: course.description,
            priceCents: course.price,
          },
          successPath: `/payment-success/${track.slug}?session_id={CHECKOUT_SESSION_ID}`,
          // Back to the course she was buying, which says nothing was charged (walk-through m18).
          cancelPath: `/course/${track.slug}?checkout=cancelled`,
        });
        return { url, mode: provider.mode };
      },
    );

    /** The success page's confirmation: asks the provider, never trusts the query string. */
    app.post(
      '/stripe/payment-success',
      {
        preHandler: requireUser,
        schema: {
          body: PaymentSuccessBodySchema,
          response: { 200: PaymentSuccessResponseSchema, ...errors },
        },
      },
      async (request) => {
        const user = assertSelf(request, request.body.userId);
        const session = await provider.retrieveSession(request.body.stripeSessionId);
        if (!session) throw notFound('No checkout session with this id');
        const created = await verifyAndFulfil(checkoutContext(request), provider, session, {
          userId: user.id,
          courseId: request.body.courseId,
        });
        return { ok: true as const, courseId: request.body.courseId, alreadyActive: !created };
      },
    );

    if (provider.mode === 'test') {
      app.log.warn(
        'STRIPE_SECRET_KEY is not set: checkout is the built-in test page and every purchase is ' +
          'free. Set STRIPE_SECRET_KEY before anyone pays for real.',
      );
      app.get(
        '/test-checkout/:id',
        {
          preHandler: requireUser,
          schema: {
            params: z.object({ id: z.string().max(100) }),
            response: { 200: TestCheckoutSessionSchema, ...errors },
          },
        },
        async (request) => {
          const row = await findTestSession(app.db, request.params.id);
          if (!row || row.userId !== signedInUser(request).id)
            throw notFound('No checkout session with this id');
          const course = app.content.courseBySlug[trackByCourseId(row.courseId)!.slug];
          return {
            id: row.id,
            courseTitle: course.title,
            courseDescription: course.description,
            amount: row.amountCents,
            currency: row.currency,
            paid: row.paid,
            expired: row.status === 'expired',
            cancelUrl: row.cancelUrl,
          };
        },
      );

      app.post(
        '/test-checkout/:id/pay',
        {
          preHandler: requireUser,
          schema: {
            params: z.object({ id: z.string().max(100) }),
            response: { 200: z.object({ redirectUrl: z.string() }), ...errors },
          },
        },
        async (request) => {
          const row = await findTestSession(app.db, request.params.id);
          if (!row || row.userId !== signedInUser(request).id)
            throw notFound('No checkout session with this id');
          if (row.status === 'expired')
            throw conflict(
              'This checkout has expired. Start again from the course page.',
              'CHECKOUT_EXPIRED',
            );
          await completeTestSession(app.db, row.id);
          return { redirectUrl: row.successUrl };
        },
      );
    }

    await app.register(stripeWebhookRoute(provider, stripe, app.config.stripe?.webhookSecret));
  };
}

/** Raw-body route: the signature covers the exact bytes, so JSON is parsed only after verification. */
function stripeWebhookRoute(
  provider: CheckoutProvider,
  stripe: Stripe | null,
  secret: string | undefined,
): FastifyPluginAsync {
  return async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 512 * 1024 },
      (_request, body, done) => done(null, body),
    );
    app.post('/stripe/webhook', async (request, reply) => {
      if (!stripe || !secret)
        throw new HttpError(404, 'Webhooks are not configured on this server', 'WEBHOOK_DISABLED');
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body))
        throw badRequest('Missing Stripe-Signature header or body');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(request.body, signature, secret);
      } catch (error) {
        request.log.warn({ err: error }, 'stripe webhook signature refused');
        throw badRequest('Webhook signature verification failed');
      }
      if (
        event.type === 'checkout.session.completed' ||
        event.type === 'checkout.session.async_payment_succeeded'
      ) {
        const sent = (event.data as { object?: { id?: unknown } } | undefined)?.object;
        if (typeof sent?.id !== 'string' || !sent.id)
          throw badRequest('This event carries no checkout session', 'WEBHOOK_NO_SESSION');
        // The event only says which session changed; who paid for what comes from the provider.
        const session = await provider.retrieveSession(sent.id);
        const { userId, courseId } = session ?? { userId: null, courseId: null };
        const known =
          userId !== null &&
          UserIdSchema.safeParse(userId).success &&
          courseId !== null &&
          trackByCourseId(courseId) !== undefined &&
          (await findUserById(request.server.db, userId)) !== undefined;
        if (session?.paid && !known) {
          // Not ours to grant (another app on the account, a deleted user): acknowledge it, or
          // Stripe would retry for days.
          request.log.warn(
            { sessionId: session.id, userId, courseId },
            'webhook names no user or course here',
          );
        } else if (!session) {
          request.log.warn({ sessionId: sent.id }, 'webhook names a session the provider lacks');
        } else if (session.paid) {
          await verifyAndFulfil(checkoutContext(request), provider, session, {
            userId: userId!,
            courseId: courseId!,
          });
        }
      }
      return reply.send({ received: true });
    });
  };
}

export function createCheckoutProvider(
  app: { db: Parameters<typeof createTestProvider>[0] },
  stripe: Stripe | null,
  config: Pick<AppConfig, 'publicUrl' | 'port'>,
): CheckoutProvider {
  return stripe
    ? createStripeProvider(stripe, (path) => absoluteUrl(config, path))
    : createTestProvider(app.db);
}
