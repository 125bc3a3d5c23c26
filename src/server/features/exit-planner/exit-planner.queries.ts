import { and, desc, eq, sql } from 'drizzle-orm';
import type { ExitPlanInput, OfferComparisonInput } from '@/shared/contracts/exit-planner';
import type { Database } from '../../db/client';
import { exitPlanReminders, exitPlans, offerComparisons, users } from '../../db/schema';
import type { ReminderKind, ReminderTime } from './due-reminders';

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

/** Every saved plan whose owner wants its dates by email, with where and when to send them. */
export function plansWithReminders(db: Database) {
  return db
    .select({
      userId: exitPlans.userId,
      plan: exitPlans.plan,
      email: users.email,
      firstName: users.firstName,
      timeZone: users.timeZone,
    })
    .from(exitPlans)
    .innerJoin(users, eq(users.id, exitPlans.userId))
    .where(sql`(${exitPlans.plan}->>'emailReminders') is distinct from 'false'`);
}

/**
 * Marks a reminder sent in `tx`; false when it already was (an earlier pass or another
 * instance), so the caller queues nothing.
 */
export async function markReminderSent(
  tx: Database,
  row: { userId: string; kind: ReminderKind; on: string; sentFor: ReminderTime },
): Promise<boolean> {
  const inserted = await tx
    .insert(exitPlanReminders)
    .values(row)
    .onConflictDoNothing()
    .returning({ userId: exitPlanReminders.userId });
  return inserted.length > 0;
}
