import fp from 'fastify-plugin';
import { enqueueMail } from '../../lib/mail/mail-outbox';
import { absoluteUrl } from '../../lib/public-url';
import { oneAtATime } from '../../lib/queue/one-at-a-time';
import { applicationsRoutes } from './applications.routes';
import { sendFollowUpReminders } from './follow-up-reminders';

/** The follow-up reminders' queue: one pass at a time across instances, on an hourly schedule. */
export const REMINDERS_QUEUE = 'follow-up-reminders';
const REMINDERS_CRON = '15 * * * *';

/**
 * The application tracker: /api/users/{id}/applications, and its follow-up reminders, a pass
 * each hour on the queue's schedule.
 */
export interface ApplicationsPluginOptions {
  /** Put the reminders' hourly pass on the queue's schedule (the server does with the ingest's). */
  scheduleReminders?: boolean;
}

export const applicationsPlugin = fp<ApplicationsPluginOptions>(
  async (app, options) => {
    await oneAtATime(app.jobQueue, REMINDERS_QUEUE, () =>
      sendFollowUpReminders({
        db: app.db,
        log: app.log,
        sendMail: async (message) => {
          await enqueueMail(app.jobQueue, message);
        },
        absoluteUrl: (path) => absoluteUrl(app.config, path),
      }),
    );
    // pg-boss sends a schedule's job once per tick across instances; the pass sends nothing
    // before the morning hour and each follow-up day's reminder once.
    if (options.scheduleReminders)
      await app.jobQueue.boss.schedule(REMINDERS_QUEUE, REMINDERS_CRON, {});
    await app.register(applicationsRoutes, { prefix: '/api/users' });
  },
  { name: 'applications', fastify: '5.x' },
);
