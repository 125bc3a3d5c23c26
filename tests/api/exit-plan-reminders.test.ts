import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadExitRules } from '@/server/content/load-exit-rules';
import { exitPlanReminders } from '@/server/db/schema';
import { sendExitPlanReminders } from '@/server/features/exit-planner/send-exit-plan-reminders';
import { enqueueMail } from '@/server/lib/mail/mail-outbox';
import { inTransaction } from '@/server/lib/queue/job-queue';
import { startSmtpServer, type LocalSmtp } from '../helpers/smtp';
import {
  as,
  createTestApp,
  registerUser,
  type SignedInUser,
  type TestApp,
} from '../helpers/test-app';

let smtp: LocalSmtp;
let t: TestApp;

/** A year from now, so the plan stays within the two-year limit whenever the test runs. */
const year = new Date().getUTCFullYear() + 1;
/** Texas: the last day to resign without penalty is 45 days before Aug 18, so July 4. */
const texasPlan = {
  state: 'TX',
  firstDayOfInstruction: `${year}-08-18`,
  paySchedule: '10-month',
  insuranceEnds: 'end-of-august',
};

const savePlan = (who: SignedInUser, payload: object) =>
  as(t.app, who, { method: 'PUT', url: `/api/users/${who.user.id}/exit-plan`, payload });

const run = (iso: string) =>
  sendExitPlanReminders({
    db: t.db,
    log: t.app.log,
    rules: loadExitRules(),
    sendMail: async (message, tx) => {
      await enqueueMail(t.app.jobQueue, message, inTransaction(tx));
    },
    absoluteUrl: (path: string) => `https://c2c.example${path}`,
    now: () => new Date(iso),
  });

const exitMails = (who: SignedInUser) =>
  smtp.messages.filter(
    (m) => m.to.includes(who.user.email) && /^(Today|In one week): /.test(m.subject),
  );

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://c2c.example' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('exit-plan reminders', () => {
  it('mail her resignation deadline a week before and on the day, from 8 her time, once each', async () => {
    const rosa = await registerUser(t.app, { firstName: 'Rosa', timeZone: 'America/Chicago' });
    const saved = await savePlan(rosa, texasPlan);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().plan.emailReminders).toBe(true);
    const deadline = saved
      .json()
      .timeline.find((entry: { kind: string }) => entry.kind === 'resignation-deadline');
    expect(deadline.on).toBe(`${year}-07-04`);
    const sourceUrl = saved.json().rule.sources[0].url as string;

    // Chicago is UTC-5 in summer. 7:30 on June 27, a week before: her day, not yet her morning.
    expect(await run(`${year}-06-27T12:30:00Z`)).toEqual({ emails: 0, waiting: 1 });
    // 8:20 her time.
    expect(await run(`${year}-06-27T13:20:00Z`)).toEqual({ emails: 1, waiting: 0 });
    const weekBefore = await smtp.waitFor(
      rosa.user.email,
      /^In one week: Last day to resign without penalty/,
    );
    expect(weekBefore.text).toContain('Hi Rosa,');
    expect(weekBefore.text).toContain('July 4');
    expect(weekBefore.text).toContain(sourceUrl);
    expect(weekBefore.text).toContain('https://c2c.example/exit-plan');
    expect(weekBefore.text).toContain('planning help, not legal advice');
    expect(weekBefore.html).toContain(`href="${sourceUrl}"`);
    // The same hour's pass again, and the days between: nothing more.
    expect(await run(`${year}-06-27T13:20:00Z`)).toEqual({ emails: 0, waiting: 0 });
    expect(await run(`${year}-07-03T15:00:00Z`)).toEqual({ emails: 0, waiting: 0 });

    // On the day, 7:00 then 9:00 her time, then again.
    expect(await run(`${year}-07-04T12:00:00Z`)).toEqual({ emails: 0, waiting: 1 });
    expect(await run(`${year}-07-04T14:00:00Z`)).toEqual({ emails: 1, waiting: 0 });
    expect(await run(`${year}-07-04T20:00:00Z`)).toEqual({ emails: 0, waiting: 0 });
    const dayOf = await smtp.waitFor(rosa.user.email, /^Today: Last day to resign without penalty/);
    expect(dayOf.text).toMatch(
      new RegExp(`^Today, \\w+, July 4, ${year}, is a date in your exit plan`, 'm'),
    );
    expect(exitMails(rosa)).toHaveLength(2);

    const rows = await t.db
      .select()
      .from(exitPlanReminders)
      .where(eq(exitPlanReminders.userId, rosa.user.id));
    expect(rows.map((row) => `${row.kind} ${row.on} ${row.sentFor}`).sort()).toEqual([
      `resignation-deadline ${year}-07-04 day-of`,
      `resignation-deadline ${year}-07-04 week-before`,
    ]);
    // What was sent is in her account export.
    const exported = await as(t.app, rosa, { url: `/api/users/${rosa.user.id}/export` });
    expect(exported.json().exitPlanReminders).toHaveLength(2);
  });

  it('send nothing once she turns them off, and refuse a setting that is not true or false', async () => {
    const mia = await registerUser(t.app, { firstName: 'Mia', timeZone: 'America/Chicago' });
    expect((await savePlan(mia, texasPlan)).json().plan.emailReminders).toBe(true);
    const off = await savePlan(mia, { ...texasPlan, emailReminders: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().plan.emailReminders).toBe(false);
    expect(
      (await as(t.app, mia, { url: `/api/users/${mia.user.id}/exit-plan` })).json().plan,
    ).toMatchObject({ emailReminders: false });

    await run(`${year}-06-27T13:20:00Z`);
    await run(`${year}-07-04T14:00:00Z`);
    const rows = await t.db
      .select()
      .from(exitPlanReminders)
      .where(eq(exitPlanReminders.userId, mia.user.id));
    expect(rows).toEqual([]);
    expect(exitMails(mia)).toEqual([]);

    const bad = await savePlan(mia, { ...texasPlan, emailReminders: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/emailReminders/);
  });
});
