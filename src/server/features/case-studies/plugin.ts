import fp from 'fastify-plugin';
import { caseStudiesRoutes } from './case-studies.routes';

/** Case studies: /api/case-studies. */
export const caseStudiesPlugin = fp(
  async (app) => {
    await app.register(caseStudiesRoutes, { prefix: '/api/case-studies' });
  },
  { name: 'case-studies', fastify: '5.x' },
);
