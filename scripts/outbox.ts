// npm run outbox: the emails the app wrote to DATA_DIR/outbox (no SMTP_URL), newest first, with
// their links decoded. The .eml files are quoted-printable, so a link copied from one in a text
// editor is broken ("=3D", lines split with "="); this prints each link whole.
//
//   npm run outbox           every message
//   npm run outbox -- 3      the newest three
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { simpleParser, type AddressObject } from 'mailparser';

export interface OutboxEntry {
  file: string;
  date: Date | null;
  to: string[];
  subject: string;
  links: string[];
}

const LINK = /https?:\/\/[^\s<>"\]]+/g;

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) =>
    group.value.map((value) => value.address ?? value.name),
  );

/**
 * The finished messages in `dir` (the mailer writes under a dot-name, then renames), newest first
 * by the Date header, then by file name (the mailer's names start with the time written).
 */
export async function readOutbox(dir: string): Promise<OutboxEntry[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.eml') && !name.startsWith('.'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const entries = await Promise.all(
    names.map(async (file): Promise<OutboxEntry> => {
      const mail = await simpleParser(await readFile(path.join(dir, file)));
      return {
        file,
        date: mail.date ?? null,
        to: addresses(mail.to),
        subject: mail.subject ?? '',
        links: [...new Set(mail.text?.match(LINK) ?? [])],
      };
    }),
  );
  return entries.sort(
    (a, b) => (b.date?.getTime() ?? 0) - (a.date?.getTime() ?? 0) || b.file.localeCompare(a.file),
  );
}

export function formatOutbox(entries: readonly OutboxEntry[], dir: string): string {
  if (entries.length === 0) return `No emails in ${dir}.`;
  return entries
    .map((entry) =>
      [
        `${entry.date?.toISOString() ?? '(no date)'}  to ${entry.to.join(', ') || '(nobody)'}`,
        `  ${entry.subject}`,
        ...entry.links.map((link) => `  ${link}`),
        `  (${path.join(dir, entry.file)})`,
      ].join('\n'),
    )
    .join('\n\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // As the server does: .env when present, the environment winning; DATA_DIR defaults to ./data.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const dir = path.join(path.resolve(process.env.DATA_DIR || './data'), 'outbox');
  const limit = Number(process.argv[2]);
  const entries = await readOutbox(dir);
  console.log(
    formatOutbox(Number.isInteger(limit) && limit > 0 ? entries.slice(0, limit) : entries, dir),
  );
}
