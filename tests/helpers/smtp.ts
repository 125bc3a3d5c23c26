import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { expect } from 'vitest';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: ParsedMail['headers'];
  /** A header's raw value by lower-case name ('list-unsubscribe'), as the server received it. */
  header(name: string): string | undefined;
}

export interface LocalSmtp {
  /** SMTP_URL for the app under test. */
  url: string;
  messages: ReceivedMail[];
  /** The first message to `to` whose subject matches, once it has arrived. */
  waitFor(to: string, subject?: RegExp): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free loopback port (the `smtp-server` package): the app's mailer talks
 * SMTP to it exactly as it would to a provider, and each message is parsed back with mailparser.
 */
export async function startSmtpServer(
  options: {
    /** Listen here (a port the app was given while nothing listened on it: an outage ending). */
    port?: number;
    /** Recipients this server refuses for good (550), as a provider does an unknown mailbox. */
    refuse?: (address: string) => boolean;
    /** Runs once a message's data has arrived, before the server accepts it: a send held open. */
    beforeAccept?: (to: string[]) => Promise<void>;
  } = {},
): Promise<LocalSmtp> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address)) {
        callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap(
            (address) => address.value.map((value) => value.address ?? ''),
          );
          await options.beforeAccept?.(to);
          messages.push({
            to,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            headers: mail.headers,
            header: (name) =>
              mail.headerLines
                .find((line) => line.key === name.toLowerCase())
                ?.line.replace(/^[^:]+:\s*/, ''),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('the SMTP server has no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    async waitFor(to, subject) {
      const find = () =>
        messages.find(
          (message) =>
            message.to.includes(to.toLowerCase()) && (!subject || subject.test(message.subject)),
        );
      await expect.poll(() => find() !== undefined, { timeout: 10_000 }).toBe(true);
      return find()!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The link to one of our pages in a received message, as a person would follow it: from the plain
 * text, checked to be in the HTML too (both parts come from one template).
 */
export function linkIn(mail: ReceivedMail, pagePath: string): URL {
  const escaped = pagePath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = mail.text.match(new RegExp(`https?://[^\\s]+${escaped}[^\\s]*`));
  if (!match) throw new Error(`no ${pagePath} link in "${mail.subject}":\n${mail.text}`);
  const url = new URL(match[0]);
  expect(mail.html).toContain(match[0].replace(/&/g, '&amp;'));
  return url;
}
