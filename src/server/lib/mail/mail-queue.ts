import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { inTransaction, type JobQueue } from '../queue/job-queue';
import { enqueueMail } from './mail-outbox';
import type { MailMessage } from './mailer';

/**
 * Mail decided after the answer: the request does not wait for the lookup (so a reset request for
 * a real account takes as long as one for an unknown address). `write` runs in one transaction
 * with the outbox job it returns, so the link it issues (a token row) and the email carrying it
 * commit together; the outbox worker then sends it, retrying for more than a day
 * (lib/mail/mail-outbox.ts). `drain` waits for what is still being decided (the app calls it when
 * it closes).
 */
export interface MailQueue {
  /** `write` reads and writes through `tx` only (PGlite has one connection) and returns the
   *  message, or null for none. */
  send(label: string, write: (tx: Database) => Promise<MailMessage | null>): void;
  drain(): Promise<void>;
}

export function createMailQueue(queue: JobQueue, db: Database, log: FastifyBaseLogger): MailQueue {
  const pending = new Set<Promise<void>>();
  return {
    send(label, write) {
      const job = db
        .transaction(async (tx) => {
          const message = await write(tx);
          if (message) await enqueueMail(queue, message, inTransaction(tx));
        })
        .catch((error: unknown) => {
          log.error({ err: error, mail: label }, 'email not queued');
        })
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async drain() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
