import { and, asc, eq, isNull, lte, ne, notInArray, or } from 'drizzle-orm';
import { escapeUTF8 } from 'entities';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { applications, users } from '../../db/schema';
import { clockIn, MORNING_HOUR, SERVER_ZONE } from '../../lib/her-clock';

export interface ReminderMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface ReminderDeps {
  db: Database;
  log: FastifyBaseLogger;
  /** Queues her reminder in `tx`, the transaction that marks its applications reminded. */
  sendMail: (mail: ReminderMail, tx: Database) => Promise<void>;
  absoluteUrl: (path: string) => string;
  now?: () => Date;
}

const CLOSED_STAGES = ['accepted', 'rejected', 'withdrawn'] as const;

/** The latest calendar day anywhere on Earth at `now` (UTC+14), to narrow the query. */
const latestDayOnEarth = (now: Date) => clockIn('Pacific/Kiritimati', now).day;

interface Due {
  id: string;
  userId: string;
  email: string;
  firstName: string;
  timeZone: string | null;
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
 * Mails each person one reminder listing the open applications whose follow-up day has come in
 * her time zone (or passed while no reminder went out), once per follow-up day, from 8 in her
 * morning. The mail is queued in the transaction that marks its applications reminded, so a crash
 * neither loses it nor sends it twice. The plugin runs this as a job of a 'singleton' queue each
 * hour, so one pass at a time on any instance.
 */
export async function sendFollowUpReminders(
  deps: ReminderDeps,
): Promise<{ emails: number; applications: number; waiting: number }> {
  const now = deps.now?.() ?? new Date();
  const candidates: Due[] = await deps.db
    .select({
      id: applications.id,
      userId: applications.userId,
      email: users.email,
      firstName: users.firstName,
      timeZone: users.timeZone,
      title: applications.title,
      company: applications.company,
      url: applications.url,
      followUpAt: applications.followUpAt,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .where(
      and(
        lte(applications.followUpAt, latestDayOnEarth(now)),
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
  for (const item of candidates)
    byUser.set(item.userId, [...(byUser.get(item.userId) ?? []), item]);
  let emails = 0;
  let reminded = 0;
  let waiting = 0;
  for (const items of byUser.values()) {
    const first = items[0]!;
    const her = clockIn(first.timeZone ?? SERVER_ZONE, now);
    const due = items.filter((item) => item.followUpAt <= her.day);
    if (due.length === 0) continue;
    if (her.hour < MORNING_HOUR) {
      waiting += 1;
      continue;
    }
    try {
      await deps.db.transaction(async (tx) => {
        await deps.sendMail(
          followUpEmail(first, due, deps.absoluteUrl('/applications'), her.day),
          tx,
        );
        for (const item of due) {
          await tx
            .update(applications)
            .set({ followUpRemindedFor: item.followUpAt })
            .where(eq(applications.id, item.id));
        }
      });
    } catch (error) {
      deps.log.warn({ err: error, userId: first.userId }, 'follow-up reminder not queued');
      continue;
    }
    emails += 1;
    reminded += due.length;
  }
  return { emails, applications: reminded, waiting };
}
