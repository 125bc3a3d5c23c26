import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { evidenceStatements } from '../../../db/schema';

export type EvidenceStatementRow = typeof evidenceStatements.$inferSelect;

export function listStatements(db: Database, userId: string): Promise<EvidenceStatementRow[]> {
  return db
    .select()
    .from(evidenceStatements)
    .where(eq(evidenceStatements.userId, userId))
    .orderBy(evidenceStatements.createdAt);
}

/** Her one statement about a skill: a new one replaces what she said before. */
export async function upsertStatement(
  db: Database,
  userId: string,
  competencyId: string,
  statement: { stance: 'have'; text: string } | { stance: 'have-not' },
): Promise<void> {
  const text = statement.stance === 'have' ? statement.text : null;
  await db
    .insert(evidenceStatements)
    .values({ userId, competencyId, stance: statement.stance, text })
    .onConflictDoUpdate({
      target: [evidenceStatements.userId, evidenceStatements.competencyId],
      set: { stance: statement.stance, text, updatedAt: sql`now()` },
    });
}

/** Whether there was a statement to withdraw. */
export async function deleteStatement(
  db: Database,
  userId: string,
  competencyId: string,
): Promise<boolean> {
  const deleted = await db
    .delete(evidenceStatements)
    .where(
      and(eq(evidenceStatements.userId, userId), eq(evidenceStatements.competencyId, competencyId)),
    )
    .returning({ id: evidenceStatements.id });
  return deleted.length > 0;
}
