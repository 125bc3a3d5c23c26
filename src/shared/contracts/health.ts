import { z } from 'zod';

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    engine: z.enum(['pglite', 'postgres']),
    ok: z.boolean(),
    latencyMs: z.number(),
  }),
  /** The job feed's search index in this instance: how many open jobs it holds; null until built. */
  jobSearchIndex: z.object({ jobs: z.number().nullable() }),
  /** The job queue (pg-boss) on this database: jobs due and waiting, running, given up. */
  queue: z
    .object({
      waiting: z.number(),
      active: z.number(),
      failed: z.number(),
      /** How long the oldest due job has waited, in seconds; null when none waits. */
      oldestWaitingSeconds: z.number().nullable(),
    })
    .nullable(),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof HealthSchema>;
