import fp from 'fastify-plugin';
import { enqueueMail } from '../../lib/mail/mail-outbox';
import { absoluteUrl } from '../../lib/public-url';
import { oneAtATime } from '../../lib/queue/one-at-a-time';
import { createJobAlertService } from './job-alert-service';
import { jobAlertsRoutes } from './job-alerts.routes';

/** The digest's queue: one pass at a time across instances. */
export const DIGEST_QUEUE = 'job-alerts-digest';
interface DigestJob {
  trigger: 'after-ingest' | 'manual';
}

/**
 * Job alerts: her settings, the one-click unsubscribe link, and the digest, which runs after
 * every ingest that brought new postings (a subscription to the jobs feature).
 */
export const jobAlertsPlugin = fp(
  async (app) => {
    const jobAlerts = createJobAlertService({
      db: app.db,
      log: app.log,
      sendMail: async (message) => {
        await enqueueMail(app.jobQueue, message);
      },
      absoluteUrl: (path) => absoluteUrl(app.config, path),
      signer: app.signer,
    });
    const digest = await oneAtATime(app.jobQueue, DIGEST_QUEUE, (data: DigestJob) =>
      jobAlerts.runNow(data.trigger === 'manual' ? 'manual' : 'after-ingest'),
    );
    // Once per ingest batch (the jobs feature queues its after-ingest job once per closed run).
    app.onJobsIngested(() => digest.send({ trigger: 'after-ingest' }));
    await app.register(
      jobAlertsRoutes({
        signer: app.signer,
        runDigestNow: () => digest.run({ trigger: 'manual' }),
      }),
      { prefix: '/api' },
    );
  },
  { name: 'job-alerts', fastify: '5.x', dependencies: ['jobs'] },
);
