import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, jobAlerts } from '@/server/db/schema';
import { sendFollowUpReminders } from '@/server/features/applications/follow-up-reminders';
import type { ClassifiedJob } from '@/server/features/jobs/ingest/job-source';
import { upsertJob } from '@/server/features/jobs/ingest/ingest.queries';
import { enqueueMail } from '@/server/lib/mail/mail-outbox';
import { inTransaction } from '@/server/lib/queue/job-queue';
import { startSmtpServer, type LocalSmtp } from '../helpers/smtp';
import {
  as,
  createTestApp,
  registerAdmin,
  registerUser,
  type SignedInUser,
  type TestApp,
} from '../helpers/test-app';

let smtp: LocalSmtp;
let t: TestApp;
let rosa: SignedInUser;
let admin: SignedInUser;

function live(id: string, overrides: Partial<ClassifiedJob> = {}): ClassifiedJob {
  return {
    source: 'Greenhouse',
    externalId: `greenhouse:digestco:${id}`,
    title: `Customer Success Associate ${id}`,
    company: 'Brightpath Learning',
    description: 'Onboard school districts. No prior experience required.',
    requirements: [],
    salary: null,
    isRemote: false,
    location: 'Austin, TX',
    postedAt: new Date(),
    applyUrl: `https://boards.greenhouse.io/digestco/jobs/${id}`,
    sourceUrl: `https://boards.greenhouse.io/digestco/jobs/${id}`,
    categories: [],
    track: 'customer-success',
    ...overrides,
  };
}

/** Her job-alert emails (sign-up also mailed her a verification link). */
const alertMails = () =>
  smtp.messages.filter((m) => m.to.includes(rosa.user.email) && /jobs? for you/.test(m.subject));

