import fp from 'fastify-plugin';
import { healthRoutes } from './health.routes';

/** Liveness and health: /api/health (answers under load shedding). */
export const healthPlugin = fp(
  async (app) => {
    await app.register(healthRoutes, { prefix: '/api/health' });
  },
  { name: 'health', fastify: '5.x', dependencies: ['jobs'] },
);
