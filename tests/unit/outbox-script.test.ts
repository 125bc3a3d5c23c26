import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetMessage, verifyEmailMessage } from '@/server/lib/mail/account-emails';
import { createMailer } from '@/server/lib/mail/mailer';
import { formatOutbox, readOutbox } from '../../scripts/outbox';

// Long enough that quoted-printable splits the link over lines in the .eml file.
const verifyLink = `http://localhost:3000/verify-email?token=${'a1b2c3d4'.repeat(8)}`;
const resetLink = `http://localhost:3000/reset-password?token=${'f9e8d7c6'.repeat(8)}`;

let dataDir: string;
let outboxDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'c2c-outbox-script-'));
  outboxDir = path.join(dataDir, 'outbox');
  const mailer = createMailer({
    smtpUrl: undefined,
    from: 'Classroom to Career <no-reply@c2c.example>',
    outboxDir,
    log: pino({ level: 'silent' }),
  });
  await mailer.send(
    verifyEmailMessage(
      { email: 'maria@example.test', firstName: 'María' },
      { url: verifyLink, ttlMinutes: 4320 },
    ),
  );
  // The mailer names files by the millisecond they were written: the second is the newer.
  await new Promise((resolve) => setTimeout(resolve, 5));
  await mailer.send(
    passwordResetMessage(
      { email: 'james@example.test', firstName: 'James' },
      { url: resetLink, ttlMinutes: 60 },
    ),
  );
  mailer.close();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm run outbox', () => {
  it("reads our mailer's quoted-printable .eml files back to whole links, newest first", async () => {
    const raw = readdirSync(outboxDir).map((name) =>
      readFileSync(path.join(outboxDir, name), 'utf8'),
    );
    // What a text editor shows: the link is encoded and split, so copying it would break it.
    for (const file of raw) {
      expect(file).toContain('token=3D');
      expect(file).not.toContain(verifyLink);
    }

    const entries = await readOutbox(outboxDir);
    expect(entries.map(({ to, subject, links }) => ({ to, subject, links }))).toEqual([
      {
        to: ['james@example.test'],
        subject: 'Reset your Classroom to Career password',
        links: [resetLink],
      },
      { to: ['maria@example.test'], subject: 'Confirm your email address', links: [verifyLink] },
    ]);
    expect(entries[0]!.date).toBeInstanceOf(Date);
  });

  it('answers an empty list when there is no outbox yet', async () => {
    expect(await readOutbox(path.join(dataDir, 'nothing-here'))).toEqual([]);
    expect(formatOutbox([], '/tmp/x')).toBe('No emails in /tmp/x.');
  });

  it('prints date, recipient, subject and links from DATA_DIR/outbox, newest first', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/outbox.ts', '1'],
      { env: { ...process.env, DATA_DIR: dataDir } },
    );
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^\d{4}-\d\d-\d\dT\S+Z {2}to james@example\.test$/);
    expect(lines.slice(1, 3)).toEqual([
      '  Reset your Classroom to Career password',
      `  ${resetLink}`,
    ]);
    // The limit: one message, not María's.
    expect(stdout).not.toContain('maria@example.test');
  });
});
