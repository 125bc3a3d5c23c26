import fp from 'fastify-plugin';
import { assessmentsRoutes } from './assessments.routes';

/** Skill assessments: /api/assessments. */
export const assessmentsPlugin = fp(
  async (app) => {
    await app.register(assessmentsRoutes, { prefix: '/api/assessments' });
  },
  { name: 'assessments', fastify: '5.x' },
);
