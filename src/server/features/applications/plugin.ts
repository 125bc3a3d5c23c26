import fp from 'fastify-plugin';
import { enqueueMail } from '../../lib/mail/mail-outbox';
import { absoluteUrl } from '../../lib/public-url';
import { applicationsRoutes } from './applications.routes';
import { sendFollowUpReminders } from './follow-up-reminders';

/**
 * The application tracker: /api/users/{id}/applications, and its follow-up reminders, sent on
 * the hourly ingest's clock (a subscription to the jobs feature).
 */
export const applicationsPlugin = fp(
  async (app) => {
    app.onJobsIngested(async () => {
      await sendFollowUpReminders({
        db: app.db,
        log: app.log,
        sendMail: async (message) => {
          await enqueueMail(app.jobQueue, message);
        },
        absoluteUrl: (path) => absoluteUrl(app.config, path),
      });
    });
    await app.register(applicationsRoutes, { prefix: '/api/users' });
  },
  { name: 'applications', fastify: '5.x', dependencies: ['jobs'] },
);
