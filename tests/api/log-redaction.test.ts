import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from '../helpers/log-capture';
import { linkIn, startSmtpServer, type LocalSmtp } from '../helpers/smtp';
import { createTestApp, registerUser, uniqueEmail, type TestApp } from '../helpers/test-app';

/**
 * What the logs hold, read from the app's own log stream at level info: no password, no password
 * hash, no one-time token and no full email address, including in the error a failed database
 * write logs (security audit finding 9: the failed query's parameters held the argon2id hash).
 */
let t: TestApp;
let smtp: LocalSmtp;
const logs = captureLogs();
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp(
    { SMTP_URL: smtp.url, PUBLIC_URL: 'https://c2c.example', LOG_LEVEL: 'info' },
    { logStream: logs.stream },
  );
  // The database refuses one name, as it would refuse a row for any reason of its own.
  await t.db.execute(sql`
    create function refuse_test_row() returns trigger language plpgsql as $$
    begin
      if new.first_name = 'Refuse' then raise exception 'refused by a test trigger'; end if;
      return new;
    end $$`);
  await t.db.execute(sql`
    create trigger refuse_test_row before insert on users
    for each row execute function refuse_test_row()`);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

function expectNoSecrets(text: string, secrets: string[]) {
  expect(text).not.toMatch(/\$argon2/);
  for (const secret of secrets) expect(text).not.toContain(secret);
}

describe('logs', () => {
  it('of a failed registration hold the error, but no password, hash or email', async () => {
    const email = uniqueEmail('refused');
    const password = 'a password nobody may read';
    const from = logs.lines.length;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register?ref=newsletter&token=a-secret-from-some-link',
      payload: { email, password, firstName: 'Refuse', lastName: 'Me' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'Something went wrong on our side. Please try again.',
    });

    const lines = logs.lines.slice(from);
    const failure = lines
      .map((line) => JSON.parse(line))
      .find((entry) => entry.msg === 'request failed');
    expect(failure, lines.join('\n')).toBeDefined();
    // The error is still useful: the statement, how many parameters, the database's reason.
    expect(failure.err.message).toMatch(/^Failed query: insert into "users"/);
    expect(failure.err.message).toMatch(/params: \[\d+ hidden\]$/);
    expect(failure.err.cause.message).toBe('refused by a test trigger');
    expect(failure.err.params).toBeUndefined();
    expect(failure.url).toBe('/api/auth/register?ref=newsletter&token=[redacted]');
    expect(failure.err.cause.params).toBeUndefined();
    expectNoSecrets(lines.join('\n'), [
      email,
      password,
      email.split('@')[0]!,
      'a-secret-from-some-link',
    ]);
  });

  it('of a password reset, from request to new password, hold no token and no full email', async () => {
    const email = uniqueEmail('reset');
    await registerUser(t.app, { email });
    const from = logs.lines.length;
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email },
    });
    const mail = await smtp.waitFor(email, /Reset your/);
    const link = linkIn(mail, '/reset-password');
    const token = link.searchParams.get('token')!;
    // The page the link opens is served (and logged) by the server too.
    await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    await t.app.inject({
      method: 'GET',
      url: `/api/auth/nothing?email=${encodeURIComponent(email)}`,
    });
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: 'my brand new secret' },
    });
    expect(confirm.statusCode).toBe(200);
    await smtp.waitFor(email, /Your password was changed/);

    const lines = logs.lines.slice(from);
    const text = lines.join('\n');
    expectNoSecrets(text, [token, email, 'my brand new secret']);
    // What is there instead: the page's URL with its token blanked, the address masked.
    expect(text).toContain('/reset-password?token=[redacted]');
    expect(text).toContain(`${email[0]}***@example.test`);
    expect(logs.parsed().some((entry) => entry.msg === 'email sent')).toBe(true);
  });

  it('of sign-ins, right and wrong, hold no password or email', async () => {
    const { user, password } = await registerUser(t.app);
    const from = logs.lines.length;
    for (const attempt of [password, 'wrong password here']) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: attempt },
      });
    }
    expectNoSecrets(logs.lines.slice(from).join('\n'), [
      user.email,
      password,
      'wrong password here',
    ]);
  });
});
