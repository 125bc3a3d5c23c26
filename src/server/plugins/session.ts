import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { forbidden, unauthorized } from '../lib/http-errors';
import {
  createSession,
  deleteSession,
  findSessionUser,
  hashToken,
} from '../core/auth/sessions.queries';
import type { UserRow } from '../core/users/users.queries';
import type { AppConfig } from '../config/env';

/**
 * __Host- when Secure: the browser then refuses it from any subdomain or over http, and with a
 * Domain attribute or a Path other than /. Without Secure the prefix is not allowed, so plain-http
 * development keeps the bare name.
 */
export const sessionCookieName = (config: Pick<AppConfig, 'secureCookies'>) =>
  config.secureCookies ? '__Host-c2c_session' : 'c2c_session';
const sessionToken = (request: FastifyRequest) =>
  request.cookies[sessionCookieName(request.server.config)];

/**
 * How long one instance trusts a session it has just read from the database. A logout here is
 * seen at once; on another instance within this time (docs/decisions/002-sessions.md).
 */
export const SESSION_CACHE_TTL_MS = 5_000;

/** Sessions and users this instance read in the last few seconds: most requests then skip the database. */
export interface SessionCache {
  lookup(token: string): UserRow | undefined;
  /** Taken before reading a session from the database, and handed back to `remember`. */
  generation(): number;
  /**
   * Keeps what was read, unless something was forgotten since `readAt`: a read that began before
   * a change (her email confirmed, a logout) must not put the old row back for five seconds.
   */
  remember(token: string, user: UserRow, readAt: number): void;
  forgetToken(token: string): void;
  /** Sessions ended by id (sign out everywhere, a new password): their hashes, not their tokens. */
  forgetTokenHashes(tokenHashes: string[]): void;
  /** After a change to the user's row (profile, resume), so the next request reads it fresh. */
  forgetUser(userId: string): void;
}

export function createSessionCache(): SessionCache {
  const tokens = new LRUCache<string, string>({ max: 50_000, ttl: SESSION_CACHE_TTL_MS });
  const users = new LRUCache<string, UserRow>({ max: 50_000, ttl: SESSION_CACHE_TTL_MS });
  // Counts every forget: a read that overlapped one is not cached (it may hold the old row).
  let forgets = 0;
  return {
    lookup(token) {
      const userId = tokens.get(hashToken(token));
      return userId ? users.get(userId) : undefined;
    },
    generation: () => forgets,
    remember(token, user, readAt) {
      if (readAt !== forgets) return;
      tokens.set(hashToken(token), user.id);
      users.set(user.id, user);
    },
    forgetToken: (token) => {
      forgets++;
      tokens.delete(hashToken(token));
    },
    forgetTokenHashes: (tokenHashes) => {
      forgets++;
      for (const tokenHash of tokenHashes) tokens.delete(tokenHash);
    },
    forgetUser: (userId) => {
      forgets++;
      users.delete(userId);
    },
  };
}

export function registerSessions(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorate('sessionCache', createSessionCache());
}

/** Loads the cookie's session; null when absent, unknown, or expired. */
export async function currentUser(request: FastifyRequest): Promise<UserRow | null> {
  if (request.user) return request.user;
  const token = sessionToken(request);
  if (!token || token.length > 200) return null;
  const cache = request.server.sessionCache;
  const cached = cache.lookup(token);
  if (cached) {
    request.user = cached;
    return cached;
  }
  const readAt = cache.generation();
  const user = (await findSessionUser(request.server.db, token)) ?? null;
  if (user) cache.remember(token, user, readAt);
  request.user = user;
  return user;
}

/** preHandler: 401 unless signed in. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!(await currentUser(request))) throw unauthorized('Please log in to continue');
}

/**
 * The signed-in user of a route guarded by requireUser or requireAdmin, typed: a route that forgot
 * its guard answers 401 instead of reading a property of null.
 */
export function signedInUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized('Please log in to continue');
  return request.user;
}

/** For /api/users/{id}/...: the id must be the signed-in user's own. */
export function assertSelf(request: FastifyRequest, userId: string): UserRow {
  const user = signedInUser(request);
  if (user.id !== userId) throw forbidden('You can only access your own account');
  return user;
}

/**
 * Administrator rights need both: an address listed in ADMIN_EMAILS, and proof she receives mail
 * there (a followed verification or reset link). Whoever registers a listed address first gets
 * nothing until then (security audit finding 2; ADR 013).
 */
export function isAdmin(app: FastifyInstance, user: UserRow): boolean {
  return user.emailVerifiedAt !== null && app.config.adminEmails.includes(user.email.toLowerCase());
}

/** preHandler for /api/admin/...: 401 signed out, 403 unless an administrator (`isAdmin`). */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  const user = await currentUser(request);
  if (!user) throw unauthorized('Please log in to continue');
  if (!isAdmin(request.server, user)) throw forbidden('Only administrators can do this');
}

/** The SHA-256 of this request's session token (how the sessions table names it), if any. */
export function currentTokenHash(request: FastifyRequest): string | undefined {
  const token = sessionToken(request);
  return token && token.length <= 200 ? hashToken(token) : undefined;
}

/** Clears this browser's session cookie (after its session row was deleted some other way). */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  request.user = null;
  clearCookie(request, reply);
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
  reply.setCookie(sessionCookieName(request.server.config), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.server.config.secureCookies,
    path: '/',
    expires: expiresAt,
  });
}

export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = sessionToken(request);
  if (token) {
    request.server.sessionCache.forgetToken(token);
    await deleteSession(request.server.db, token);
  }
  request.user = null;
  clearCookie(request, reply);
}

function clearCookie(request: FastifyRequest, reply: FastifyReply): void {
  const { secureCookies } = request.server.config;
  reply.clearCookie(sessionCookieName(request.server.config), { path: '/', secure: secureCookies });
}
