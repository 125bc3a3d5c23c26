import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../lib/http-errors';
import { createSession, deleteSession, findSessionUser } from '../features/auth/sessions.queries';
import type { UserRow } from '../features/users/users.queries';

export const SESSION_COOKIE = 'c2c_session';

export function registerSessions(app: FastifyInstance): void {
  app.decorateRequest('user', null);
}

/** Loads the cookie's session; null when absent, unknown, or expired. */
export async function currentUser(request: FastifyRequest): Promise<UserRow | null> {
  if (request.user) return request.user;
  const token = request.cookies[SESSION_COOKIE];
  if (!token || token.length > 200) return null;
  request.user = (await findSessionUser(request.server.db, token)) ?? null;
  return request.user;
}

/** preHandler: 401 unless signed in. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!(await currentUser(request))) throw unauthorized('Please log in to continue');
}

/** For /api/users/{id}/...: the id must be the signed-in user's own. */
export function assertSelf(request: FastifyRequest, userId: string): UserRow {
  const user = request.user;
  if (!user) throw unauthorized('Please log in to continue');
  if (user.id !== userId) throw forbidden('You can only access your own account');
  return user;
}

export function isAdmin(app: FastifyInstance, user: UserRow): boolean {
  return app.config.adminEmails.includes(user.email.toLowerCase());
}

export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
): Promise<void> {
  const { token, expiresAt } = await createSession(request.server.db, {
    userId: user.id,
    ttlDays: request.server.config.sessionTtlDays,
    userAgent: request.headers['user-agent'],
    ip: request.ip,
  });
  request.user = user;
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.server.config.isProduction,
    path: '/',
    expires: expiresAt,
  });
}

export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await deleteSession(request.server.db, token);
  request.user = null;
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
