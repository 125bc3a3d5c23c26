import { escapeUTF8 } from 'entities';
import type { FastifyBaseLogger } from 'fastify';
import type { ExitRule } from '@/server/content/exit-rules.schemas';
import type { Database } from '../../db/client';
import { clockIn, MORNING_HOUR, SERVER_ZONE } from '../../lib/her-clock';
import { buildTimeline } from './build-timeline';
import { dueReminders, type DueReminder } from './due-reminders';
import { markReminderSent, plansWithReminders } from './exit-planner.queries';

export interface ExitReminderMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface ExitReminderDeps {
  db: Database;
  log: FastifyBaseLogger;
  rules: ReadonlyMap<string, ExitRule>;
  /** Queues the mail in `tx`, the transaction that marks the reminder sent. */
  sendMail: (mail: ExitReminderMail, tx: Database) => Promise<void>;
  absoluteUrl: (path: string) => string;
  now?: () => Date;
}

const longDate = (day: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(`${day}T00:00:00Z`));

/** One reminder of one date of her plan: the date, what it means, its source, her plan's page. */
export function exitReminderEmail(
  person: { email: string; firstName: string },
  { entry, sentFor }: DueReminder,
  planUrl: string,
): ExitReminderMail {
  const when = longDate(entry.on);
  const subject =
    sentFor === 'day-of' ? `Today: ${entry.title}` : `In one week: ${entry.title} (${when})`;
  const lead =
    sentFor === 'day-of'
      ? `Today, ${when}, is a date in your exit plan:`
      : `In one week, on ${when}, comes a date in your exit plan:`;
  const source = entry.source.checkedOn
    ? `${entry.source.label} (checked ${longDate(entry.source.checkedOn)})`
    : entry.source.label;
  const greeting = person.firstName ? `Hi ${person.firstName},` : 'Hi,';
  const note = 'This is planning help, not legal advice.';
  const off = 'You can turn these emails off on your plan.';
  const text = [
    greeting,
    '',
    lead,
    '',
    `${entry.title}: ${when}`,
    entry.detail,
    '',
    `Where this comes from: ${source}${entry.source.url ? `\n${entry.source.url}` : ''}`,
    '',
    `See your whole plan: ${planUrl}`,
    '',
    note,
    off,
    '',
    'Classroom to Career',
  ].join('\n');
  const e = escapeUTF8;
  const sourceHtml = entry.source.url
    ? `<a href="${e(entry.source.url)}">${e(source)}</a>`
    : e(source);
  const html = `<!doctype html>
<html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">
<p>${e(greeting)}</p>
<p>${e(lead)}</p>
<p><strong>${e(entry.title)}: ${e(when)}</strong><br>${e(entry.detail)}</p>
<p>Where this comes from: ${sourceHtml}</p>
<p><a href="${e(planUrl)}">See your whole plan</a></p>
<p style="font-size:13px;color:#475569">${e(note)} ${e(off)}<br>Classroom to Career</p>
</body></html>`;
  return { to: person.email, subject, text, html };
}

/**
 * Mails each person the key dates of her exit plan (the resignation deadline, the apply window,
 * her last paycheck, the end of her health cover, vesting) a week before and on the day, from 8
 * in her morning, once each: the mail is queued in the transaction that marks it sent, and the
 * mark is unique, so neither a crash nor a second instance sends it twice. The plugin runs this
 * as a job of a 'singleton' queue each hour. Plans she turned the emails off on are skipped.
 */
export async function sendExitPlanReminders(
  deps: ExitReminderDeps,
): Promise<{ emails: number; waiting: number }> {
  const now = deps.now?.() ?? new Date();
  const plans = await plansWithReminders(deps.db);
  let emails = 0;
  let waiting = 0;
  for (const row of plans) {
    const her = clockIn(row.timeZone ?? SERVER_ZONE, now);
    const due = dueReminders(buildTimeline(row.plan, deps.rules, her.day).entries, her.day);
    if (due.length === 0) continue;
    if (her.hour < MORNING_HOUR) {
      waiting += 1;
      continue;
    }
    for (const reminder of due) {
      try {
        const sent = await deps.db.transaction(async (tx) => {
          const marked = await markReminderSent(tx, {
            userId: row.userId,
            kind: reminder.entry.kind,
            on: reminder.entry.on,
            sentFor: reminder.sentFor,
          });
          if (marked)
            await deps.sendMail(
              exitReminderEmail(row, reminder, deps.absoluteUrl('/exit-plan')),
              tx,
            );
          return marked;
        });
        if (sent) emails += 1;
      } catch (error) {
        deps.log.warn({ err: error, userId: row.userId }, 'exit-plan reminder not queued');
      }
    }
  }
  return { emails, waiting };
}
