import { randomUUID } from 'node:crypto';
import type { DigestRun } from '@/shared/contracts/job-alerts';
import { acquireLease, releaseLease } from '../../core/leases/leases.queries';
import { finishAlertRun, startAlertRun, type AlertRunRow } from './job-alerts.queries';
import { runJobAlertDigest, type DigestDeps } from './run-digest';

const LEASE = 'job-alerts';
/** A digest pass mails at most a few hundred subscribers; a holder that died frees it in time. */
const LEASE_TTL_MS = 5 * 60_000;

/**
 * Runs the digest on one instance at a time (the same lease table as the ingest): after each
 * ingest, and when an administrator asks. Another instance already sending answers skipped.
 */
export function createJobAlertService(deps: DigestDeps) {
  return {
    /** Each pass that runs is recorded (job_alert_runs), with its counts or its error. */
    async runNow(trigger: AlertRunRow['trigger']): Promise<DigestRun> {
      const holder = randomUUID();
      if (!(await acquireLease(deps.db, LEASE, holder, LEASE_TTL_MS))) {
        return { subscribers: 0, emailsSent: 0, jobsSent: 0, failed: 0, skipped: true };
      }
      try {
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
      } finally {
        await releaseLease(deps.db, LEASE, holder);
      }
    },
  };
}

export type JobAlertService = ReturnType<typeof createJobAlertService>;
