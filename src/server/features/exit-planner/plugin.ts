import fp from 'fastify-plugin';
import { loadExitRules } from '../../content/load-exit-rules';
import { enqueueMail } from '../../lib/mail/mail-outbox';
import { absoluteUrl } from '../../lib/public-url';
import { inTransaction } from '../../lib/queue/job-queue';
import { oneAtATime } from '../../lib/queue/one-at-a-time';
import { exitPlannerRoutes } from './exit-planner.routes';
import { sendExitPlanReminders } from './send-exit-plan-reminders';

/** The exit-plan reminders' queue: one pass at a time across instances, on an hourly schedule. */
export const EXIT_REMINDERS_QUEUE = 'exit-plan-reminders';
const EXIT_REMINDERS_CRON = '20 * * * *';

export interface ExitPlannerPluginOptions {
  /** Put the reminders' hourly pass on the queue's schedule (the server does with the ingest's). */
  scheduleReminders?: boolean;
}

/**
 * The exit planner: her dated plan from her contract to a new job (and its calendar file), offers
 * compared with her teaching package, and her plan's key dates by email. The state rules are read
 * when the plugin registers, so a broken rule file stops the boot, not a request.
 */
export const exitPlannerPlugin = fp<ExitPlannerPluginOptions>(
  async (app, options) => {
    const rules = loadExitRules();
    await oneAtATime(app.jobQueue, EXIT_REMINDERS_QUEUE, () =>
      sendExitPlanReminders({
        db: app.db,
        log: app.log,
        rules,
        sendMail: async (message, tx) => {
          await enqueueMail(app.jobQueue, message, inTransaction(tx));
        },
        absoluteUrl: (path) => absoluteUrl(app.config, path),
      }),
    );
    // Each pass mails those for whom it is 8 in the morning or later on a reminder day, so she
    // hears at 8:20 her time; pg-boss sends a schedule's job once per tick across instances.
    if (options.scheduleReminders)
      await app.jobQueue.boss.schedule(EXIT_REMINDERS_QUEUE, EXIT_REMINDERS_CRON, {});
    await app.register(exitPlannerRoutes, { prefix: '/api/users', rules });
  },
  { name: 'exit-planner', fastify: '5.x' },
);
