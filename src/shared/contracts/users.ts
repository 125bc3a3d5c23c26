import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../constants';

export const UserIdSchema = z.uuid({ message: 'User id must be a valid id' });

export const UserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  currentRole: z.string().nullable(),
  yearsExperience: z.number().int().nullable(),
  skills: z.array(z.string()),
  targetRoles: z.array(z.string()),
  /**
   * Her IANA time zone: her reminders come in her morning. Null until she or her browser says.
   * Defaulted so a user stored by a browser before this field existed still reads as signed in.
   */
  timeZone: z.string().nullable().default(null),
});
export type User = z.infer<typeof UserSchema>;

export const UserResponseSchema = z.object({ user: UserSchema });
export type UserResponse = z.infer<typeof UserResponseSchema>;

/**
 * GET /api/auth/me: the user and what the account may do. `emailVerified` is false until she
 * follows the link mailed at sign-up (the account works meanwhile; administrator rights wait).
 */
export const MeResponseSchema = UserResponseSchema.extend({
  isAdmin: z.boolean(),
  emailVerified: z.boolean(),
  /** A mail server refused her address for good: our emails cannot reach her until she changes it. */
  emailBounced: z.boolean().optional(),
});
export type MeResponse = z.infer<typeof MeResponseSchema>;

export const EmailSchema = z
  .string({ message: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`)
  .pipe(z.email({ message: 'Email must be a valid email address' }));

const name = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(NAME_MAX_LENGTH, `${label} must be at most ${NAME_MAX_LENGTH} characters`);

/** A new password (sign-up, change, reset): the same rules everywhere. */
export const NewPasswordSchema = z
  .string({ message: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const LoginBodySchema = z.object({
  email: EmailSchema,
  password: z
    .string({ message: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

/** A zone this runtime's Intl knows (IANA names and their aliases, such as UTC or US/Eastern). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const TimeZoneSchema = z
  .string({ message: 'Time zone is required' })
  .trim()
  .min(1, 'Time zone is required')
  .max(64, 'Time zone must be at most 64 characters')
  .refine(isTimeZone, 'Time zone must be a zone from the list, such as America/Chicago')
  // Kept by its canonical name (US/Central becomes America/Chicago), as the account page lists it.
  .transform(
    (zone) => new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone,
  );

export const RegisterBodySchema = z.object({
  email: EmailSchema,
  password: NewPasswordSchema,
  firstName: name('First name'),
  lastName: name('Last name'),
  /** The browser's zone, sent with the form; one this server cannot read is left unset, not refused. */
  timeZone: TimeZoneSchema.optional().catch(undefined),
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const UserParamsSchema = z.object({ id: UserIdSchema });

/** Her name as she wants it shown (the account page; certificates read it when they are shown). */
export const NameUpdateSchema = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
});
export type NameUpdate = z.infer<typeof NameUpdateSchema>;

/** Her time zone, from the account page: reminders come on the morning of her follow-up day there. */
export const TimeZoneUpdateSchema = z.object({ timeZone: TimeZoneSchema });
export type TimeZoneUpdate = z.infer<typeof TimeZoneUpdateSchema>;
