import fp from 'fastify-plugin';
import { resumeTranslatorRoutes } from './resume-translator.routes';

/**
 * The resume translator: /api/users/{id}/resume-translations. It reads her resume through the one
 * resume model (core/resume-model) and what she disowned through the resumes plugin's
 * `disownedSkillTest`, so it imports nothing of the resumes feature.
 */
export const resumeTranslatorPlugin = fp(
  async (app) => {
    await app.register(resumeTranslatorRoutes, { prefix: '/api/users' });
  },
  { name: 'resume-translator', fastify: '5.x', dependencies: ['resumes'] },
);
