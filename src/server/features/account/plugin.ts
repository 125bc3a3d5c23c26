import fp from 'fastify-plugin';
import { accountRoutes } from './account.routes';

/** Her account: export and deletion under /api/users/{id}. */
export const accountPlugin = fp(
  async (app) => {
    await app.register(accountRoutes, { prefix: '/api/users' });
  },
  { name: 'account', fastify: '5.x', dependencies: ['resumes'] },
);
