import { afterAll, describe, expect, it } from 'vitest';
import { captureLogs } from '../helpers/log-capture';
import { startSmtpServer, type LocalSmtp } from '../helpers/smtp';
import { createTestApp, registerUser, type TestApp } from '../helpers/test-app';

let t: TestApp | undefined;
let smtp: LocalSmtp | undefined;
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const stateOfMailTo = async (app: TestApp['app'], email: string) =>
  (
    (
      await app.jobQueue.db.executeSql(
        `select state from pgboss.job where name = 'mail' and data->>'to' = $1`,
        [email],
      )
    ).rows as { state: string }[]
  ).map((row) => row.state);

describe('closing the app (what SIGTERM does)', () => {
  it('lets a send in progress finish, and leaves mail not yet started queued for the next start', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held: string[] = [];
    smtp = await startSmtpServer({
      beforeAccept: async (to) => {
        held.push(...to);
        await released;
      },
    });
    const logs = captureLogs();
    t = await createTestApp({ SMTP_URL: smtp.url, LOG_LEVEL: 'info' }, { logStream: logs.stream });

    // Her verification email reaches the SMTP server, which holds it unanswered: a send in progress.
    const first = await registerUser(t.app);
    await expect.poll(() => held, { timeout: 20_000 }).toContain(first.user.email);
    // The worker sends one email at a time: this one waits behind it.
    const second = await registerUser(t.app);

    const closing = t.app.close();
    await expect
      .poll(() => logs.text(), { timeout: 10_000 })
      .toMatch(/job queue stopping: running jobs may finish/);
    release();
    await closing;

    const to = (email: string) => smtp!.messages.filter((mail) => mail.to.includes(email));
    expect(to(first.user.email)).toHaveLength(1);
    expect(await stateOfMailTo(t.app, first.user.email)).toEqual(['completed']);
    expect(to(second.user.email)).toHaveLength(0);
    expect(await stateOfMailTo(t.app, second.user.email)).toEqual(['created']);

    // The next start (another app on the same database) sends what was left, once.
    const next = await t.sibling({ SMTP_URL: smtp.url });
    await smtp.waitFor(second.user.email);
    await expect
      .poll(() => stateOfMailTo(next, second.user.email), { timeout: 20_000 })
      .toEqual(['completed']);
    expect(to(second.user.email)).toHaveLength(1);
    expect(to(first.user.email)).toHaveLength(1);
  });
});
