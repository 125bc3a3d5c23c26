import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { trackByCourseId } from '@/shared/constants';
import {
  GrantCourseAccessBodySchema,
  PaymentListSchema,
  PaymentSchema,
} from '@/shared/contracts/learning';
import { RevokeCourseAccessResponseSchema } from '@/shared/contracts/admin';
import { UserParamsSchema } from '@/shared/contracts/users';
import { errorResponses, forbidden, notFound } from '../../lib/http-errors';
import {
  assertSelf,
  isAdmin,
  requireAdmin,
  requireUser,
  signedInUser,
} from '../../plugins/session';
import {
  grantCourseAccess,
  listPayments,
  revokeCourseAccess,
} from '../../core/learning/learning.queries';
import { findUserById } from '../../core/users/users.queries';

const errors = errorResponses(400, 401, 403, 404);

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireUser);

  app.get(
    '/users/:id/payments',
    { schema: { params: UserParamsSchema, response: { 200: PaymentListSchema, ...errors } } },
    async (request) => listPayments(app.db, assertSelf(request, request.params.id).id),
  );

  /** decisions.md: the spec's self-service grant exists for administrators (ADMIN_EMAILS) only. */
  app.post(
    '/admin/grant-course-access',
    {
      schema: {
        body: GrantCourseAccessBodySchema,
        response: { 200: z.object({ payment: PaymentSchema, created: z.boolean() }), ...errors },
      },
    },
    async (request) => {
      const admin = signedInUser(request);
      if (!isAdmin(app, admin)) throw forbidden('Only administrators can grant course access');
      const { userId, courseId } = request.body;
      if (!trackByCourseId(courseId)) throw notFound(`No course with id ${courseId}`);
      if (!(await findUserById(app.db, userId))) throw notFound('No such user');
      const { created } = await grantCourseAccess(app.db, {
        userId,
        courseId,
        grantedBy: admin.id,
      });
      request.log.info({ userId, courseId, created, admin: admin.id }, 'course access granted');
      return { payment: { courseId, status: 'completed' as const }, created };
    },
  );

  /**
   * Takes a course away from her (a grant made in error, a refund): the payment rows stay, marked
   * revoked with who and when; her progress and attempts stay too, for if it is granted again.
   */
  app.post(
    '/admin/revoke-course-access',
    {
      preHandler: requireAdmin,
      schema: {
        body: GrantCourseAccessBodySchema,
        response: { 200: RevokeCourseAccessResponseSchema, ...errors },
      },
    },
    async (request) => {
      const admin = signedInUser(request);
      const { userId, courseId } = request.body;
      if (!trackByCourseId(courseId)) throw notFound(`No course with id ${courseId}`);
      if (!(await findUserById(app.db, userId))) throw notFound('No such user');
      const result = await revokeCourseAccess(app.db, {
        userId,
        courseId,
        revokedBy: admin.id,
        at: new Date(),
      });
      request.log.info({ userId, courseId, ...result, admin: admin.id }, 'course access revoked');
      return result;
    },
  );
};
