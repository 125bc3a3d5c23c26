import { date, index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { ExitPlanInput, OfferComparisonInput } from '@/shared/contracts/exit-planner';
import { oneOf } from './checks';
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

/** The dates of her plan that are mailed to her, and when before each (exit-plan reminders). */
export const EXIT_REMINDER_KINDS = [
  'resignation-deadline',
  'apply-window-opens',
  'last-paycheck',
  'insurance-ends',
  'vesting',
] as const;
export const EXIT_REMINDER_TIMES = ['week-before', 'day-of'] as const;

/**
 * A reminder of one of her plan's dates that was queued: one row per date, kind and time, so each
 * goes out once even when two instances run a pass. A changed date is a new row, a new reminder.
 */
export const exitPlanReminders = pgTable(
  'exit_plan_reminders',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: EXIT_REMINDER_KINDS }).notNull(),
    on: date('on', { mode: 'string' }).notNull(),
    sentFor: text('sent_for', { enum: EXIT_REMINDER_TIMES }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('exit_plan_reminders_once').on(t.userId, t.kind, t.on, t.sentFor),
    oneOf('exit_plan_reminders_kind_check', t.kind, EXIT_REMINDER_KINDS),
    oneOf('exit_plan_reminders_sent_for_check', t.sentFor, EXIT_REMINDER_TIMES),
  ],
);
