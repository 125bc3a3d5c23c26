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
import { insertUser, toPublicUser } from '../../core/users/users.queries';
import { assertUncommonPassword, hashPassword, warmUpPasswords } from '../../core/auth/password';
import { createAuthContext, waitInWords, type AuthDeps } from './auth-context';
import { issueVerificationEmail } from './issue-verification-email';
import { setDeviceCookie } from './device-cookie';
import { passwordRoutes } from './password.routes';
import { sessionsRoutes } from './sessions.routes';
import { signIn } from './sign-in';
import { reserve } from './throttle.queries';
import { verifyEmailRoutes } from './verify-email.routes';

const errors = errorResponses(400, 401, 409, 429);

/** /api/auth: sign-up, sign-in and out, who am I; then passwords, email verification, sessions. */
export const authRoutes =
  (deps: AuthDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const ctx = createAuthContext(app, deps);
    // The dummy hash unknown emails are checked against exists before the first sign-in.
    await warmUpPasswords();
    // Per instance, in memory: a cheap first guard against floods. The limits that matter are
    // kept in the database (throttle.queries.ts), shared by every instance.
    const rateLimit = { max: app.config.authRateLimitPerMinute, timeWindow: '1 minute' };
    const deviceCookie = { signer: deps.signer, secure: app.config.secureCookies };

    app.post(
      '/register',
      {
        config: { rateLimit },
        schema: { body: RegisterBodySchema, response: { 201: UserResponseSchema, ...errors } },
      },
      async (request, reply) => {
        const slot = await reserve(app.db, [
          {
            key: `register:ip:${request.ip}`,
            max: app.config.authRateLimitPerMinute,
            windowSeconds: 60,
          },
        ]);
        if (!slot.ok) {
          throw new HttpError(
            429,
            `Too many sign-ups from your network. Please try again in ${waitInWords(slot.retryAfter)}.`,
            'RATE_LIMITED',
            { headers: { 'retry-after': String(slot.retryAfter) } },
          );
        }
        const { email, password, firstName, lastName } = request.body;
        assertUncommonPassword(password, 'password');
        const passwordHash = await hashPassword(password);
        let user;
        try {
          // Her account and the email that verifies it commit together, before the answer.
          user = await app.db.transaction(async (tx) => {
            const row = await insertUser(tx, { email, passwordHash, firstName, lastName });
            await issueVerificationEmail(ctx, tx, row);
            return row;
          });
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
        setDeviceCookie(reply, user.id, deviceCookie);
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
        const result = await signIn(ctx, request, request.body);
        if (result.status === 'throttled') {
          const when = waitInWords(result.retryAfter);
          throw new HttpError(
            429,
            result.accountLocked
              ? `Too many failed sign-in attempts. Please try again in ${when}, or reset your password.`
              : `Too many failed sign-in attempts. Please try again in ${when}.`,
            'LOGIN_THROTTLED',
            { headers: { 'retry-after': String(result.retryAfter) } },
          );
        }
        if (result.status === 'wrong') throw unauthorized('Invalid email or password');
        await startSession(request, reply, result.user);
        setDeviceCookie(reply, result.user.id, deviceCookie);
        return { user: toPublicUser(result.user) };
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
        return {
          user: toPublicUser(user),
          isAdmin: isAdmin(app, user),
          emailVerified: user.emailVerifiedAt !== null,
          emailBounced: user.emailBouncedAt !== null,
        };
      },
    );

    await app.register(verifyEmailRoutes(ctx));
    await app.register(passwordRoutes(ctx));
    await app.register(sessionsRoutes);
  };
