import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminMailListSchema,
  AdminMailQuerySchema,
  AdminPeoplePageSchema,
  AdminPeopleQuerySchema,
  AdminQueueJobListSchema,
  AdminQueueJobsQuerySchema,
} from '@/shared/contracts/admin';
import { MessageResponseSchema } from '@/shared/contracts/auth';
import { listMailJobs, retryMailJob } from '../../lib/mail/mail-outbox';
import { errorResponses, HttpError } from '../../lib/http-errors';
import { recentQueueJobs } from '../../lib/queue/recent-jobs';
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

  app.get(
    '/admin/mail',
    {
      schema: {
        querystring: AdminMailQuerySchema,
        response: { 200: AdminMailListSchema, ...errors },
      },
    },
    async (request) => ({ mail: await listMailJobs(app.jobQueue.db, request.query.status) }),
  );

  app.get(
    '/admin/jobs',
    {
      schema: {
        querystring: AdminQueueJobsQuerySchema,
        response: { 200: AdminQueueJobListSchema, ...errors },
      },
    },
    async (request) => ({ jobs: await recentQueueJobs(app.jobQueue.db, request.query) }),
  );

  app.post(
    '/admin/mail/:id/retry',
    {
      schema: {
        params: z.object({ id: z.uuid('That is not an email id') }),
        response: { 202: MessageResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      if (!(await retryMailJob(app.jobQueue, request.params.id)))
        throw new HttpError(404, 'No failed email has that id.', 'NOT_FOUND');
      return reply.status(202).send({ message: 'The email is queued to be sent again.' });
    },
  );
};
