import type { FastifyRequest } from 'fastify';
import { verifyPassword } from '../../core/auth/password';
import type { UserRow } from '../../core/users/users.queries';
import { HttpError } from '../../lib/http-errors';
import { waitInWords } from './auth-context';
import { giveBack, reserve } from './throttle.queries';

/** Wrong passwords typed by a signed-in person (change password, delete account), per account. */
const WRONG_OWN_PASSWORDS = 5;

export const ownPasswordKey = (userId: string) => `password:account:${userId}`;

/**
 * Every route that asks a signed-in person for her password before an irreversible step checks
 * it here. A stolen session must not become an unlimited oracle for the password (audit
 * 2026-11-27, F2): the slot is reserved in the database before argon2 runs, per account, on any
 * instance and from any address, as sign-in does (throttle.queries.ts), and a right password gives
 * it back. A spent budget answers 429 without checking, even for the right password.
 */
export async function checkOwnPassword(
  request: FastifyRequest,
  user: Pick<UserRow, 'id' | 'passwordHash'>,
  password: string,
): Promise<boolean> {
  const { db, config } = request.server;
  const slot = await reserve(db, [
    {
      key: ownPasswordKey(user.id),
      max: WRONG_OWN_PASSWORDS,
      windowSeconds: config.login.windowMinutes * 60,
    },
  ]);
  if (!slot.ok) {
    throw new HttpError(
      429,
      `Too many wrong passwords. Please try again in ${waitInWords(slot.retryAfter)}, or sign out and reset your password.`,
      'RATE_LIMITED',
      { headers: { 'retry-after': String(slot.retryAfter) } },
    );
  }
  if (!(await verifyPassword(user.passwordHash, password))) return false;
  await giveBack(db, slot.attemptId);
  return true;
}
