import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/free-port';
import { startBuiltServer, type ServerProcess } from '../helpers/server-process';
import { startSmtpServer, type LocalSmtp } from '../helpers/smtp';

/**
 * Issue 26's target: `kill -9` of the server right after 20 password-reset requests were answered;
 * after a restart every one of the 20 emails arrives, each exactly once. The built server runs in a
 * child process on its own DATA_DIR; its SMTP server is not listening until after the kill, so no
 * email can leave before it, and every one must come from what the dead process committed.
 */
const PEOPLE = 20;
const dataDir = mkdtempSync(path.join(tmpdir(), 'c2c-crash-'));
let server: ServerProcess | undefined;
let smtp: LocalSmtp | undefined;

afterAll(async () => {
  await server?.stop('SIGTERM');
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('mail and a crash of the server', () => {
  it('delivers all 20 reset emails answered before a kill -9, each exactly once, after a restart', async () => {
    const smtpPort = await freePort();
    const env = {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      // Retries come within seconds here rather than after 30 s (config/env.ts).
      MAIL_RETRY_DELAY_SECONDS: '1',
      // Each request comes from its own address (X-Forwarded-For), as 20 teachers' would.
      TRUST_PROXY: 'true',
    };
    server = await startBuiltServer({ dataDir, port: await freePort(), env });
    const post = (base: string, url: string, body: object, from: string) =>
      fetch(`${base}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
        body: JSON.stringify(body),
      });

    const emails = Array.from({ length: PEOPLE }, (_, i) => `crash-${i}@example.test`);
    for (const [i, email] of emails.entries()) {
      const registered = await post(
        server.baseURL,
        '/api/auth/register',
        { email, password: 'correct horse', firstName: 'Ana', lastName: `Crash ${i}` },
        `10.90.1.${i + 1}`,
      );
      expect(registered.status).toBe(201);
    }
    const base = server.baseURL;
    const answers = await Promise.all(
      emails.map((email, i) =>
        post(base, '/api/auth/password-reset/request', { email }, `10.90.2.${i + 1}`),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(emails.map(() => 202));
    const killed = await server.stop('SIGKILL');
    expect(killed.signal).toBe('SIGKILL');

    smtp = await startSmtpServer({ port: smtpPort });
    server = await startBuiltServer({ dataDir, port: await freePort(), env });

    const resets = () => smtp!.messages.filter((mail) => /Reset your/.test(mail.subject));
    await expect
      .poll(() => new Set(resets().flatMap((mail) => mail.to)).size, { timeout: 120_000 })
      .toBe(PEOPLE);
    // Nothing more is due or running: what has arrived is all that will.
    const restarted = server.baseURL;
    await expect
      .poll(
        async () => {
          const health = await fetch(`${restarted}/api/health`);
          const { queue } = (await health.json()) as { queue: { waiting: number; active: number } };
          return queue.waiting + queue.active;
        },
        { timeout: 60_000 },
      )
      .toBe(0);

    for (const email of emails) {
      expect(resets().filter((mail) => mail.to.includes(email))).toHaveLength(1);
      // Her verification email, queued at registration before the kill, arrived once too.
      expect(
        smtp.messages.filter((mail) => mail.to.includes(email) && /Confirm/.test(mail.subject)),
      ).toHaveLength(1);
    }
    const messageIds = smtp.messages.map((mail) => mail.header('message-id'));
    expect(new Set(messageIds).size).toBe(messageIds.length);
  }, 480_000);
});
