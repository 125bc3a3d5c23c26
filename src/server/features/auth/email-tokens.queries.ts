import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailTokens, type EmailTokenPurpose } from '../../db/schema';
import { hashToken } from '../../core/auth/sessions.queries';

/** 32 random bytes, base64url: what a genuine link carries, whole. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export async function issueEmailToken(
  db: Database,
  input: { userId: string; purpose: EmailTokenPurpose; email: string; ttlMinutes: number },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(emailTokens).values({
    userId: input.userId,
    purpose: input.purpose,
    email: input.email,
    tokenHash: hashToken(token),
    expiresAt: sql`now() + make_interval(mins => ${input.ttlMinutes}::int)`,
  });
  // Housekeeping on a path that is already writing: her links that ended over a week ago.
  await db
    .delete(emailTokens)
    .where(
      and(
        eq(emailTokens.userId, input.userId),
        lt(emailTokens.expiresAt, sql`now() - interval '7 days'`),
      ),
    );
  return token;
}

export type TokenUse =
  | { status: 'ok'; userId: string; email: string }
  | { status: 'used'; userId: string; email: string }
  | { status: 'expired' }
  | { status: 'invalid' };

/**
 * Uses a link once: one UPDATE claims it only while unused and unexpired, so two requests racing
 * with the same link cannot both succeed. Otherwise says why not: unknown (forged, truncated, or
 * for another purpose), used, or expired.
 */
export async function useEmailToken(
  db: Database,
  token: string,
  purpose: EmailTokenPurpose,
): Promise<TokenUse> {
  if (!TOKEN_SHAPE.test(token)) return { status: 'invalid' };
  const tokenHash = hashToken(token);
  const [claimed] = await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: emailTokens.userId, email: emailTokens.email });
  if (claimed) return { status: 'ok', ...claimed };
  const [row] = await db
    .select({ userId: emailTokens.userId, email: emailTokens.email, usedAt: emailTokens.usedAt })
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose)))
    .limit(1);
  if (!row) return { status: 'invalid' };
  if (row.usedAt) return { status: 'used', userId: row.userId, email: row.email };
  return { status: 'expired' };
}

/** What useEmailToken would say of the link, without using it (a reset page as it opens). */
export async function checkEmailToken(
  db: Database,
  token: string,
  purpose: EmailTokenPurpose,
): Promise<'ok' | 'used' | 'expired' | 'invalid'> {
  if (!TOKEN_SHAPE.test(token)) return 'invalid';
  const [row] = await db
    .select({
      usedAt: emailTokens.usedAt,
      live: sql<boolean>`${emailTokens.expiresAt} > now()`,
    })
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, hashToken(token)), eq(emailTokens.purpose, purpose)))
    .limit(1);
  if (!row) return 'invalid';
  if (row.usedAt) return 'used';
  return row.live ? 'ok' : 'expired';
}

/** Her other unused links of this purpose stop working (her password changed: old reset links die). */
export async function retireEmailTokens(
  db: Database,
  userId: string,
  purpose: EmailTokenPurpose,
): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
      ),
    );
}
