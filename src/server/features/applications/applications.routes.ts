import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApplicationListSchema,
  ApplicationParamsSchema,
  ApplicationSchema,
  CreateApplicationSchema,
  UpdateApplicationSchema,
} from '@/shared/contracts/applications';
import { UserParamsSchema } from '@/shared/contracts/users';
import { errorResponses, notFound } from '../../lib/http-errors';
import { assertSelf, requireUser } from '../../plugins/session';
import { applicationsCsv } from './applications-csv';
import {
  createApplication,
  deleteApplication,
  findFeedJob,
  listApplications,
  updateApplication,
} from './applications.queries';

const errors = errorResponses(400, 401, 403, 404);
const NOT_FOUND = 'That application was not found. It may have been deleted.';

/** /api/users/{id}/applications: her application tracker (stages, notes, follow-ups, a CSV log). */
export const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireUser);

  app.get(
    '/:id/applications',
    { schema: { params: UserParamsSchema, response: { 200: ApplicationListSchema, ...errors } } },
    async (request) => listApplications(app.db, assertSelf(request, request.params.id).id),
  );

  app.get(
    '/:id/applications/export.csv',
    { schema: { params: UserParamsSchema } },
    async (request, reply) => {
      const user = assertSelf(request, request.params.id);
      const csv = applicationsCsv(await listApplications(app.db, user.id));
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="applications-${day}.csv"`)
        .send(csv);
    },
  );

  app.post(
    '/:id/applications',
    {
      schema: {
        params: UserParamsSchema,
        body: CreateApplicationSchema,
        response: { 200: ApplicationSchema, 201: ApplicationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = assertSelf(request, request.params.id);
      const body = request.body;
      let input;
      if (body.jobId !== undefined) {
        const job = await findFeedJob(app.db, body.jobId);
        if (!job) throw notFound('That job is no longer in the feed.');
        input = {
          jobId: job.id,
          title: job.title,
          company: job.company,
          url: job.applyUrl,
          location: job.isRemote ? 'Remote' : job.location,
        };
      } else {
        input = {
          jobId: null,
          title: body.title!,
          company: body.company!,
          url: body.url!,
          location: body.location || null,
        };
      }
      const { application, created } = await createApplication(app.db, user.id, input);
      return reply.code(created ? 201 : 200).send(application);
    },
  );

  app.patch(
    '/:id/applications/:applicationId',
    {
      schema: {
        params: ApplicationParamsSchema,
        body: UpdateApplicationSchema,
        response: { 200: ApplicationSchema, ...errors },
      },
    },
    async (request) => {
      const user = assertSelf(request, request.params.id);
      const updated = await updateApplication(
        app.db,
        user.id,
        request.params.applicationId,
        request.body,
      );
      if (!updated) throw notFound(NOT_FOUND);
      return updated;
    },
  );

  app.delete(
    '/:id/applications/:applicationId',
    {
      schema: {
        params: ApplicationParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const user = assertSelf(request, request.params.id);
      if (!(await deleteApplication(app.db, user.id, request.params.applicationId))) {
        throw notFound(NOT_FOUND);
      }
      return reply.code(204).send(null);
    },
  );
};
