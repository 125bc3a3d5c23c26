import type { FastifyBaseLogger } from 'fastify';
import { maskAddress, type Mailer, type MailMessage } from './mailer';

/**
 * Mail that leaves after the answer: the request does not wait for the mail server (so a reset
 * request for a real account takes as long as one for an unknown address, and a slow provider
 * never slows sign-up), and a failure is logged, never answered as an error. `drain` waits for
 * what is still on its way (the app calls it when it closes).
 */
export interface MailQueue {
  /** `write` may read the database (make a link) and returns the message, or null for none. */
  send(label: string, write: () => Promise<MailMessage | null>): void;
  drain(): Promise<void>;
}

export function createMailQueue(mailer: Mailer, log: FastifyBaseLogger): MailQueue {
  const pending = new Set<Promise<void>>();
  return {
    send(label, write) {
      let to: string | undefined;
      const job = (async () => {
        const message = await write();
        if (!message) return;
        to = message.to;
        await mailer.send(message);
      })()
        .catch((error: unknown) => {
          log.error(
            { err: error, mail: label, ...(to ? { to: maskAddress(to) } : {}) },
            'email not sent',
          );
        })
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async drain() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
