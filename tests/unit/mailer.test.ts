import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, maskAddress } from '@/server/lib/mail/mailer';
import { startSmtpServer, type LocalSmtp } from '../helpers/smtp';

const message = {
  to: 'maria.teacher@example.test',
  subject: 'Reset your password',
  text: 'Set a new password: http://localhost:3000/reset-password?token=abc123',
  html: '<p>Set a <a href="http://localhost:3000/reset-password?token=abc123">new password</a></p>',
  headers: { 'List-Unsubscribe': '<http://localhost:3000/api/job-alerts/unsubscribe?token=t>' },
};

let smtp: LocalSmtp;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

describe('createMailer', () => {
  it('sends plain text, HTML and headers through SMTP_URL from MAIL_FROM', async () => {
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'Classroom to Career <no-reply@c2c.example>',
      outboxDir: '/nonexistent',
      log: pino({ level: 'silent' }),
    });
    expect(mailer.mode).toBe('smtp');
    await mailer.send(message);
    const received = await smtp.waitFor('maria.teacher@example.test', /Reset your password/);
    expect(received.text).toContain('reset-password?token=abc123');
    expect(received.html).toContain('<a href="http://localhost:3000/reset-password?token=abc123">');
    expect(received.header('List-Unsubscribe')).toBe(
      '<http://localhost:3000/api/job-alerts/unsubscribe?token=t>',
    );
    expect(JSON.stringify(received.headers.get('from'))).toContain('no-reply@c2c.example');
    mailer.close();
  });

  it('writes an .eml file to the outbox and logs its links, secrets blanked, when no SMTP server is set', async () => {
    const outboxDir = path.join(mkdtempSync(path.join(tmpdir(), 'c2c-outbox-')), 'outbox');
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'C2C <no-reply@c2c.example>',
      outboxDir,
      log,
    });
    expect(mailer.mode).toBe('outbox');
    await mailer.send(message);
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = readFileSync(path.join(outboxDir, files[0]!), 'utf8');
    expect(eml).toContain('Subject: Reset your password');
    expect(eml).toContain('To: maria.teacher@example.test');
    // The file holds the working link; the log names it with its secret blanked.
    expect(eml).toContain('token=abc123');
    const logged = JSON.parse(lines.at(-1)!);
    expect(logged.links).toEqual(['http://localhost:3000/reset-password?token=[redacted]']);
    expect(lines.join('\n')).not.toContain('abc123');
    expect(logged.to).toBe('m***@example.test');
    rmSync(path.dirname(outboxDir), { recursive: true, force: true });
  });
});

describe('maskAddress', () => {
  it('keeps the first letter and the domain only', () => {
    expect(maskAddress('maria.teacher@example.test')).toBe('m***@example.test');
  });
});
