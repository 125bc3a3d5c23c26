import type { TimelineEntry } from '@/shared/contracts/exit-planner';
import { EXIT_REMINDER_KINDS, type EXIT_REMINDER_TIMES } from '../../db/schema/exit-planner';

export type ReminderKind = (typeof EXIT_REMINDER_KINDS)[number];
export type ReminderTime = (typeof EXIT_REMINDER_TIMES)[number];

/** A reminder comes this many days before its date, and again on the day. */
export const WEEK_BEFORE_DAYS = 7;

export interface DueReminder {
  entry: TimelineEntry & { kind: ReminderKind };
  sentFor: ReminderTime;
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const isReminderKind = (entry: TimelineEntry): entry is DueReminder['entry'] =>
  (EXIT_REMINDER_KINDS as readonly string[]).includes(entry.kind);

/**
 * The key dates of her timeline that are due a reminder on `today` (her calendar day): those
 * exactly a week away and those that are today. Pure; which were already sent is the caller's.
 */
export function dueReminders(timeline: readonly TimelineEntry[], today: string): DueReminder[] {
  const weekAhead = addDays(today, WEEK_BEFORE_DAYS);
  return timeline.filter(isReminderKind).flatMap((entry): DueReminder[] => {
    if (entry.on === today) return [{ entry, sentFor: 'day-of' }];
    if (entry.on === weekAhead) return [{ entry, sentFor: 'week-before' }];
    return [];
  });
}
