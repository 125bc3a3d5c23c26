import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';

import type { UserRow } from '../users/users.queries';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(
  db: Database,
  input: {
    userId: string;
    ttlDays: number;
    userAgent?: string | undefined;
    ip?: string | undefined;
  },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + input.ttlDays * 86_400_000);
  await db.insert(sessions).values({
    id: hashToken(token),
    userId: input.userId,
    expiresAt,
    userAgent: input.userAgent?.slice(0, 300) ?? null,
    ip: input.ip ?? null,
  });
  // Housekeeping on a path that is already writing: drop this user's expired sessions.
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, input.userId), lt(sessions.expiresAt, new Date())));
  return { token, expiresAt };
}

export async function findSessionUser(db: Database, token: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, hashToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row?.user;
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}
