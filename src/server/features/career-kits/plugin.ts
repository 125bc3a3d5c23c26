import fp from 'fastify-plugin';
import { careerKitsRoutes } from './career-kits.routes';

/** Career kits and their PDF. */
export const careerKitsPlugin = fp(
  async (app) => {
    await app.register(careerKitsRoutes, { prefix: '/api' });
  },
  { name: 'career-kits', fastify: '5.x' },
);
