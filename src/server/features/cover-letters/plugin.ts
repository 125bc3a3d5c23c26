import fp from 'fastify-plugin';
import { coverLettersRoutes } from './cover-letters.routes';

/**
 * Cover letters (issue 29): one per application, built from the posting and her own evidence,
 * every sentence traceable and checked by the fact guard (/api/users/{id}/applications/
 * {applicationId}/cover-letter).
 */
export const coverLettersPlugin = fp(
  async (app) => {
    await app.register(coverLettersRoutes, { prefix: '/api/users' });
  },
  { name: 'cover-letters', fastify: '5.x', dependencies: ['applications', 'resumes'] },
);
