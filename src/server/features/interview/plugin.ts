import fp from 'fastify-plugin';
import { interviewQuestionRoutes, interviewUserRoutes } from './interview.routes';

/**
 * The Interview Studio (issue 28): the question banks (/api/interview/questions), her answers with
 * feedback that quotes her, and her story bank (/api/users/{id}/interview-answers, /stories).
 */
export const interviewPlugin = fp(
  async (app) => {
    await app.register(interviewQuestionRoutes, { prefix: '/api/interview' });
    await app.register(interviewUserRoutes, { prefix: '/api/users' });
  },
  { name: 'interview', fastify: '5.x', dependencies: ['resumes'] },
);
