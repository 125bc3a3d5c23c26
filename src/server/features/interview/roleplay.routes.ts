import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RoleplayAttemptInputSchema,
  RoleplayAttemptSchema,
  RoleplayAttemptsQuerySchema,
  RoleplayAttemptsResponseSchema,
  RoleplayParamsSchema,
  RoleplayProgressInputSchema,
  RoleplayProgressSchema,
  RoleplaysQuerySchema,
  RoleplaysResponseSchema,
  RoleplayViewSchema,
} from '@/shared/contracts/interview-roleplay';
import { UserParamsSchema } from '@/shared/contracts/users';
import { errorResponses, notFound } from '../../lib/http-errors';
import { assertSelf, requireUser, signedInUser } from '../../plugins/session';
import { keepRoleplayAttempt, roleplayAttemptsOf } from './keep-roleplay-attempt';
import {
  findRoleplay,
  roleplaySummary,
  roleplayView,
  stepView,
  UNKNOWN_ROLEPLAY,
  walkRoleplay,
} from './play-roleplay';

const errors = errorResponses(400, 401, 403, 404);

/** /api/interview/roleplays: the scenarios as she sees them, and where her replies lead. */
export const roleplayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireUser);

  app.get(
    '/roleplays',
    {
      schema: {
        querystring: RoleplaysQuerySchema,
        response: { 200: RoleplaysResponseSchema, ...errors },
      },
    },
    async (request) => {
      signedInUser(request);
      const { role } = request.query;
      const roleplays = app.content.interviewRoleplays.filter((r) => !role || r.track === role);
      return { roleplays: roleplays.map(roleplaySummary) };
    },
  );

  app.get(
    '/roleplays/:roleplayId',
    { schema: { params: RoleplayParamsSchema, response: { 200: RoleplayViewSchema, ...errors } } },
    async (request) => {
      signedInUser(request);
      const roleplay = findRoleplay(app.content, request.params.roleplayId);
      if (!roleplay) throw notFound(UNKNOWN_ROLEPLAY);
      return roleplayView(roleplay);
    },
  );

  // Stateless: the client sends her replies so far and gets the next line, so which reply leads
  // where (and why) never leaves the server, and a typed reply branches on the content's cues.
  app.post(
    '/roleplays/:roleplayId/next',
    {
      schema: {
        params: RoleplayParamsSchema,
        body: RoleplayProgressInputSchema,
        response: { 200: RoleplayProgressSchema, ...errors },
      },
    },
    async (request) => {
      signedInUser(request);
      const roleplay = findRoleplay(app.content, request.params.roleplayId);
      if (!roleplay) throw notFound(UNKNOWN_ROLEPLAY);
      return { step: stepView(walkRoleplay(roleplay, request.body.turns).at) };
    },
  );
};

/** /api/users/{id}/roleplay-attempts: the roleplays she finished, scored and kept. */
export const roleplayUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireUser);

  app.post(
    '/:id/roleplay-attempts',
    {
      schema: {
        params: UserParamsSchema,
        body: RoleplayAttemptInputSchema,
        response: { 201: RoleplayAttemptSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = assertSelf(request, request.params.id);
      const attempt = await keepRoleplayAttempt(app.db, app.content, user.id, request.body);
      return reply.code(201).send(attempt);
    },
  );

  app.get(
    '/:id/roleplay-attempts',
    {
      schema: {
        params: UserParamsSchema,
        querystring: RoleplayAttemptsQuerySchema,
        response: { 200: RoleplayAttemptsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = assertSelf(request, request.params.id);
      const attempts = await roleplayAttemptsOf(
        app.db,
        app.content,
        user.id,
        request.query.roleplayId,
      );
      return { attempts };
    },
  );
};
