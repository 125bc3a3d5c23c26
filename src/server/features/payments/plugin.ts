import fp from 'fastify-plugin';
import { paymentsRoutes } from './payments.routes';

/** Payments and course grants. */
export const paymentsPlugin = fp(
  async (app) => {
    await app.register(paymentsRoutes, { prefix: '/api' });
  },
  { name: 'payments', fastify: '5.x' },
);
