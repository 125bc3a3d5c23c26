import { escapeUTF8 } from 'entities';
import { TRACK_BY_SLUG, type TrackSlug } from '@/shared/constants';
import type { DigestJob } from './job-alerts.queries';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

export interface JobAlertEmailInput {
  to: string;
  firstName: string;
  frequency: 'daily' | 'weekly';
  jobs: DigestJob[];
  /** All new matches; the email lists at most DIGEST_MAX_JOBS of them. */
  total: number;
  feedUrl: string;
  settingsUrl: string;
  /** The page a person lands on from the link in the email. */
  unsubscribePageUrl: string;
  /** RFC 8058: the URL a mail provider POSTs to, with no page, when she presses Unsubscribe. */
  oneClickUrl: string;
}

const trackName = (track: TrackSlug) => TRACK_BY_SLUG[track].label;

function badges(job: DigestJob): string[] {
  return [
    job.entryLevel ? 'Open to career changers' : null,
    job.servesEducation ? 'Education customers' : null,
  ].filter((badge): badge is string => badge !== null);
}

const placeOf = (job: DigestJob) => (job.isRemote ? 'Remote' : (job.location ?? 'Place not given'));

/**
 * The digest: each new posting with its company, place, badges and link, then how to see the rest,
 * change the settings or stop. Plain text and HTML from the same parts; every value from a
 * posting is escaped in the HTML.
 */
export function jobAlertEmail(input: JobAlertEmailInput): OutgoingMail {
  const count = input.total;
  const tracks = [...new Set(input.jobs.map((job) => trackName(job.track)))];
  const subject =
    count === 1
      ? `1 new ${tracks[0]} job for you`
      : `${count} new ${tracks.length === 1 ? `${tracks[0]} ` : ''}jobs for you`;
  const more = count - input.jobs.length;
  const period = input.frequency === 'weekly' ? 'this week' : 'since yesterday';
  const greeting = input.firstName ? `Hi ${input.firstName},` : 'Hi,';

  const textJobs = input.jobs.map((job) => {
    const extra = badges(job);
    return [
      `${job.title}, ${job.company}`,
      `${placeOf(job)}${extra.length > 0 ? ` · ${extra.join(' · ')}` : ''}`,
      job.applyUrl,
    ].join('\n');
  });
  const text = [
    greeting,
    '',
    `New openings that match your job alert, ${period}:`,
    '',
    textJobs.join('\n\n'),
    '',
    more > 0
      ? `And ${more} more in your job feed: ${input.feedUrl}`
      : `Your job feed: ${input.feedUrl}`,
    '',
    `Change your alert: ${input.settingsUrl}`,
    `Stop these emails: ${input.unsubscribePageUrl}`,
    '',
    'Classroom to Career',
  ].join('\n');

  const e = escapeUTF8;
  const htmlJobs = input.jobs
    .map((job) => {
      const extra = badges(job)
        .map(
          (badge) =>
            `<span style="display:inline-block;margin-right:6px;padding:1px 8px;border-radius:9px;background:#e0f2f1;color:#134e4a;font-size:12px">${e(badge)}</span>`,
        )
        .join('');
      return `<li style="margin:0 0 16px">
  <a href="${e(job.applyUrl)}" style="font-weight:600;color:#1d4ed8">${e(job.title)}</a><br>
  <span style="color:#0f172a">${e(job.company)}</span> · <span style="color:#475569">${e(placeOf(job))}</span>${extra ? `<br>${extra}` : ''}
</li>`;
    })
    .join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">
<p>${e(greeting)}</p>
<p>New openings that match your job alert, ${period}:</p>
<ul style="padding-left:18px">
${htmlJobs}
</ul>
<p>${more > 0 ? `And ${more} more in <a href="${e(input.feedUrl)}">your job feed</a>.` : `See them all in <a href="${e(input.feedUrl)}">your job feed</a>.`}</p>
<p style="font-size:13px;color:#475569"><a href="${e(input.settingsUrl)}">Change your alert</a> · <a href="${e(input.unsubscribePageUrl)}">Stop these emails</a></p>
<p style="font-size:13px;color:#475569">Classroom to Career</p>
</body></html>`;

  return {
    to: input.to,
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${input.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
