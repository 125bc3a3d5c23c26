import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChangePasswordBodySchema,
  EndedSessionsResponseSchema,
  MessageResponseSchema,
  PasswordResetCheckBodySchema,
  PasswordResetConfirmBodySchema,
  PasswordResetRequestBodySchema,
} from '@/shared/contracts/auth';
import { HttpError, badRequest, errorResponses } from '../../lib/http-errors';
import {
  clearSessionCookie,
  currentTokenHash,
  requireUser,
  signedInUser,
} from '../../plugins/session';
import { waitInWords, type AuthContext } from './auth-context';
import { changePassword } from './change-password';
import { checkOwnPassword } from './check-own-password';
import { checkEmailToken } from './email-tokens.queries';
import { linkError } from './link-errors';
import { requestPasswordReset } from './request-password-reset';
import { resetPassword } from './reset-password';
import { reserve } from './throttle.queries';

/** Reset requests per client address per hour: past it, 429 (it says nothing about any account). */
const RESET_REQUESTS_PER_ADDRESS = 10;

const RESET_REQUESTED =
  'If an account uses that address, we have emailed it a link to choose a new password. The link works for 1 hour; check your spam folder if it has not arrived in a few minutes.';

/** /api/auth: forgotten passwords (by an emailed link) and changing it while signed in. */
export const passwordRoutes =
  (ctx: AuthContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/password-reset/request',
      {
        schema: {
          body: PasswordResetRequestBodySchema,
          response: { 202: MessageResponseSchema, ...errorResponses(400, 429) },
        },
      },
      async (request, reply) => {
        const slot = await reserve(app.db, [
          {
            key: `reset:ip:${request.ip}`,
            max: RESET_REQUESTS_PER_ADDRESS,
            windowSeconds: 3600,
          },
        ]);
        if (!slot.ok) {
          throw new HttpError(
            429,
            `Too many reset requests from your network. Please try again in ${waitInWords(slot.retryAfter)}.`,
            'RATE_LIMITED',
            { headers: { 'retry-after': String(slot.retryAfter) } },
          );
        }
        // The link and its email are committed before the answer (request-password-reset.ts).
        await requestPasswordReset(ctx, request.body.email);
        return reply.status(202).send({ message: RESET_REQUESTED });
      },
    );

    app.post(
      '/password-reset/check',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          body: PasswordResetCheckBodySchema,
          response: { 200: MessageResponseSchema, ...errorResponses(400, 429) },
        },
      },
      async (request) => {
        const status = await checkEmailToken(app.db, request.body.token, 'reset_password');
        if (status !== 'ok') throw linkError(status, 'reset');
        return { message: 'This link works. Choose your new password.' };
      },
    );

    app.post(
      '/password-reset/confirm',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          body: PasswordResetConfirmBodySchema,
          response: { 200: MessageResponseSchema, ...errorResponses(400) },
        },
      },
      async (request, reply) => {
        const outcome = await resetPassword(ctx, request.body);
        if (outcome.status !== 'ok') throw linkError(outcome.status, 'reset');
        if (currentTokenHash(request)) clearSessionCookie(request, reply);
        request.log.info({ userId: outcome.userId }, 'password reset by emailed link');
        return { message: 'Your new password is set. Sign in with it now.' };
      },
    );

    app.post(
      '/change-password',
      {
        preHandler: requireUser,
        schema: {
          body: ChangePasswordBodySchema,
          response: { 200: EndedSessionsResponseSchema, ...errorResponses(400, 401, 429) },
        },
      },
      async (request) => {
        const outcome = await changePassword(ctx, {
          ...request.body,
          userId: signedInUser(request).id,
          keepTokenHash: currentTokenHash(request),
          checkPassword: (user, password) => checkOwnPassword(request, user, password),
        });
        if (outcome.status === 'gone') throw badRequest('Your account no longer exists.');
        if (outcome.status === 'wrong-password') {
          throw new HttpError(400, 'Your current password is not right.', 'WRONG_PASSWORD', {
            fields: { currentPassword: 'Your current password is not right.' },
          });
        }
        if (outcome.status === 'same-password') {
          throw new HttpError(
            400,
            'Your new password must be different from your current one.',
            'SAME_PASSWORD',
            { fields: { newPassword: 'Choose a password different from your current one.' } },
          );
        }
        const ended = outcome.endedSessions;
        request.log.info(
          { userId: signedInUser(request).id, endedSessions: ended },
          'password changed',
        );
        return {
          message:
            ended === 0
              ? 'Your password is changed.'
              : `Your password is changed, and you are signed out on ${ended === 1 ? '1 other device' : `${ended} other devices`}.`,
          endedSessions: ended,
        };
      },
    );
  };
