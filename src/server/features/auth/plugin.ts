import fp from 'fastify-plugin';
import { absoluteUrl } from '../../lib/public-url';
import { authRoutes } from './auth.routes';

/** Accounts: registration, sign-in, sessions, verification and passwords under /api/auth. */
export const authPlugin = fp(
  async (app) => {
    await app.register(
      authRoutes({ signer: app.signer, absoluteUrl: (path) => absoluteUrl(app.config, path) }),
      { prefix: '/api/auth' },
    );
  },
  { name: 'auth', fastify: '5.x' },
);
