import fp from 'fastify-plugin';
import { interviewQuestionRoutes, interviewUserRoutes } from './interview.routes';
import { roleplayRoutes, roleplayUserRoutes } from './roleplay.routes';

/**
 * The Interview Studio (issue 28): the question banks (/api/interview/questions), her answers with
 * feedback that quotes her, her story bank (/api/users/{id}/interview-answers, /stories), and the
 * scripted roleplays (/api/interview/roleplays, /api/users/{id}/roleplay-attempts).
 */
export const interviewPlugin = fp(
  async (app) => {
    await app.register(interviewQuestionRoutes, { prefix: '/api/interview' });
    await app.register(interviewUserRoutes, { prefix: '/api/users' });
    await app.register(roleplayRoutes, { prefix: '/api/interview' });
    await app.register(roleplayUserRoutes, { prefix: '/api/users' });
  },
  { name: 'interview', fastify: '5.x', dependencies: ['resumes'] },
);
