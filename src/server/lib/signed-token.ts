import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one HMAC for everything the server signs to be read back later without a database row:
 * unsubscribe links in emails and device cookies. It signs with the first key and accepts a
 * signature by any of them, so APP_SECRET can rotate: put the new key first and the old one in
 * APP_SECRET_PREVIOUS, and links already emailed and cookies already set keep working until the
 * old key is dropped.
 */
export interface Signer {
  /** base64url HMAC-SHA256 of the message under the current key. */
  sign(message: string): string;
  /** Whether the signature is the message's under any of the keys (constant time per key). */
  verify(message: string, signature: string): boolean;
}

export function createSigner(keys: readonly string[]): Signer {
  if (keys.length === 0 || keys.some((key) => key.length === 0))
    throw new Error('A signer needs at least one non-empty key');
  const hmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest();
  return {
    sign: (message) => hmac(keys[0]!, message).toString('base64url'),
    verify(message, signature) {
      const given = Buffer.from(signature, 'base64url');
      // base64url decoding ignores stray characters: only the canonical spelling is accepted.
      if (given.toString('base64url') !== signature) return false;
      let valid = false;
      for (const key of keys) {
        const expected = hmac(key, message);
        // Every key is tried, so the time taken does not tell which one matched.
        if (expected.length === given.length && timingSafeEqual(expected, given)) valid = true;
      }
      return valid;
    },
  };
}
