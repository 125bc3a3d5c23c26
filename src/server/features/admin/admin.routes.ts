import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminPeoplePageSchema, AdminPeopleQuerySchema } from '@/shared/contracts/admin';
import { errorResponses } from '../../lib/http-errors';
import { requireAdmin } from '../../plugins/session';
import { findPeople } from './find-people';

const errors = errorResponses(400, 401, 403);

/** The administrators' page: finding a person. Her courses are granted and revoked in payments. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireAdmin);

  app.get(
    '/admin/users',
    {
      schema: {
        querystring: AdminPeopleQuerySchema,
        response: { 200: AdminPeoplePageSchema, ...errors },
      },
    },
    async (request) => findPeople(app.db, request.query),
  );
};
