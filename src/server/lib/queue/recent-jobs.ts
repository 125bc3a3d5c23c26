import type { AdminQueueJob, QueueJobState } from '@/shared/contracts/admin';
import type { QueueDb } from './job-queue';

const EMAIL = /[^\s<>"'@]+@([^\s<>"'@]+)/g;

/** "refused: 550 <ann@school.org>" as "refused: 550 <…@school.org>": enough to tell which domain. */
export const maskEmails = (text: string) => text.replace(EMAIL, '…@$1');

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/**
 * The administrators' table of background jobs, newest first, from pg-boss's own table; no
 * payload (an email job's data is its message), and a failure's reason with addresses masked.
 * pg-boss's internal queues (its schedule's sends) are left out.
 */
export async function recentQueueJobs(
  db: QueueDb,
  options: { state?: QueueJobState; limit: number },
): Promise<AdminQueueJob[]> {
  const { rows } = await db.executeSql(
    `select id, name, state, retry_count, created_on, started_on, completed_on,
            case when state in ('failed', 'retry') then coalesce(output->>'message', output::text)
            end as error
       from pgboss.job
      where name not like '\\_\\_%' and ($1::text is null or state::text = $1::text)
      order by created_on desc, id
      limit $2`,
    [options.state ?? null, options.limit],
  );
  return (
    rows as {
      id: string;
      name: string;
      state: QueueJobState;
      retry_count: number;
      created_on: Date | string;
      started_on: Date | string | null;
      completed_on: Date | string | null;
      error: string | null;
    }[]
  ).map((row) => ({
    id: row.id,
    queue: row.name,
    state: row.state,
    attempts: row.retry_count + (row.started_on ? 1 : 0),
    createdAt: iso(row.created_on)!,
    startedAt: iso(row.started_on),
    finishedAt: iso(row.completed_on),
    error: row.error === null ? null : maskEmails(row.error).slice(0, 500),
  }));
}
