import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EndedSessionsResponseSchema,
  SessionParamsSchema,
  SessionsResponseSchema,
} from '@/shared/contracts/auth';
import {
  deleteSessionByPublicId,
  deleteSessionsOfUser,
  listSessions,
} from '../../core/auth/sessions.queries';
import { errorResponses, notFound } from '../../lib/http-errors';
import {
  clearSessionCookie,
  currentTokenHash,
  requireUser,
  signedInUser,
} from '../../plugins/session';
import { describeBrowser } from './describe-browser';

/** /api/auth/sessions: where she is signed in, and ending any of it (ADR 013). */
export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sessions',
    {
      preHandler: requireUser,
      schema: { response: { 200: SessionsResponseSchema, ...errorResponses(401) } },
    },
    async (request) => {
      const current = currentTokenHash(request);
      const rows = await listSessions(app.db, signedInUser(request).id);
      const sessions = rows.map((row) => ({
        id: row.publicId,
        browser: describeBrowser(row.userAgent),
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
        current: row.tokenHash === current,
      }));
      // The current one first; the rest stay most recently used first.
      sessions.sort((a, b) => Number(b.current) - Number(a.current));
      return { sessions };
    },
  );

  app.delete(
    '/sessions/:id',
    {
      preHandler: requireUser,
      schema: {
        params: SessionParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const ended = await deleteSessionByPublicId(
        app.db,
        signedInUser(request).id,
        request.params.id,
      );
      // Someone else's session and one that has already ended look the same: not found.
      if (!ended) throw notFound('That session was not found. It may have ended already.');
      app.sessionCache.forgetTokenHashes([ended]);
      if (ended === currentTokenHash(request)) clearSessionCookie(request, reply);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/sessions',
    {
      preHandler: requireUser,
      schema: { response: { 200: EndedSessionsResponseSchema, ...errorResponses(401) } },
    },
    async (request) => {
      const ended = await deleteSessionsOfUser(
        app.db,
        signedInUser(request).id,
        currentTokenHash(request),
      );
      app.sessionCache.forgetTokenHashes(ended);
      const n = ended.length;
      return {
        message:
          n === 0
            ? 'You were not signed in anywhere else.'
            : `Signed out on ${n === 1 ? '1 other device' : `${n} other devices`}. This one stays signed in.`,
        endedSessions: n,
      };
    },
  );
};
