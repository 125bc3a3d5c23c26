import fp from 'fastify-plugin';
import { adminRoutes } from './admin.routes';

/** The administrators' screen: /api/admin. */
export const adminPlugin = fp(
  async (app) => {
    await app.register(adminRoutes, { prefix: '/api' });
  },
  { name: 'admin', fastify: '5.x' },
);
