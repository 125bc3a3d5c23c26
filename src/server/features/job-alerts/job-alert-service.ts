import type { DigestRun } from '@/shared/contracts/job-alerts';
import { finishAlertRun, startAlertRun, type AlertRunRow } from './job-alerts.queries';
import { runJobAlertDigest, type DigestDeps } from './run-digest';

/**
 * One digest pass, recorded. The plugin runs it as a job of a 'singleton' queue (one pass at a
 * time on any instance): after each ingest batch, and when an administrator asks.
 */
export function createJobAlertService(deps: DigestDeps) {
  return {
    /** Each pass that runs is recorded (job_alert_runs), with its counts or its error. */
    async runNow(trigger: AlertRunRow['trigger']): Promise<DigestRun> {
      const now = () => deps.now?.() ?? new Date();
      const record = await startAlertRun(deps.db, trigger, now());
      let run: Awaited<ReturnType<typeof runJobAlertDigest>>;
      try {
        run = await runJobAlertDigest(deps);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await finishAlertRun(deps.db, record.id, { status: 'failed', error: message }, now());
        throw error;
      }
      await finishAlertRun(deps.db, record.id, { status: 'succeeded', ...run }, now());
      if (run.emailsSent > 0 || run.failed > 0) deps.log.info(run, 'job alert digest sent');
      return { ...run, skipped: false };
    },
  };
}

export type JobAlertService = ReturnType<typeof createJobAlertService>;
