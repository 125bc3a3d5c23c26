import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MessageResponseSchema,
  VerifyEmailConfirmBodySchema,
  VerifyEmailConfirmResponseSchema,
} from '@/shared/contracts/auth';
import { findUserById, markEmailVerified } from '../../core/users/users.queries';
import { HttpError, errorResponses } from '../../lib/http-errors';
import { requireUser, signedInUser } from '../../plugins/session';
import { waitInWords, type AuthContext } from './auth-context';
import { useEmailToken } from './email-tokens.queries';
import { issueVerificationEmail } from './issue-verification-email';
import { linkError } from './link-errors';
import { reserve } from './throttle.queries';

/** New verification links a person may ask for, per account per hour (sign-up's own not counted). */
const RESENDS_PER_HOUR = 3;

/** /api/auth/verify-email/...: proving she receives mail at her address (ADR 013). */
export const verifyEmailRoutes =
  (ctx: AuthContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/verify-email/request',
      {
        preHandler: requireUser,
        schema: {
          response: {
            200: MessageResponseSchema,
            202: MessageResponseSchema,
            ...errorResponses(401, 429),
          },
        },
      },
      async (request, reply) => {
        const user = signedInUser(request);
        if (user.emailVerifiedAt) return { message: 'Your email address is already verified.' };
        const slot = await reserve(app.db, [
          { key: `verify:account:${user.id}`, max: RESENDS_PER_HOUR, windowSeconds: 3600 },
        ]);
        if (!slot.ok) {
          throw new HttpError(
            429,
            `We have already sent you ${RESENDS_PER_HOUR} links this hour. Check your inbox and spam folder for them, or ask again in ${waitInWords(slot.retryAfter)}.`,
            'RATE_LIMITED',
            { headers: { 'retry-after': String(slot.retryAfter) } },
          );
        }
        await app.db.transaction((tx) => issueVerificationEmail(ctx, tx, user));
        return reply.status(202).send({
          message: `We have sent a new link to ${user.email}. Open it to confirm your address.`,
        });
      },
    );

    app.post(
      '/verify-email/confirm',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          body: VerifyEmailConfirmBodySchema,
          response: { 200: VerifyEmailConfirmResponseSchema, ...errorResponses(400) },
        },
      },
      async (request) => {
        const use = await useEmailToken(app.db, request.body.token, 'verify_email');
        if (use.status === 'ok') {
          if (!(await markEmailVerified(app.db, use.userId, use.email))) {
            // The account's address changed since the link was mailed: it proves nothing now.
            throw linkError('invalid', 'verify');
          }
          app.sessionCache.forgetUser(use.userId);
          return {
            message: 'Your email address is verified. Thank you!',
            emailVerified: true as const,
          };
        }
        if (use.status === 'used') {
          // A second click on the same link: say so kindly when it did its work.
          const user = await findUserById(app.db, use.userId);
          if (user?.emailVerifiedAt && user.email.toLowerCase() === use.email.toLowerCase()) {
            return {
              message: 'Your email address is already verified.',
              emailVerified: true as const,
            };
          }
        }
        throw linkError(use.status, 'verify');
      },
    );
  };