const runDigest = async () => {
  const response = await as(t.app, admin, { method: 'POST', url: '/api/admin/job-alerts/run' });
  expect(response.statusCode).toBe(200);
  return response.json() as { emailsSent: number; jobsSent: number; skipped: boolean };
};
const ingest = async (...jobs: ClassifiedJob[]) => {
  const now = new Date();
  for (const job of jobs) await upsertJob(t.db, job, { now });
};

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://c2c.example' });
  rosa = await registerUser(t.app);
  admin = await registerAdmin(t.app);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('the job alert digest, end to end through SMTP', () => {
  it('mails a subscriber the new matching postings once, then nothing until more are new', async () => {
    const subscribe = await as(t.app, rosa, {
      method: 'PUT',
      url: `/api/users/${rosa.user.id}/job-alerts`,
      payload: {
        frequency: 'daily',
        tracks: ['customer-success'],
        location: 'TX',
        remoteOnly: false,
        entryLevelOnly: true,
      },
    });
    expect(subscribe.statusCode).toBe(200);
    await ingest(
      live('1'),
      live('2', { title: 'Onboarding Specialist' }),
      live('senior', { title: 'Senior Director of Customer Success' }),
      live('ohio', { location: 'Columbus, OH' }),
      live('sales', { track: 'sales', title: 'Sales Development Representative' }),
    );

    const first = await runDigest();
    expect(first).toMatchObject({ emailsSent: 1, jobsSent: 2, skipped: false });
    const mail = await smtp.waitFor(rosa.user.email, /2 new Customer Success jobs for you/);
    expect(mail.text).toContain('Customer Success Associate 1, Brightpath Learning');
    expect(mail.text).toContain('Onboarding Specialist, Brightpath Learning');
    expect(mail.text).toContain('Open to career changers');
    expect(mail.text).not.toContain('Senior Director');
    expect(mail.text).not.toContain('Columbus');
    expect(mail.text).not.toContain('Sales Development Representative');
    expect(mail.html).toContain('href="https://boards.greenhouse.io/digestco/jobs/1"');
    expect(mail.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.header('list-unsubscribe')).toMatch(
      /^<https:\/\/c2c\.example\/api\/job-alerts\/unsubscribe\?token=.+>$/,
    );

    // Nothing new: no second email (and, being daily, none before tomorrow anyway).
    expect(await runDigest()).toMatchObject({ emailsSent: 0 });
    await t.db
      .update(jobAlerts)
      .set({ lastSentAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(jobAlerts.userId, rosa.user.id));
    expect(await runDigest()).toMatchObject({ emailsSent: 0 });
    expect(alertMails()).toHaveLength(1);

    // A day on, a new posting: one more email with only that one.
    await ingest(live('3', { title: 'Implementation Specialist' }));
    expect(await runDigest()).toMatchObject({ emailsSent: 1, jobsSent: 1 });
    const second = await smtp.waitFor(rosa.user.email, /1 new Customer Success job for you/);
    expect(second.text).toContain('Implementation Specialist');
    expect(second.text).not.toContain('Customer Success Associate 1');
  });

  it('turns alerts off from the link in the email, signed out', async () => {
    const mail = alertMails()[0]!;
    const link = mail.text.match(/Stop these emails: (\S+)/)![1]!;
    const token = new URL(link).searchParams.get('token')!;
    expect(new URL(link).pathname).toBe('/unsubscribe');
    const response = await as(t.app, null, {
      method: 'POST',
      url: '/api/job-alerts/unsubscribe',
      payload: { token },
    });
    expect(response.statusCode).toBe(200);
    const settings = await as(t.app, rosa, {
      method: 'GET',
      url: `/api/users/${rosa.user.id}/job-alerts`,
    });
    expect(settings.json().frequency).toBe('off');
    await ingest(live('4'));
    await t.db
      .update(jobAlerts)
      .set({ lastSentAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(jobAlerts.userId, rosa.user.id));
    expect(await runDigest()).toMatchObject({ emailsSent: 0 });
  });
});

describe('follow-up reminders', () => {
  it('mail each person once, from 8 in her own morning on her follow-up day, never for closed applications', async () => {
    // Auckland is UTC+13 in December and Los Angeles UTC-8: one follow-up day, 21 hours apart.
    const ana = await registerUser(t.app, { firstName: 'Ana', timeZone: 'Pacific/Auckland' });
    const lena = await registerUser(t.app, { firstName: 'Lena' });
    const zone = await as(t.app, lena, {
      method: 'PUT',
      url: `/api/users/${lena.user.id}/time-zone`,
      payload: { timeZone: 'US/Pacific' },
    });
    expect(zone.json().user.timeZone).toBe('America/Los_Angeles');
    expect(ana.user.timeZone).toBe('Pacific/Auckland');

    const track = async (who: SignedInUser, title: string, stage: string) => {
      const created = await as(t.app, who, {
        method: 'POST',
        url: `/api/users/${who.user.id}/applications`,
        payload: { title, company: 'Quillwork', url: `https://quillwork.example/${title.length}` },
      });
      await as(t.app, who, {
        method: 'PATCH',
        url: `/api/users/${who.user.id}/applications/${created.json().id}`,
        payload: { stage, followUpAt: '2026-12-02' },
      });
      return created.json().id as string;
    };
    const anas = await track(ana, 'Learning Designer', 'applied');
    await track(ana, 'Trainer', 'rejected');
    const lenas = await track(lena, 'Onboarding Specialist', 'interviewing');

    const run = (iso: string) =>
      sendFollowUpReminders({
        db: t.db,
        log: t.app.log,
        sendMail: async (message, tx) => {
          await enqueueMail(t.app.jobQueue, message, inTransaction(tx));
        },
        absoluteUrl: (path: string) => `https://c2c.example${path}`,
        now: () => new Date(iso),
      });

    // 7:00 on the 2nd in Auckland, 10:00 on the 1st in Los Angeles: too early for Ana, not Lena's day.
    expect(await run('2026-12-01T18:00:00Z')).toEqual({ emails: 0, applications: 0, waiting: 1 });
    // 9:00 in Auckland.
    expect(await run('2026-12-01T20:00:00Z')).toEqual({ emails: 1, applications: 1, waiting: 0 });
    const anasMail = await smtp.waitFor(
      ana.user.email,
      /Follow up today: Learning Designer at Quillwork/,
    );
    expect(anasMail.text).toContain('https://c2c.example/applications');
    expect(anasMail.text).not.toContain('Trainer');
    // 7:00 on the 2nd in Los Angeles: her day, not yet her morning; Ana is done.
    expect(await run('2026-12-02T15:00:00Z')).toEqual({ emails: 0, applications: 0, waiting: 1 });
    // 8:30 in Los Angeles, then the same hour's pass again.
    expect(await run('2026-12-02T16:30:00Z')).toEqual({ emails: 1, applications: 1, waiting: 0 });
    expect(await run('2026-12-02T16:30:00Z')).toEqual({ emails: 0, applications: 0, waiting: 0 });
    await smtp.waitFor(lena.user.email, /Follow up today: Onboarding Specialist at Quillwork/);

    for (const id of [anas, lenas]) {
      const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
      expect(row!.followUpRemindedFor).toBe('2026-12-02');
    }
    expect(smtp.messages.filter((m) => /Follow up today/.test(m.subject))).toHaveLength(2);
  });
});
