import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@/shared/contracts/errors';
import { UserParamsSchema, UserResponseSchema } from '@/shared/contracts/users';
import { assertSelf, requireUser } from '../../plugins/session';
import { toPublicUser } from './users.queries';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireUser);

  app.get(
    '/:id',
    {
      schema: {
        params: UserParamsSchema,
        response: { 200: UserResponseSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async (request) => ({ user: toPublicUser(assertSelf(request, request.params.id)) }),
  );
};
