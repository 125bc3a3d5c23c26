import { and, asc, eq, isNull, lte, ne, notInArray, or } from 'drizzle-orm';
import { escapeUTF8 } from 'entities';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { applications, users } from '../../db/schema';

export interface ReminderMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface ReminderDeps {
  db: Database;
  log: FastifyBaseLogger;
  sendMail: (mail: ReminderMail) => Promise<void>;
  absoluteUrl: (path: string) => string;
  now?: () => Date;
}

/** Reminders go out in the morning, server time, and not before. */
export const REMINDER_HOUR = 8;
const CLOSED_STAGES = ['accepted', 'rejected', 'withdrawn'] as const;

const dayOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

interface Due {
  id: string;
  userId: string;
  email: string;
  firstName: string;
  title: string;
  company: string;
  url: string;
  followUpAt: string;
}

export function followUpEmail(
  person: { email: string; firstName: string },
  due: Pick<Due, 'title' | 'company' | 'url' | 'followUpAt'>[],
  boardUrl: string,
  today: string,
): ReminderMail {
  const subject =
    due.length === 1
      ? `Follow up today: ${due[0]!.title} at ${due[0]!.company}`
      : `Follow up today on ${due.length} applications`;
  const line = (item: (typeof due)[number]) =>
    `${item.title} at ${item.company}${item.followUpAt < today ? ` (planned for ${item.followUpAt})` : ''}`;
  const text = [
    person.firstName ? `Hi ${person.firstName},` : 'Hi,',
    '',
    'You planned to follow up today on:',
    '',
    ...due.map((item) => `- ${line(item)}\n  ${item.url}`),
    '',
    'A short, friendly note to the recruiter or hiring manager keeps you on their list.',
    `Update the date or the stage on your board: ${boardUrl}`,
    '',
    'Classroom to Career',
  ].join('\n');
  const e = escapeUTF8;
  const html = `<!doctype html>
<html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">
<p>${e(person.firstName ? `Hi ${person.firstName},` : 'Hi,')}</p>
<p>You planned to follow up today on:</p>
<ul>${due.map((item) => `<li><a href="${e(item.url)}">${e(line(item))}</a></li>`).join('')}</ul>
<p>A short, friendly note to the recruiter or hiring manager keeps you on their list.</p>
<p><a href="${e(boardUrl)}">Update the date or the stage on your board</a></p>
<p style="font-size:13px;color:#475569">Classroom to Career</p>
</body></html>`;
  return { to: person.email, subject, text, html };
}

/**
 * Mails each person one reminder listing the open applications whose follow-up day has come (or
 * passed while no reminder went out), once per follow-up day. The plugin runs it as a job of a
 * 'singleton' queue, so one pass at a time on any instance.
 */
export async function sendFollowUpReminders(
  deps: ReminderDeps,
): Promise<{ emails: number; applications: number; skipped: boolean }> {
  const now = deps.now?.() ?? new Date();
  if (now.getHours() < REMINDER_HOUR) return { emails: 0, applications: 0, skipped: true };
  {
    const today = dayOf(now);
    const due: Due[] = await deps.db
      .select({
        id: applications.id,
        userId: applications.userId,
        email: users.email,
        firstName: users.firstName,
        title: applications.title,
        company: applications.company,
        url: applications.url,
        followUpAt: applications.followUpAt,
      })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.userId))
      .where(
        and(
          lte(applications.followUpAt, today),
          notInArray(applications.stage, [...CLOSED_STAGES]),
          or(
            isNull(applications.followUpRemindedFor),
            ne(applications.followUpRemindedFor, applications.followUpAt),
          ),
        ),
      )
      .orderBy(asc(applications.userId), asc(applications.followUpAt))
      .then((rows) => rows.map((row) => ({ ...row, followUpAt: row.followUpAt! })));
    const byUser = new Map<string, Due[]>();
    for (const item of due) byUser.set(item.userId, [...(byUser.get(item.userId) ?? []), item]);
    let emails = 0;
    for (const items of byUser.values()) {
      const first = items[0]!;
      try {
        await deps.sendMail(followUpEmail(first, items, deps.absoluteUrl('/applications'), today));
      } catch (error) {
        deps.log.warn({ err: error, userId: first.userId }, 'follow-up reminder not sent');
        continue;
      }
      emails += 1;
      for (const item of items) {
        await deps.db
          .update(applications)
          .set({ followUpRemindedFor: item.followUpAt })
          .where(eq(applications.id, item.id));
      }
    }
    return { emails, applications: due.length, skipped: false };
  }
}
