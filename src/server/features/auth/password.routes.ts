import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChangePasswordBodySchema,
  EndedSessionsResponseSchema,
  MessageResponseSchema,
  PasswordResetCheckBodySchema,
  PasswordResetConfirmBodySchema,
  PasswordResetRequestBodySchema,
} from '@/shared/contracts/auth';
import { assertUncommonPassword, hashPassword } from '../../core/auth/password';
import { deleteSessionsOfUser } from '../../core/auth/sessions.queries';
import {
  findUserByEmail,
  findUserById,
  markEmailVerified,
  setPasswordHash,
} from '../../core/users/users.queries';
import { passwordChangedMessage, passwordResetMessage } from '../../lib/mail/account-emails';
import { HttpError, badRequest, errorResponses } from '../../lib/http-errors';
import {
  clearSessionCookie,
  currentTokenHash,
  requireUser,
  signedInUser,
} from '../../plugins/session';
import {
  LINK_PAGES,
  RESET_PASSWORD_TTL_MINUTES,
  waitInWords,
  type AuthContext,
} from './auth-context';
import {
  checkEmailToken,
  issueEmailToken,
  retireEmailTokens,
  useEmailToken,
} from './email-tokens.queries';
import { linkError } from './link-errors';
import { accountKey } from './sign-in';
import { checkOwnPassword } from './check-own-password';
import { clearKey, reserve } from './throttle.queries';

/** Reset requests per client address per hour: past it, 429 (it says nothing about any account). */
const RESET_REQUESTS_PER_ADDRESS = 10;
/** Reset emails per account per hour: past it, still 202, but no email (it would reveal the account). */
const RESET_EMAILS_PER_ACCOUNT = 3;

const RESET_REQUESTED =
  'If an account uses that address, we have emailed it a link to choose a new password. The link works for 1 hour; check your spam folder if it has not arrived in a few minutes.';

/** /api/auth: forgotten passwords (by an emailed link) and changing it while signed in. */
export const passwordRoutes =
  (ctx: AuthContext): FastifyPluginAsyncZod =>
  async (app) => {
    const resetLink = () => ctx.absoluteUrl(LINK_PAGES.forgotPassword);

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
        // Everything that depends on whether the account exists happens after the answer, so a
        // known and an unknown address take the same time and get the same words.
        const { email } = request.body;
        ctx.mail.send('password reset', async (tx) => {
          const user = await findUserByEmail(tx, email);
          if (!user) return null;
          const perAccount = await reserve(tx, [
            {
              key: `reset:account:${user.id}`,
              max: RESET_EMAILS_PER_ACCOUNT,
              windowSeconds: 3600,
            },
          ]);
          if (!perAccount.ok) return null;
          const token = await issueEmailToken(tx, {
            userId: user.id,
            purpose: 'reset_password',
            email: user.email,
            ttlMinutes: RESET_PASSWORD_TTL_MINUTES,
          });
          return passwordResetMessage(user, {
            url: ctx.absoluteUrl(`${LINK_PAGES.resetPassword}?token=${token}`),
            ttlMinutes: RESET_PASSWORD_TTL_MINUTES,
          });
        });
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
        const { token, password } = request.body;
        assertUncommonPassword(password, 'password');
        const passwordHash = await hashPassword(password);
        // One transaction: the link is claimed (once, whoever races), the password set, every
        // session ended. A failure anywhere leaves the link unused and the old password in place.
        const outcome = await app.db.transaction(async (tx) => {
          const use = await useEmailToken(tx, token, 'reset_password');
          if (use.status !== 'ok') return use;
          await setPasswordHash(tx, use.userId, passwordHash);
          await markEmailVerified(tx, use.userId, use.email);
          await retireEmailTokens(tx, use.userId, 'reset_password');
          const ended = await deleteSessionsOfUser(tx, use.userId);
          return { ...use, ended };
        });
        if (outcome.status !== 'ok') throw linkError(outcome.status, 'reset');

        app.sessionCache.forgetTokenHashes(outcome.ended);
        app.sessionCache.forgetUser(outcome.userId);
        if (currentTokenHash(request)) clearSessionCookie(request, reply);
        const user = await findUserById(app.db, outcome.userId);
        if (user) {
          // Proof she owns the address: the guesses that paused sign-in no longer matter.
          await clearKey(app.db, accountKey(user.email));
          ctx.mail.send('password changed', async () =>
            passwordChangedMessage(user, {
              how: 'reset',
              endedSessions: outcome.ended.length,
              resetUrl: resetLink(),
            }),
          );
        }
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
        const { currentPassword, newPassword } = request.body;
        // Read fresh: another instance may have changed it in the seconds a cached row lives.
        const user = await findUserById(app.db, signedInUser(request).id);
        if (!user) throw badRequest('Your account no longer exists.');
        if (!(await checkOwnPassword(request, user, currentPassword))) {
          throw new HttpError(400, 'Your current password is not right.', 'WRONG_PASSWORD', {
            fields: { currentPassword: 'Your current password is not right.' },
          });
        }
        if (newPassword === currentPassword) {
          throw new HttpError(
            400,
            'Your new password must be different from your current one.',
            'SAME_PASSWORD',
            { fields: { newPassword: 'Choose a password different from your current one.' } },
          );
        }
        assertUncommonPassword(newPassword, 'newPassword');
        const passwordHash = await hashPassword(newPassword);
        const keep = currentTokenHash(request);
        const ended = await app.db.transaction(async (tx) => {
          await setPasswordHash(tx, user.id, passwordHash);
          await retireEmailTokens(tx, user.id, 'reset_password');
          return deleteSessionsOfUser(tx, user.id, keep);
        });
        app.sessionCache.forgetTokenHashes(ended);
        app.sessionCache.forgetUser(user.id);
        ctx.mail.send('password changed', async () =>
          passwordChangedMessage(user, {
            how: 'changed',
            endedSessions: ended.length,
            resetUrl: resetLink(),
          }),
        );
        request.log.info({ userId: user.id, endedSessions: ended.length }, 'password changed');
        return {
          message:
            ended.length === 0
              ? 'Your password is changed.'
              : `Your password is changed, and you are signed out on ${ended.length === 1 ? '1 other device' : `${ended.length} other devices`}.`,
          endedSessions: ended.length,
        };
      },
    );
  };
