import fp from 'fastify-plugin';
import { usersRoutes } from './users.routes';

/** Her profile: /api/users/{id}. */
export const usersPlugin = fp(
  async (app) => {
    await app.register(usersRoutes, { prefix: '/api/users' });
  },
  { name: 'users', fastify: '5.x' },
);
