import fp from 'fastify-plugin';
import { miniCoursesRoutes } from './mini-courses.routes';

/** Mini-courses: /api/mini-courses. */
export const miniCoursesPlugin = fp(
  async (app) => {
    await app.register(miniCoursesRoutes, { prefix: '/api/mini-courses' });
  },
  { name: 'mini-courses', fastify: '5.x' },
);
