import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Signer } from '../../lib/signed-token';

/**
 * OWASP's "device cookies" (Slow Down Online Guessing Attacks with Device Cookies): a browser
 * that has signed in to an account gets a signed cookie naming that account and a random nonce.
 * Her sign-ins from it are counted under the nonce instead of under the account, so a stranger's
 * guesses that lock the account for new browsers do not lock her out of her own. A device that
 * fails too often itself is treated as a new browser (ADR 013).
 */
/** __Secure- when Secure (its Path is /api/auth, so __Host- cannot apply); bare over plain http. */
export const deviceCookieName = (secure: boolean) =>
  secure ? '__Secure-c2c_device' : 'c2c_device';
const DEVICE_COOKIE_DAYS = 180;
const VERSION = 'd1';

export interface DeviceClaim {
  userId: string;
  nonce: string;
}

/** The purpose goes into what is signed, so no other signed value passes for a device cookie. */
const message = (payload: string) => `device-cookie:${payload}`;

/** The claim of a genuine cookie, or null for a missing, forged, truncated or malformed one. */
export function readDeviceCookie(request: FastifyRequest, signer: Signer): DeviceClaim | null {
  const value = request.cookies[deviceCookieName(request.server.config.secureCookies)];
  if (!value || value.length > 200) return null;
  const [version, userId, nonce, signature, extra] = value.split('.');
  if (version !== VERSION || !userId || !nonce || !signature || extra !== undefined) return null;
  if (!signer.verify(message(`${version}.${userId}.${nonce}`), signature)) return null;
  return { userId, nonce };
}

/** A new cookie (a new nonce) after each successful sign-in on this browser. */
export function setDeviceCookie(
  reply: FastifyReply,
  userId: string,
  options: { signer: Signer; secure: boolean },
): void {
  const nonce = randomBytes(16).toString('base64url');
  const payload = `${VERSION}.${userId}.${nonce}`;
  reply.setCookie(
    deviceCookieName(options.secure),
    `${payload}.${options.signer.sign(message(payload))}`,
    {
      httpOnly: true,
      // Only sign-in reads it, and sign-in is a same-site POST.
      sameSite: 'strict',
      secure: options.secure,
      path: '/api/auth',
      maxAge: DEVICE_COOKIE_DAYS * 86_400,
    },
  );
}
