import { hash, verify } from '@node-rs/argon2';

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
