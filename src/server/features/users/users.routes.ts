import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROLE_NAMES, type RoleName } from '@/shared/constants';
import { ProfileUpdateSchema, RecommendedRolesResponseSchema } from '@/shared/contracts/resumes';
import {
  NameUpdateSchema,
  TimeZoneUpdateSchema,
  UserParamsSchema,
  UserResponseSchema,
} from '@/shared/contracts/users';
import { errorResponses } from '../../lib/http-errors';
import { assertSelf, requireUser } from '../../plugins/session';
import {
  toPublicUser,
  updateName,
  updateProfile,
  updateTimeZone,
} from '../../core/users/users.queries';

const errors = errorResponses(400, 401, 403);

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireUser);

  app.get(
    '/:id',
    { schema: { params: UserParamsSchema, response: { 200: UserResponseSchema, ...errors } } },
    async (request) => ({ user: toPublicUser(assertSelf(request, request.params.id)) }),
  );

  /** The manual profile form (decisions.md: 'Enter details manually instead' / 'Edit profile'). */
  app.patch(
    '/:id',
    {
      schema: {
        params: UserParamsSchema,
        body: ProfileUpdateSchema,
        response: { 200: UserResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = assertSelf(request, request.params.id);
      const updated = await updateProfile(app.db, user.id, request.body);
      app.sessionCache.forgetUser(user.id);
      return { user: toPublicUser(updated) };
    },
  );

  /**
   * Her name, from the account page (walk-through m12). Certificates show the name she has now:
   * a name was never proof of identity here (anyone registers under any name), so letting her
   * correct it takes nothing from a certificate, and a typo on her credential is hers to fix.
   */
  app.patch(
    '/:id/name',
    {
      schema: {
        params: UserParamsSchema,
        body: NameUpdateSchema,
        response: { 200: UserResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = assertSelf(request, request.params.id);
      const updated = await updateName(app.db, user.id, request.body);
      app.sessionCache.forgetUser(user.id);
      return { user: toPublicUser(updated) };
    },
  );

  /** Her time zone, from the account page: her follow-up reminders come on her morning there. */
  app.put(
    '/:id/time-zone',
    {
      schema: {
        params: UserParamsSchema,
        body: TimeZoneUpdateSchema,
        response: { 200: UserResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = assertSelf(request, request.params.id);
      const updated = await updateTimeZone(app.db, user.id, request.body.timeZone);
      app.sessionCache.forgetUser(user.id);
      return { user: toPublicUser(updated) };
    },
  );

  /** The roles the dashboard builds paths for: set by the resume analysis or the profile form. */
  app.get(
    '/:id/recommended-roles',
    {
      schema: {
        params: UserParamsSchema,
        response: { 200: RecommendedRolesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = assertSelf(request, request.params.id);
      const recommendedRoles = user.targetRoles
        .filter((role): role is RoleName => (ROLE_NAMES as readonly string[]).includes(role))
        .map((role) => ({ role }));
      return { hasRecommendations: recommendedRoles.length > 0, recommendedRoles };
    },
  );
};
