import { z } from 'zod';
import type { Signer } from '../../lib/signed-token';

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

export function createUnsubscribeToken(claim: UnsubscribeClaim, signer: Signer): string {
  const payload = Buffer.from(
    JSON.stringify({ u: claim.userId, v: claim.version, p: 'alerts' }),
  ).toString('base64url');
  return `${payload}.${signer.sign(payload)}`;
}

/** The claim of a genuine token, or null for anything forged, truncated or malformed. */
export function readUnsubscribeToken(token: string, signer: Signer): UnsubscribeClaim | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  if (!signer.verify(payload, signature)) return null;
  try {
    const parsed = PayloadSchema.safeParse(
      JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')),
    );
    return parsed.success ? { userId: parsed.data.u, version: parsed.data.v } : null;
  } catch {
    return null;
  }
}
