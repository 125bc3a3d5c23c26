import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { interviewRoleplayAttempts } from '../../db/schema';

export type RoleplayAttemptRow = typeof interviewRoleplayAttempts.$inferSelect;
export type NewRoleplayAttempt = typeof interviewRoleplayAttempts.$inferInsert;

export async function insertRoleplayAttempt(
  db: Database,
  attempt: NewRoleplayAttempt,
): Promise<RoleplayAttemptRow> {
  const [row] = await db.insert(interviewRoleplayAttempts).values(attempt).returning();
  return row!;
}

/** Her roleplay attempts, oldest first (one roleplay's, when asked). */
export function listRoleplayAttempts(
  db: Database,
  userId: string,
  roleplayId?: string,
): Promise<RoleplayAttemptRow[]> {
  const t = interviewRoleplayAttempts;
  return db
    .select()
    .from(t)
    .where(
      roleplayId ? and(eq(t.userId, userId), eq(t.roleplayId, roleplayId)) : eq(t.userId, userId),
    )
    .orderBy(asc(t.createdAt), asc(t.id));
}
