import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@/shared/contracts/errors';
import {
  LoginBodySchema,
  MeResponseSchema,
  RegisterBodySchema,
  UserResponseSchema,
} from '@/shared/contracts/users';
import { isUniqueViolation } from '../../db/errors';
import { HttpError, conflict, errorResponses, unauthorized } from '../../lib/http-errors';
import { currentUser, endSession, isAdmin, startSession } from '../../plugins/session';
import { findUserByEmail, insertUser, toPublicUser } from '../../core/users/users.queries';
import {
  clearLoginFailures,
  recordLoginFailure,
  secondsUntilLoginAllowed,
} from './login-throttle.queries';
import { hashPassword, verifyPassword } from '../../core/auth/password';

const errors = errorResponses(400, 401, 409, 429);

function retryMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  const when = seconds < 60 ? `${seconds} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `Too many failed sign-in attempts. Please try again in ${when}.`;
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = { max: app.config.authRateLimitPerMinute, timeWindow: '1 minute' };

  app.post(
    '/register',
    {
      config: { rateLimit },
      schema: { body: RegisterBodySchema, response: { 201: UserResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const { email, password, firstName, lastName } = request.body;
      const passwordHash = await hashPassword(password);
      let user;
      try {
        user = await insertUser(app.db, { email, passwordHash, firstName, lastName });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw conflict(
            'An account with this email already exists. Please sign in instead.',
            'EMAIL_TAKEN',
          );
        }
        throw error;
      }
      await startSession(request, reply, user);
      return reply.status(201).send({ user: toPublicUser(user) });
    },
  );

  app.post(
    '/login',
    {
      config: { rateLimit },
      schema: { body: LoginBodySchema, response: { 200: UserResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const key = { email: email.toLowerCase(), ip: request.ip };
      const wait = await secondsUntilLoginAllowed(app.db, key, app.config.login);
      if (wait > 0) {
        throw new HttpError(429, retryMessage(wait), 'LOGIN_THROTTLED', {
          headers: { 'retry-after': String(wait) },
        });
      }
      const user = await findUserByEmail(app.db, email);
      // Verify first, even with no account (against a dummy hash): an unknown email must cost
      // the same time as a wrong password, or the timing tells who has an account.
      const passwordMatches = await verifyPassword(user?.passwordHash, password);
      if (!user || !passwordMatches) {
        await recordLoginFailure(app.db, key);
        throw unauthorized('Invalid email or password');
      }
      await clearLoginFailures(app.db, key.email);
      await startSession(request, reply, user);
      return { user: toPublicUser(user) };
    },
  );

  app.post('/logout', async (request, reply) => {
    await endSession(request, reply);
    return reply.status(204).send();
  });

  app.get(
    '/me',
    { schema: { response: { 200: MeResponseSchema, 401: ApiErrorSchema } } },
    async (request) => {
      const user = await currentUser(request);
      if (!user) throw unauthorized('Not signed in');
      return { user: toPublicUser(user), isAdmin: isAdmin(app, user) };
    },
  );
};
