import { z } from 'zod';

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    engine: z.enum(['pglite', 'postgres']),
    ok: z.boolean(),
    latencyMs: z.number(),
  }),
  /**
   * The job feed's search index in this instance (ADR 018): open jobs it holds, about how many
   * bytes it keeps, how long its last build took (ms), seconds since it last matched the
   * database; null where there is no index (not built yet, or fenced: more open jobs than
   * JOBS_SEARCH_INDEX_MAX_JOBS, and the feed answers from the database).
   */
  jobSearchIndex: z.object({
    jobs: z.number().nullable(),
    approxBytes: z.number().nullable(),
    lastBuildMs: z.number().nullable(),
    ageSeconds: z.number().nullable(),
    fenced: z.boolean(),
  }),
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
