import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/free-port';
import { startSmtpServer, type LocalSmtp } from '../helpers/smtp';
import { as, createTestApp, registerUser, type TestApp } from '../helpers/test-app';

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
  beforeAll(async () => {
    smtp = await startSmtpServer({ refuse: (address) => address.startsWith('gone') });
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
});
