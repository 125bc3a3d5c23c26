import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens, users } from '@/server/db/schema';
import { freePort } from '../helpers/free-port';
import { as, createTestApp, registerUser, uniqueEmail, type TestApp } from '../helpers/test-app';

/**
 * Issue 26: an email a request causes is in the outbox (committed) before the request is answered,
 * so a crash after the answer cannot lose it. Nothing listens at SMTP_URL, so nothing is sent and
 * every job stays in the queue to be looked at. Where the database refuses the email (a CHECK on
 * pg-boss's job table for the addresses `outbox-down...`), the request must not answer as if the
 * email had been queued, and must leave nothing half-done behind.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}` });
});
afterAll(() => t.close());

const mailJobsTo = async (email: string, subject: RegExp) =>
  (
    (
      await t.app.jobQueue.db.executeSql(
        `select data->>'subject' as subject from pgboss.job where name = 'mail' and data->>'to' = $1`,
        [email],
      )
    ).rows as { subject: string }[]
  ).filter((job) => subject.test(job.subject));

const requestReset = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/request',
    payload: { email },
    remoteAddress: '10.80.0.1',
  });

/** The database refuses new mail jobs to `outbox-down...` addresses while `run` runs. */
async function whileOutboxRefuses<T>(run: () => Promise<T>): Promise<T> {
  await t.app.jobQueue.db.executeSql(
    `alter table pgboss.job add constraint test_outbox_down
       check (name <> 'mail' or data->>'to' not like 'outbox-down%') not valid`,
  );
  try {
    return await run();
  } finally {
    await t.app.jobQueue.db.executeSql(`alter table pgboss.job drop constraint test_outbox_down`);
  }
}

describe('an email caused by a request', () => {
  it('is in the queue when the reset request is answered', async () => {
    const ana = await registerUser(t.app);
    const answer = await requestReset(ana.user.email);
    expect(answer.statusCode).toBe(202);
    expect(await mailJobsTo(ana.user.email, /Reset your/)).toHaveLength(1);
  });

  it('is in the queue when the registration is answered', async () => {
    const ben = await registerUser(t.app);
    expect(await mailJobsTo(ben.user.email, /Confirm your email/)).toHaveLength(1);
  });

  it('is in the queue when a password change is answered', async () => {
    const cleo = await registerUser(t.app);
    const answer = await as(t.app, cleo, {
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: cleo.password, newPassword: 'a brand new passphrase' },
    });
    expect(answer.statusCode).toBe(200);
    expect(await mailJobsTo(cleo.user.email, /password was changed/)).toHaveLength(1);
  });

  it('that cannot be queued fails the reset request, and no link is issued without its email', async () => {
    const dee = await registerUser(t.app, { email: uniqueEmail('outbox-down') });
    const answer = await whileOutboxRefuses(() => requestReset(dee.user.email));
    expect(answer.statusCode).toBe(500);
    expect(answer.json<{ message: string }>().message).toBeTruthy();
    const links = await t.db
      .select()
      .from(emailTokens)
      .where(and(eq(emailTokens.userId, dee.user.id), eq(emailTokens.purpose, 'reset_password')));
    expect(links).toHaveLength(0);

    // Once the outbox takes mail again, the same request works and queues her email.
    expect((await requestReset(dee.user.email)).statusCode).toBe(202);
    expect(await mailJobsTo(dee.user.email, /Reset your/)).toHaveLength(1);
  });

  it('that cannot be queued fails the registration, which leaves no account without its email', async () => {
    const email = uniqueEmail('outbox-down');
    const body = { email, password: 'correct horse', firstName: 'Eve', lastName: 'Stone' };
    const failed = await whileOutboxRefuses(() =>
      t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body }),
    );
    expect(failed.statusCode).toBe(500);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);

    // She can register with that address as soon as mail can be queued again.
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    expect(again.statusCode).toBe(201);
    expect(await mailJobsTo(email, /Confirm your email/)).toHaveLength(1);
  });
});
