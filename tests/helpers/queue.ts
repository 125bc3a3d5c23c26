import type { FastifyInstance } from 'fastify';
import { expect, vi } from 'vitest';

/**
 * Sends one job to a queue of the app, as its schedule would, and waits until a worker has
 * finished it: its output, or the test fails with the job's state.
 */
export async function runQueueJob<Output>(
  app: FastifyInstance,
  name: string,
  data: object = {},
): Promise<Output> {
  const { boss } = app.jobQueue;
  const id = await boss.send(name, data);
  expect(id).toEqual(expect.any(String));
  return vi.waitFor(
    async () => {
      const job = await boss.getJobById(name, id!);
      expect(job?.state).toBe('completed');
      return job!.output as Output;
    },
    { timeout: 30_000, interval: 100 },
  );
}
