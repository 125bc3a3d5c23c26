import fp from 'fastify-plugin';
import { resumeTranslatorRoutes } from './resume-translator.routes';

/** The resume translator: /api/users/{id}/translations. */
export const resumeTranslatorPlugin = fp(
  async (app) => {
    await app.register(resumeTranslatorRoutes, { prefix: '/api/users' });
  },
  { name: 'resume-translator', fastify: '5.x' },
);
