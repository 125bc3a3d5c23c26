import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * The one-click unsubscribe link in a job-alert email: it must work signed out (from a phone's
 * mail app, or the mail provider's own List-Unsubscribe button), so it carries who and which
 * subscription, signed with the server's secret. A later subscribe bumps the version, which makes
 * the links in older emails stale.
 */
const PayloadSchema = z.object({ u: z.uuid(), v: z.number().int().min(0), p: z.literal('alerts') });

export interface UnsubscribeClaim {
  userId: string;
  version: number;
}

const sign = (payload: string, secret: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

export function createUnsubscribeToken(claim: UnsubscribeClaim, secret: string): string {
  const payload = Buffer.from(
    JSON.stringify({ u: claim.userId, v: claim.version, p: 'alerts' }),
  ).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}

/** The claim of a genuine token, or null for anything forged, truncated or malformed. */
export function readUnsubscribeToken(token: string, secret: string): UnsubscribeClaim | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = PayloadSchema.safeParse(
      JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')),
    );
    return parsed.success ? { userId: parsed.data.u, version: parsed.data.v } : null;
  } catch {
    return null;
  }
}
