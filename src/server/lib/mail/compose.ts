import { escapeUTF8 } from 'entities';
import type { MailMessage } from './mailer';

/** What one message says, once: compose() writes both the plain text and the HTML from it. */
export interface MailContent {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** The one thing to do, as a button (HTML) or a labelled link (text). */
  action?: { label: string; url: string };
  /** After the button: how long the link works, what to do if this was not her. */
  notes?: string[];
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5';

export function compose(content: MailContent): MailMessage {
  const notes = content.notes ?? [];
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.action ? [`${content.action.label}:`, content.action.url, ''] : []),
    ...notes.flatMap((note) => [note, '']),
    'Classroom to Career',
  ].join('\n');

  const e = escapeUTF8;
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${e(content.action.url)}" style="display:inline-block;padding:10px 18px;border-radius:6px;background:#1d4ed8;color:#ffffff;font-weight:600;text-decoration:none">${e(content.action.label)}</a></p>
<p style="font-size:13px;color:#475569">If the button does not work, copy this address into your browser:<br><a href="${e(content.action.url)}" style="color:#1d4ed8;word-break:break-all">${e(content.action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><body style="${FONT}">
<p>${e(content.greeting)}</p>
${content.paragraphs.map((paragraph) => `<p>${e(paragraph)}</p>`).join('\n')}
${button}
${notes.map((note) => `<p style="font-size:13px;color:#475569">${e(note)}</p>`).join('\n')}
<p style="font-size:13px;color:#475569">Classroom to Career</p>
</body></html>`;

  return { to: content.to, subject: content.subject, text, html };
}
