import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/free-port';
import { linkIn, startSmtpServer, type LocalSmtp } from '../helpers/smtp';
import { retryMailJob } from '@/server/lib/mail/mail-outbox';
import { as, createTestApp, registerAdmin, registerUser, type TestApp } from '../helpers/test-app';

interface MailJobRow {
  id: string;
  state: string;
  retry_count: number;
  output: { message?: string } | null;
  to: string;
}

const mailJobs = async (t: TestApp): Promise<MailJobRow[]> =>
  (
    await t.app.jobQueue.db.executeSql(
      `select id, state, retry_count, output, data->>'to' as "to" from pgboss.job where name = 'mail'`,
      [],
    )
  ).rows as MailJobRow[];

const jobsOf = async (t: TestApp, emails: string[]) =>
  (await mailJobs(t)).filter((job) => emails.includes(job.to));

describe('the mail outbox while the SMTP server is down', () => {
  let t: TestApp;
  let smtp: LocalSmtp | undefined;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await t.close();
    await smtp?.close();
  });

  it('delivers every verification email exactly once after the server comes back', async () => {
    const people = await Promise.all(
      Array.from({ length: 5 }, () => registerUser(t.app).then((person) => person.user.email)),
    );
    // Nothing listens: each email's first attempt fails and waits for its retry.
    await expect
      .poll(async () => (await jobsOf(t, people)).map((job) => job.state), { timeout: 20_000 })
      .toEqual(people.map(() => 'retry'));

    smtp = await startSmtpServer({ port });
    // The clock moves on to the retries' due time (the backoff itself is unit-tested).
    await t.app.jobQueue.db.executeSql(
      `update pgboss.job set start_after = now() where name = 'mail' and state = 'retry'`,
      [],
    );
    await expect
      .poll(async () => (await jobsOf(t, people)).every((job) => job.state === 'completed'), {
        timeout: 20_000,
      })
      .toBe(true);
    for (const email of people) {
      const received = smtp.messages.filter((message) => message.to.includes(email));
      expect(received).toHaveLength(1);
      expect(received[0]!.subject).toMatch(/confirm|verify/i);
      const job = (await jobsOf(t, [email]))[0]!;
      expect(received[0]!.header('message-id')).toBe(`<${job.id}@localhost>`);
    }
  });
});

describe('an address the SMTP server refuses for good', () => {
  let t: TestApp;
  let smtp: LocalSmtp;
  /** Addresses refused until a test takes them off (a mailbox that was full, or closed for a while). */
  const accepted = new Set<string>();
  beforeAll(async () => {
    smtp = await startSmtpServer({
      refuse: (address) => address.startsWith('gone') && !accepted.has(address),
    });
    t = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('is not retried, and her account shows the bounce', async () => {
    const gone = await registerUser(t.app, { email: `gone-${Date.now()}@example.test` });
    await expect
      .poll(async () => (await jobsOf(t, [gone.user.email]))[0]?.state, { timeout: 20_000 })
      .toBe('failed');
    const [job] = await jobsOf(t, [gone.user.email]);
    expect(job!.retry_count).toBe(0);
    expect(job!.output?.message).toMatch(/refused/);
    const me = await as(t.app, gone, { method: 'GET', url: '/api/auth/me' });
    expect(me.json<{ emailBounced?: boolean }>().emailBounced).toBe(true);

    const fine = await registerUser(t.app);
    await smtp.waitFor(fine.user.email);
    const meFine = await as(t.app, fine, { method: 'GET', url: '/api/auth/me' });
    expect(meFine.json<{ emailBounced?: boolean }>().emailBounced).toBe(false);
  });

  it('stops showing the bounce once she follows a link mailed to that address', async () => {
    const back = await registerUser(t.app, { email: `gone-back-${Date.now()}@example.test` });
    await expect
      .poll(async () => (await jobsOf(t, [back.user.email]))[0]?.state, { timeout: 20_000 })
      .toBe('failed');
    const me = () => as(t.app, back, { method: 'GET', url: '/api/auth/me' });
    expect((await me()).json<{ emailBounced: boolean }>().emailBounced).toBe(true);

    // The mailbox works again; the email that gave up is sent once more, and she follows its link.
    accepted.add(back.user.email);
    const [job] = await jobsOf(t, [back.user.email]);
    expect(await retryMailJob(t.app.jobQueue, job!.id)).toBe(true);
    const mail = await smtp.waitFor(back.user.email, /Confirm/);
    const token = linkIn(mail, '/verify-email').searchParams.get('token');
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email/confirm',
      payload: { token },
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await me()).json<{ emailBounced: boolean }>().emailBounced).toBe(false);
  });

  it('fails a job whose payload is not a message with its reason, without retrying', async () => {
    const id = await t.app.jobQueue.boss.send('mail', { to: 'not an address' }, { retryLimit: 5 });
    await expect
      .poll(async () => (await mailJobs(t)).find((job) => job.id === id)?.state, {
        timeout: 20_000,
      })
      .toBe('failed');
    const job = (await mailJobs(t)).find((row) => row.id === id)!;
    expect(job.retry_count).toBe(0);
    expect(job.output?.message).toMatch(/invalid mail job/);
  });

  it('lists the emails that gave up to administrators only, and sends one again on request', async () => {
    const admin = await registerAdmin(t.app);
    const teacher = await registerUser(t.app);
    const failed = await as(t.app, admin, { method: 'GET', url: '/api/admin/mail?status=failed' });
    expect(failed.statusCode).toBe(200);
    const mail = failed.json<{
      mail: { id: string; status: string; to: string; reason: string | null }[];
    }>().mail;
    expect(mail.length).toBeGreaterThan(0);
    expect(mail.every((item) => item.status === 'failed' && item.reason)).toBe(true);
    expect(mail.some((item) => item.to.startsWith('g***@'))).toBe(true);

    const refused = await as(t.app, teacher, {
      method: 'GET',
      url: '/api/admin/mail?status=failed',
    });
    expect(refused.statusCode).toBe(403);
    const badStatus = await as(t.app, admin, { method: 'GET', url: '/api/admin/mail?status=lost' });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json<{ message: string }>().message).toBeTruthy();

    const retried = await as(t.app, admin, {
      method: 'POST',
      url: `/api/admin/mail/${mail[0]!.id}/retry`,
    });
    expect(retried.statusCode).toBe(202);
    const again = await as(t.app, admin, {
      method: 'POST',
      url: `/api/admin/mail/${mail[0]!.id}/retry`,
    });
    expect(again.statusCode).toBe(404);
    const notAnId = await as(t.app, admin, { method: 'POST', url: '/api/admin/mail/nope/retry' });
    expect(notAnId.statusCode).toBe(400);
  });

  it('reports the queue in /api/health', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    const queue = health.json<{
      queue: {
        waiting: number;
        active: number;
        failed: number;
        oldestWaitingSeconds: number | null;
      };
    }>().queue;
    expect(queue.failed).toBeGreaterThan(0);
    expect(queue.waiting).toBeGreaterThanOrEqual(0);
    expect(queue.active).toBeGreaterThanOrEqual(0);
  });
});
