import { setTimeout as wait } from 'node:timers/promises';
import type { JobQueue } from './job-queue';

export interface OneAtATime<Data extends object, Output> {
  /** Queues a run (whichever instance is free takes it). */
  send(data: Data): Promise<void>;
  /** Queues a run and waits for its answer (an administrator's "run now"). */
  run(data: Data, timeoutMs?: number): Promise<Output>;
}

/**
 * Work that must never run twice at once, on any instance (the digest, the reminders): a pg-boss
 * queue with the 'singleton' policy and no key, so at most one of its jobs is active anywhere.
 * The handler's answer is the job's output, which `run` reads back.
 */
export async function oneAtATime<Data extends object, Output extends object>(
  queue: JobQueue,
  name: string,
  handler: (data: Data) => Promise<Output>,
): Promise<OneAtATime<Data, Output>> {
  const { boss } = queue;
  await boss.createQueue(name, { name, policy: 'singleton' });
  await queue.work<Data>(name, { batchSize: 1, pollingIntervalSeconds: 0.5 }, async ([job]) =>
    job ? handler(job.data) : undefined,
  );
  const send = async (data: Data) => {
    const id = await boss.send(name, data, { retryLimit: 2, retryBackoff: true });
    if (!id) throw new Error(`the ${name} queue refused a job`);
    return id;
  };
  return {
    async send(data) {
      await send(data);
    },
    async run(data, timeoutMs = 120_000) {
      const id = await send(data);
      for (let waited = 0; waited <= timeoutMs; waited += 100) {
        const job = await boss.getJobById<Data>(name, id);
        if (job?.state === 'completed') return job.output as Output;
        if (job?.state === 'failed' || job?.state === 'cancelled') {
          const output = job.output as { message?: string } | null;
          throw new Error(output?.message ?? `${name} failed`);
        }
        await wait(100);
      }
      throw new Error(`${name} did not finish within ${timeoutMs} ms`);
    },
  };
}
