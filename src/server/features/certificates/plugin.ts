import fp from 'fastify-plugin';
import { certificatesRoutes } from './certificates.routes';

/** Certificates: hers, and the public verification page. */
export const certificatesPlugin = fp(
  async (app) => {
    await app.register(certificatesRoutes, { prefix: '/api' });
  },
  { name: 'certificates', fastify: '5.x' },
);
