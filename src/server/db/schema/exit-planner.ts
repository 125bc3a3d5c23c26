import { index, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ExitPlanInput, OfferComparisonInput } from '@/shared/contracts/exit-planner';
import { users } from './users';

/**
 * Her exit plan, one a user, as she entered it (validated by the contract). The timeline is built
 * from it on each read, so a corrected state rule reaches every saved plan.
 */
export const exitPlans = pgTable('exit_plans', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  plan: jsonb('plan').$type<ExitPlanInput>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An offer she compared with her teaching package: the input is kept, the answer recomputed. */
export const offerComparisons = pgTable(
  'offer_comparisons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    input: jsonb('input').$type<OfferComparisonInput>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('offer_comparisons_user_idx').on(t.userId, t.createdAt)],
);
