import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../constants';
import { EmailSchema, NewPasswordSchema } from './users';

/** Answers that only say what happened, in a sentence the page can show as it is. */
export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/**
 * The secret from an emailed link (`?token=`). Any string is accepted here, so a truncated or
 * mangled one is answered by the route with what to do ("This link is not valid..."), not with a
 * validation error about a field she never typed.
 */
const LinkTokenSchema = z.string({ message: 'The link is missing its code' }).max(500);

/** POST /api/auth/verify-email/confirm (signed in or not: she may open the link on her phone). */
export const VerifyEmailConfirmBodySchema = z.object({ token: LinkTokenSchema });
export type VerifyEmailConfirmBody = z.infer<typeof VerifyEmailConfirmBodySchema>;

export const VerifyEmailConfirmResponseSchema = z.object({
  message: z.string(),
  emailVerified: z.literal(true),
});
export type VerifyEmailConfirmResponse = z.infer<typeof VerifyEmailConfirmResponseSchema>;

/**
 * POST /api/auth/email-change: a new sign-in address, confirmed with her password; it takes effect
 * when she opens the link mailed to it (POST /api/auth/email-change/confirm, the same body and
 * answer as verify-email/confirm: the link proves the new address).
 */
export const EmailChangeBodySchema = z.object({
  newEmail: EmailSchema,
  currentPassword: z
    .string({ message: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(PASSWORD_MAX_LENGTH, `Current password must be at most ${PASSWORD_MAX_LENGTH} characters`),
});
export type EmailChangeBody = z.infer<typeof EmailChangeBodySchema>;

/** POST /api/auth/password-reset/request: 202 whatever the address (no account is revealed). */
export const PasswordResetRequestBodySchema = z.object({ email: EmailSchema });
export type PasswordResetRequestBody = z.infer<typeof PasswordResetRequestBodySchema>;

/**
 * POST /api/auth/password-reset/check: whether a reset link still works, read without using it
 * (the page says "already used" or "expired" as it opens). 200, or 400 saying why not.
 */
export const PasswordResetCheckBodySchema = z.object({ token: LinkTokenSchema });
export type PasswordResetCheckBody = z.infer<typeof PasswordResetCheckBodySchema>;

/** POST /api/auth/password-reset/confirm: the link's token and her new password. */
export const PasswordResetConfirmBodySchema = z.object({
  token: LinkTokenSchema,
  password: NewPasswordSchema,
});
export type PasswordResetConfirmBody = z.infer<typeof PasswordResetConfirmBodySchema>;

/** POST /api/auth/change-password (signed in). */
export const ChangePasswordBodySchema = z.object({
  currentPassword: z
    .string({ message: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(PASSWORD_MAX_LENGTH, `Current password must be at most ${PASSWORD_MAX_LENGTH} characters`),
  newPassword: NewPasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

/** One place she is signed in. `id` is for DELETE /api/auth/sessions/{id}; it is not the cookie. */
export const SessionSchema = z.object({
  id: z.string(),
  /** In words: "Chrome on Windows", "Safari on iPhone", "Unknown browser". */
  browser: z.string(),
  createdAt: z.string(),
  /** Updated at most once a minute. */
  lastUsedAt: z.string(),
  expiresAt: z.string(),
  /** The browser making this request. */
  current: z.boolean(),
});
export type Session = z.infer<typeof SessionSchema>;

/** GET /api/auth/sessions: hers, the current one first, then the most recently used. */
export const SessionsResponseSchema = z.object({ sessions: z.array(SessionSchema) });
export type SessionsResponse = z.infer<typeof SessionsResponseSchema>;

export const SessionParamsSchema = z.object({
  id: z.uuid({ message: 'Session id must be a valid id' }),
});

/** Change password and DELETE /api/auth/sessions: how many other sessions were ended. */
export const EndedSessionsResponseSchema = z.object({
  message: z.string(),
  endedSessions: z.number().int().min(0),
});
export type EndedSessionsResponse = z.infer<typeof EndedSessionsResponseSchema>;
