import { and, desc, eq } from 'drizzle-orm';
import type { ExitPlanInput, OfferComparisonInput } from '@/shared/contracts/exit-planner';
import type { Database } from '../../db/client';
import { exitPlans, offerComparisons } from '../../db/schema';

export async function findExitPlan(db: Database, userId: string) {
  const [row] = await db.select().from(exitPlans).where(eq(exitPlans.userId, userId));
  return row;
}

export async function saveExitPlan(db: Database, userId: string, plan: ExitPlanInput) {
  const [row] = await db
    .insert(exitPlans)
    .values({ userId, plan })
    .onConflictDoUpdate({ target: exitPlans.userId, set: { plan, updatedAt: new Date() } })
    .returning();
  return row!;
}

export async function insertOfferComparison(
  db: Database,
  userId: string,
  input: OfferComparisonInput,
) {
  const [row] = await db.insert(offerComparisons).values({ userId, input }).returning();
  return row!;
}

export function listOfferComparisons(db: Database, userId: string) {
  return db
    .select()
    .from(offerComparisons)
    .where(eq(offerComparisons.userId, userId))
    .orderBy(desc(offerComparisons.createdAt), desc(offerComparisons.id));
}

export async function deleteOfferComparison(
  db: Database,
  userId: string,
  comparisonId: string,
): Promise<boolean> {
  const deleted = await db
    .delete(offerComparisons)
    .where(and(eq(offerComparisons.id, comparisonId), eq(offerComparisons.userId, userId)))
    .returning({ id: offerComparisons.id });
  return deleted.length > 0;
}
