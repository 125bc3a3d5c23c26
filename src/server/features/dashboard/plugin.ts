import fp from 'fastify-plugin';
import { dashboardRoutes } from './dashboard.routes';

/** Her dashboard's data in one answer, read through the public surface of the features it shows. */
export const dashboardPlugin = fp(
  async (app) => {
    await app.register(dashboardRoutes, { prefix: '/api/users' });
  },
  {
    name: 'dashboard',
    fastify: '5.x',
    dependencies: ['resumes', 'courses', 'certificates', 'applications', 'exit-planner'],
  },
);
