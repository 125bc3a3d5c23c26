import type { FastifyBaseLogger } from 'fastify';
import type { DigestRun } from '@/shared/contracts/job-alerts';
import type { Database } from '../../db/client';
import type { OutgoingMail } from './alert-mail';
import { jobAlertEmail } from './alert-mail';
import { dueSubscribers, markDigestSent, newMatchingJobs } from './job-alerts.queries';
import type { Signer } from '../../lib/signed-token';
import { createUnsubscribeToken } from './unsubscribe-token';

export interface DigestDeps {
  db: Database;
  log: FastifyBaseLogger;
  sendMail: (mail: OutgoingMail) => Promise<void>;
  /** Absolute URL of a path on this site (PUBLIC_URL), for links in the email. */
  absoluteUrl: (path: string) => string;
  /** Signs unsubscribe links. */
  signer: Signer;
  now?: () => Date;
}

/**
 * One pass over the subscribers whose period has come round: each gets one email with the
 * postings that are new since her last one, or nothing at all when nothing is new. A failed send
 * is logged and retried on the next pass (her mark does not move).
 */
export async function runJobAlertDigest(deps: DigestDeps): Promise<Omit<DigestRun, 'skipped'>> {
  const now = deps.now?.() ?? new Date();
  const subscribers = await dueSubscribers(deps.db, now);
  let emailsSent = 0;
  let jobsSent = 0;
  let failed = 0;
  for (const subscriber of subscribers) {
    const { jobs, total } = await newMatchingJobs(deps.db, subscriber.alert);
    if (jobs.length === 0) continue;
    const token = createUnsubscribeToken(
      { userId: subscriber.alert.userId, version: subscriber.alert.tokenVersion },
      deps.signer,
    );
    const mail = jobAlertEmail({
      to: subscriber.email,
      firstName: subscriber.firstName,
      frequency: subscriber.alert.frequency === 'weekly' ? 'weekly' : 'daily',
      jobs,
      total,
      feedUrl: deps.absoluteUrl('/jobs?tab=all'),
      settingsUrl: deps.absoluteUrl('/applications#job-alerts'),
      unsubscribePageUrl: deps.absoluteUrl(`/unsubscribe?token=${encodeURIComponent(token)}`),
      oneClickUrl: deps.absoluteUrl(
        `/api/job-alerts/unsubscribe?token=${encodeURIComponent(token)}`,
      ),
    });
    try {
      await deps.sendMail(mail);
    } catch (error) {
      failed += 1;
      deps.log.warn({ err: error, userId: subscriber.alert.userId }, 'job alert email not sent');
      continue;
    }
    const newest = jobs.reduce(
      (latest, job) => (job.firstSeenAt > latest ? job.firstSeenAt : latest),
      subscriber.alert.newSince,
    );
    await markDigestSent(deps.db, subscriber.alert.userId, now, newest);
    emailsSent += 1;
    jobsSent += jobs.length;
  }
  return { subscribers: subscribers.length, emailsSent, jobsSent, failed };
}
