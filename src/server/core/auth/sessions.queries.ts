import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';

import type { UserRow } from '../users/users.queries';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A session's last-used time moves forward at most this often (one write a minute, not one a request). */
export const LAST_USED_RESOLUTION_MS = 60_000;

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

/**
 * The live session behind a token and its user. When the session was last marked used over a
 * minute ago, it is marked now (the caller reads the database at most every few seconds per
 * session: plugins/session.ts caches what it read).
 */
export async function findSessionUser(db: Database, token: string): Promise<UserRow | undefined> {
  const id = hashToken(token);
  const [row] = await db
    .select({ user: users, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date())))
    .limit(1);
  if (!row) return undefined;
  if (Date.now() - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    await db
      .update(sessions)
      .set({ lastUsedAt: sql`now()` })
      .where(
        and(
          eq(sessions.id, id),
          lt(sessions.lastUsedAt, new Date(Date.now() - LAST_USED_RESOLUTION_MS)),
        ),
      );
  }
  return row.user;
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

export interface SessionListing {
  /** The token's hash: tells the current one apart; never sent to the client. */
  tokenHash: string;
  publicId: string;
  createdAt: Date;
  lastUsedAt: Date;
  expiresAt: Date;
  userAgent: string | null;
}

/** Her live sessions, most recently used first. */
export function listSessions(db: Database, userId: string): Promise<SessionListing[]> {
  return db
    .select({
      tokenHash: sessions.id,
      publicId: sessions.publicId,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
}

/** Ends one of her sessions by its public id; the token hash it had, or undefined when not hers. */
export async function deleteSessionByPublicId(
  db: Database,
  userId: string,
  publicId: string,
): Promise<string | undefined> {
  const [row] = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.publicId, publicId)))
    .returning({ tokenHash: sessions.id });
  return row?.tokenHash;
}

/** Ends every session of hers except the one with `keepTokenHash` (all of them when undefined). */
export async function deleteSessionsOfUser(
  db: Database,
  userId: string,
  keepTokenHash?: string,
): Promise<string[]> {
  const rows = await db
    .delete(sessions)
    .where(
      keepTokenHash
        ? and(eq(sessions.userId, userId), ne(sessions.id, keepTokenHash))
        : eq(sessions.userId, userId),
    )
    .returning({ tokenHash: sessions.id });
  return rows.map((row) => row.tokenHash);
}
