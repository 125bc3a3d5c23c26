import fp from 'fastify-plugin';
import { coursesRoutes } from './courses.routes';

/** The course catalogue: /api/courses. */
export const coursesPlugin = fp(
  async (app) => {
    await app.register(coursesRoutes, { prefix: '/api/courses' });
  },
  { name: 'courses', fastify: '5.x' },
);
