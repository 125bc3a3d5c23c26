import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import {
  failForGood,
  inTransaction,
  parseJobData,
  type JobQueue,
  type QueueDb,
} from '../queue/job-queue';
import { maskAddress, type Mailer, type MailMessage } from './mailer';

export const MAIL_QUEUE = 'mail';

/** How long unsent mail keeps being retried, at the least. */
const RETRY_FOR_SECONDS = 24 * 3600;

/**
 * A running send is given this long before the queue takes it for lost and retries it (a process
 * killed mid-send on PostgreSQL): more than the mailer's own timeouts allow one send (mailer.ts).
 */
export const MAIL_SEND_EXPIRE_SECONDS = 300;

export interface MailRetry {
  retryLimit: number;
  retryDelay: number;
  retryBackoff: true;
}

/** The shortest wait before each retry, in seconds, as pg-boss computes it (its jitter only adds). */
export function mailRetrySchedule(retry: Pick<MailRetry, 'retryLimit' | 'retryDelay'>): number[] {
  return Array.from(
    { length: retry.retryLimit },
    (_, count) => (retry.retryDelay * 2 ** Math.min(16, count + 1)) / 2,
  );
}

/**
 * pg-boss waits retryDelay * 2^n seconds (up to twice that, with jitter) before retry n: the
 * fewest retries whose waits add up to a day, from `firstDelaySeconds` (MAIL_RETRY_DELAY_SECONDS).
 */
export function mailRetryPolicy(firstDelaySeconds: number): MailRetry {
  let retryLimit = 1;
  const total = (limit: number) =>
    mailRetrySchedule({ retryLimit: limit, retryDelay: firstDelaySeconds }).reduce(
      (sum, wait) => sum + wait,
      0,
    );
  while (total(retryLimit) < RETRY_FOR_SECONDS) retryLimit += 1;
  return { retryLimit, retryDelay: firstDelaySeconds, retryBackoff: true };
}

/** The production default: 12 retries from 30 seconds, at least 34 hours in all. */
export const MAIL_RETRY = mailRetryPolicy(30);

export const MailJobSchema = z.object({
  to: z.email(),
  subject: z.string().min(1),
  text: z.string(),
  html: z.string(),
  headers: z.record(z.string(), z.string()).optional(),
});

/**
 * The message's Message-ID, made from its job id: every retry of one job carries the same id, so a
 * message the SMTP server accepted just before a crash is the same message when it is sent again,
 * and a receiving server (or our test) can tell the copies apart from new mail.
 */
export function mailMessageId(jobId: string, host: string): string {
  return `<${jobId}@${host}>`;
}

/** An SMTP answer that will not change by waiting: 5xx (unknown mailbox, address refused). */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * Puts a message in the outbox; with `db`, in that transaction. Returns the job id. Its retries
 * and expiry are the mail queue's (startMailWorker sets them from the configuration).
 */
export async function enqueueMail(
  queue: Pick<JobQueue, 'boss'>,
  message: MailMessage,
  db?: QueueDb,
): Promise<string> {
  const id = await queue.boss.send(MAIL_QUEUE, MailJobSchema.parse(message), db ? { db } : {});
  if (!id) throw new Error('the mail job was not queued');
  return id;
}

/**
 * Puts a message in the outbox inside `tx`: the email commits with what caused it (her account,
 * the token its link carries, the notice it tells of) or not at all, and it is committed before
 * the request that caused it is answered, so no crash after the answer can lose it.
 */
export function queueMailIn(
  tx: Database,
  queue: Pick<JobQueue, 'boss'>,
  message: MailMessage,
): Promise<string> {
  return enqueueMail(queue, message, inTransaction(tx));
}

export interface MailWorkerDeps {
  queue: JobQueue;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The host Message-IDs are made on (PUBLIC_URL's). */
  host: string;
  /** The SMTP server refused this address for good: the account shows it. */
  onBounce(address: string, reason: string): Promise<void>;
  /** From MAIL_RETRY_DELAY_SECONDS (mailRetryPolicy). */
  retry: MailRetry;
}

export async function startMailWorker(deps: MailWorkerDeps): Promise<void> {
  const { boss, db } = deps.queue;
  // The queue's policy applies to every mail job sent to it; updated at every start, so a changed
  // MAIL_RETRY_DELAY_SECONDS counts for what is queued from then on.
  const policy = { name: MAIL_QUEUE, ...deps.retry, expireInSeconds: MAIL_SEND_EXPIRE_SECONDS };
  await boss.createQueue(MAIL_QUEUE, policy);
  await boss.updateQueue(MAIL_QUEUE, policy);
  await deps.queue.work<unknown>(
    MAIL_QUEUE,
    { pollingIntervalSeconds: 0.5, batchSize: 1 },
    async ([job]) => {
      if (!job) return;
      const message = await parseJobData(db, job, MailJobSchema);
      try {
        await deps.mailer.send({
          ...message,
          messageId: mailMessageId(job.id, deps.host),
        });
      } catch (error) {
        if (!isPermanentRefusal(error)) throw error;
        const reason = error instanceof Error ? error.message : String(error);
        deps.log.warn({ to: maskAddress(message.to), reason }, 'email refused for good');
        await deps.onBounce(message.to, reason);
        return failForGood(db, job, `refused: ${reason}`);
      }
    },
  );
}

const STATES = {
  waiting: ['created', 'retry'],
  active: ['active'],
  sent: ['completed'],
  failed: ['failed'],
} as const;
type MailStatus = keyof typeof STATES | 'cancelled';

const statusOf = (state: string): MailStatus =>
  state === 'completed'
    ? 'sent'
    : state === 'created' || state === 'retry'
      ? 'waiting'
      : (state as MailStatus);

/** The outbox for administrators, newest first (addresses masked: enough to tell them apart). */
export async function listMailJobs(
  db: QueueDb,
  status?: keyof typeof STATES,
  limit = 100,
): Promise<
  {
    id: string;
    status: MailStatus;
    to: string;
    subject: string;
    attempts: number;
    createdAt: string;
    reason: string | null;
  }[]
> {
  const { rows } = await db.executeSql(
    `select id, state, data->>'to' as "to", data->>'subject' as subject, retry_count,
            created_on, output->>'message' as reason
       from pgboss.job
      where name = $1 and ($2::text[] is null or state::text = any($2::text[]))
      order by created_on desc
      limit $3`,
    [MAIL_QUEUE, status ? [...STATES[status]] : null, limit],
  );
  return (
    rows as {
      id: string;
      state: string;
      to: string | null;
      subject: string | null;
      retry_count: number;
      created_on: Date | string;
      reason: string | null;
    }[]
  ).map((row) => ({
    id: row.id,
    status: statusOf(row.state),
    to: row.to ? maskAddress(row.to) : '',
    subject: row.subject ?? '',
    attempts: row.retry_count + (row.state === 'created' ? 0 : 1),
    createdAt: new Date(row.created_on).toISOString(),
    reason: row.state === 'failed' ? row.reason : null,
  }));
}

/** Sends a failed email again, with a fresh run of retries. False when no such failed email. */
export async function retryMailJob(queue: Pick<JobQueue, 'db'>, id: string): Promise<boolean> {
  const { rows } = await queue.db.executeSql(
    `update pgboss.job
        set state = 'retry', retry_count = 0, start_after = now(), completed_on = null,
            retry_limit = (select retry_limit from pgboss.queue where name = $1)
      where name = $1 and id = $2 and state = 'failed'
      returning id`,
    [MAIL_QUEUE, id],
  );
  return rows.length > 0;
}
