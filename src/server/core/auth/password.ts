import { hash, verify } from '@node-rs/argon2';

import { HttpError } from '../../lib/http-errors';
import { isCommonPassword } from './common-passwords';

/** 400 naming the form's field when a new password is one of the most common (sign-up, reset, change). */
export function assertUncommonPassword(password: string, field: string): void {
  if (!isCommonPassword(password)) return;
  const message =
    'That password is one of the most common ones, so it is easy to guess. Please choose another, such as a few words only you would put together.';
  throw new HttpError(400, message, 'COMMON_PASSWORD', { fields: { [field]: message } });
}

// @node-rs/argon2 defaults to argon2id (19 MiB, 2 passes), the OWASP minimum.
export const hashPassword = (password: string) => hash(password);

let dummyHash: Promise<string> | undefined;

/** The throwaway hash unknown emails are checked against, made once (at start-up: warmUpPasswords). */
const theDummyHash = () => (dummyHash ??= hash('not-a-real-password'));

/** Makes the dummy hash before the first sign-in, so that sign-in costs no more than the others. */
export function warmUpPasswords(): Promise<void> {
  return theDummyHash().then(() => undefined);
}

/**
 * Verifies against the stored hash, or against a throwaway hash of the same cost when there is no
 * account, so a wrong email and a wrong password take the same time (ADR 013).
 */
export async function verifyPassword(
  storedHash: string | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    await verify(await theDummyHash(), password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
