import fp from 'fastify-plugin';
import { enqueueMail } from '../../lib/mail/mail-outbox';
import { absoluteUrl } from '../../lib/public-url';
import { createJobAlertService } from './job-alert-service';
import { jobAlertsRoutes } from './job-alerts.routes';

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
    app.onJobsIngested(async () => {
      await jobAlerts.runNow('after-ingest');
    });
    await app.register(
      jobAlertsRoutes({ signer: app.signer, runDigestNow: () => jobAlerts.runNow('manual') }),
      { prefix: '/api' },
    );
  },
  { name: 'job-alerts', fastify: '5.x', dependencies: ['jobs'] },
);
