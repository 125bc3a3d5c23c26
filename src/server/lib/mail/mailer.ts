import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';

/** One email, as every template builds it: plain text and HTML from the same parts. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /** Set by the outbox worker from the job id, so every retry is the same message. */
  messageId?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
  /** 'smtp' sends; 'outbox' writes .eml files (a machine with no mail server, outside production). */
  readonly mode: 'smtp' | 'outbox';
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}

const LINK = /https?:\/\/[^\s<>"]+/g;

/** A link as logs may show it: the one-time secret in its query (token=...) blanked out. */
const withoutSecret = (link: string) =>
  link.replace(/([?&](?:token|code|key)=)[^&#\s]+/gi, '$1[redacted]');

/** An address as logs may show it: enough to tell messages apart, not enough to identify her. */
export function maskAddress(address: string): string {
  const [local = '', domain = ''] = address.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

/**
 * nodemailer over SMTP_URL; without one, each message is written to DATA_DIR/outbox as an .eml
 * file (written under a temporary name, then renamed, so a reader never sees half a message) and
 * its links are logged without their one-time tokens (the whole link is in the .eml file the log
 * names), so a fresh machine works offline: a teacher testing locally opens the file and follows
 * the link. Production refuses to boot without SMTP_URL (config/env.ts).
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    // One send is bounded well within the outbox's MAIL_SEND_EXPIRE_SECONDS (nodemailer's own
    // socket timeout is 10 minutes), so a send is never taken for lost while it still runs.
    const transport: Transporter = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
    return {
      mode: 'smtp',
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
        options.log.info({ to: maskAddress(message.to), subject: message.subject }, 'email sent');
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    mode: 'outbox',
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      const temporary = path.join(options.outboxDir, `.${name}.tmp`);
      await writeFile(temporary, info.message as Buffer);
      await rename(temporary, path.join(options.outboxDir, name));
      options.log.info(
        {
          to: maskAddress(message.to),
          subject: message.subject,
          file: path.join(options.outboxDir, name),
          links: [...new Set(message.text.match(LINK) ?? [])].map(withoutSecret),
        },
        'email written to the outbox (no SMTP_URL)',
      );
    },
    close: () => transport.close(),
  };
}
