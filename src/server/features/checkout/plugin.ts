import fp from 'fastify-plugin';
import { checkoutRoutes, createCheckoutProvider } from './checkout.routes';
import { createStripeClient } from './stripe-provider';

/** Checkout: Stripe when STRIPE_SECRET_KEY is set, the built-in test checkout otherwise. */
export const checkoutPlugin = fp(
  async (app) => {
    const stripe = app.config.stripe ? await createStripeClient(app.config.stripe) : null;
    await app.register(
      checkoutRoutes({ provider: createCheckoutProvider(app, stripe, app.config), stripe }),
      { prefix: '/api' },
    );
  },
  { name: 'checkout', fastify: '5.x' },
);
