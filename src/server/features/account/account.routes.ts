import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UserParamsSchema } from '@/shared/contracts/users';
import { badRequest, errorResponses } from '../../lib/http-errors';
import { assertSelf, endSession, requireUser } from '../../plugins/session';
import { findUserById } from '../../core/users/users.queries';
import { checkOwnPassword } from '../auth';
import { deleteAccount, exportAccount, readAccount } from './account-data';
import { renderAccountSummary } from './render-account-summary';

const DeleteAccountSchema = z.object({
  password: z.string().min(1, 'Enter your password to delete your account').max(200),
});

/** /api/users/{id}/export and DELETE /api/users/{id}: her data, all of it, or none of it. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireUser);

  app.get(
    '/:id/export',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { params: UserParamsSchema },
    },
    async (request, reply) => {
      const user = assertSelf(request, request.params.id);
      const data = await exportAccount(app.db, user.id);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="classroom-to-career-${day}.json"`)
        .header('cache-control', 'private, no-store')
        .send(JSON.stringify(data, null, 2));
    },
  );

  /** The same export as a page she can read; the JSON above stays the full record. */
  app.get(
    '/:id/export/summary',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { params: UserParamsSchema },
    },
    async (request, reply) => {
      const user = assertSelf(request, request.params.id);
      const html = renderAccountSummary(await readAccount(app.db, user.id));
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/html; charset=utf-8')
        .header('content-disposition', `attachment; filename="classroom-to-career-${day}.html"`)
        .header('cache-control', 'private, no-store')
        .send(html);
    },
  );

  app.delete(
    '/:id',
    {
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        params: UserParamsSchema,
        body: DeleteAccountSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      assertSelf(request, request.params.id);
      // Read fresh: another instance may have changed the password in the seconds a cached row lives.
      const user = await findUserById(app.db, request.params.id);
      if (!user) throw badRequest('Your account no longer exists.');
      if (!(await checkOwnPassword(request, user, request.body.password))) {
        throw badRequest(
          'That password is not right. Your account was not deleted.',
          'BAD_PASSWORD',
        );
      }
      await deleteAccount(app.db, user.id);
      // After the commit: a crash in between leaves files no row names, which the start-up sweep
      // removes; the other order could leave rows pointing at deleted files.
      await app.resumeFiles?.removeAll(user.id);
      app.sessionCache.forgetUser(user.id);
      await endSession(request, reply);
      request.log.info({ userId: user.id }, 'account deleted at its owner’s request');
      return reply.code(204).send(null);
    },
  );
};
