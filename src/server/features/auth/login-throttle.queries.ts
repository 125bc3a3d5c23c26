import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginFailures } from '../../db/schema';

export interface ThrottleLimits {
  maxFailuresPerEmail: number;
  maxFailuresPerIp: number;
  windowMinutes: number;
}

/**
 * Failed sign-ins live in the database so every app instance sees the same count.
 * Returns the seconds until the caller may retry, or 0 when not throttled.
 */
export async function secondsUntilLoginAllowed(
  db: Database,
  key: { email: string; ip: string },
  limits: ThrottleLimits,
): Promise<number> {
  const since = new Date(Date.now() - limits.windowMinutes * 60_000);
  const [byEmail, byIp] = await Promise.all(
    [eq(loginFailures.emailKey, key.email), eq(loginFailures.ip, key.ip)].map((match) =>
      db
        .select({ n: count(), oldest: min(loginFailures.createdAt) })
        .from(loginFailures)
        .where(and(match, gt(loginFailures.createdAt, since)))
        .then((rows) => rows[0]),
    ),
  );
  const waits = [
    [byEmail, limits.maxFailuresPerEmail],
    [byIp, limits.maxFailuresPerIp],
  ] as const;
  let seconds = 0;
  for (const [row, max] of waits) {
    if (row && row.n >= max && row.oldest) {
      const freeAt = new Date(row.oldest).getTime() + limits.windowMinutes * 60_000;
      seconds = Math.max(seconds, Math.ceil((freeAt - Date.now()) / 1000));
    }
  }
  return Math.max(0, seconds);
}

export async function recordLoginFailure(
  db: Database,
  key: { email: string; ip: string },
): Promise<void> {
  await db.insert(loginFailures).values({ emailKey: key.email, ip: key.ip });
  await db
    .delete(loginFailures)
    .where(lt(loginFailures.createdAt, new Date(Date.now() - 86_400_000)));
}

export async function clearLoginFailures(db: Database, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.emailKey, email));
}
