import { isNotNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailTokens, sessions } from '../../db/schema';

/** Sessions past their expiry: no cookie can use them any more. */
export async function deleteExpiredSessions(db: Database, now: Date): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, now))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Email links that were used or have expired: none can be redeemed again. */
export async function deleteSpentEmailTokens(db: Database, now: Date): Promise<number> {
  const rows = await db
    .delete(emailTokens)
    .where(or(isNotNull(emailTokens.usedAt), lt(emailTokens.expiresAt, now)))
    .returning({ id: emailTokens.id });
  return rows.length;
}
