import fp from 'fastify-plugin';
import { learningPathsRoutes } from './learning-paths.routes';

/** Learning paths. */
export const learningPathsPlugin = fp(
  async (app) => {
    await app.register(learningPathsRoutes, { prefix: '/api' });
  },
  { name: 'learning-paths', fastify: '5.x' },
);
