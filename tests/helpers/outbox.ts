import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { expect, inject } from 'vitest';

export interface OutboxMail {
  file: string;
  to: string[];
  subject: string;
  text: string;
}

/** Every email the server under test wrote (DATA_DIR/outbox, no SMTP_URL), oldest first. */
async function readOutbox(): Promise<OutboxMail[]> {
  const dir = path.join(inject('dataDir'), 'outbox');
  let names: string[];
  try {
    // Finished messages only: a message is written under a dot-name, then renamed.
    names = readdirSync(dir)
      .filter((name) => name.endsWith('.eml') && !name.startsWith('.'))
      .sort();
  } catch {
    return [];
  }
  return Promise.all(
    names.map(async (name) => {
      const mail = await simpleParser(readFileSync(path.join(dir, name)));
      const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((address) =>
        address.value.map((value) => value.address?.toLowerCase() ?? ''),
      );
      return { file: name, to, subject: mail.subject ?? '', text: mail.text ?? '' };
    }),
  );
}

/**
 * The newest email to `to` whose subject matches, once the server has written it (account mail
 * leaves after the answer). `count`: wait until there are at least this many (a second link).
 */
export async function waitForMail(
  to: string,
  subject: RegExp,
  options: { count?: number } = {},
): Promise<OutboxMail> {
  const wanted = options.count ?? 1;
  let found: OutboxMail[] = [];
  await expect
    .poll(
      async () => {
        found = (await readOutbox()).filter(
          (mail) => mail.to.includes(to.toLowerCase()) && subject.test(mail.subject),
        );
        return found.length;
      },
      { message: `an email to ${to} about ${subject}`, timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(wanted);
  return found[found.length - 1]!;
}

/**
 * The path and query of the link in an email that goes to `pathname` on our site. The server
 * builds absolute links on PUBLIC_URL (localhost here), so tests open them on their own origin.
 */
export function linkTo(mail: OutboxMail, pathname: string): string {
  const links = mail.text.match(/https?:\/\/[^\s<>"\]]+/g) ?? [];
  const link = links.map((href) => new URL(href)).find((url) => url.pathname === pathname);
  if (!link) throw new Error(`no link to ${pathname} in "${mail.subject}":\n${mail.text}`);
  return `${link.pathname}${link.search}`;
}
