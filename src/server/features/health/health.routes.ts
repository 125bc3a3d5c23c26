import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HealthSchema } from '@/shared/contracts/health';
import { pingDatabase } from '../../db/client';
import { queueStats, type QueueStats } from '../../lib/queue/job-queue';
import { answersUnderPressure } from '../../plugins/load-shedding';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Liveness: the process answers, without touching the database (load balancers, benchmarks). */
  app.get(
    '/live',
    {
      config: answersUnderPressure,
      schema: { response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/',
    // It reports the database itself, so it answers when load shedding refuses the rest.
    {
      config: answersUnderPressure,
      schema: { response: { 200: HealthSchema, 503: HealthSchema } },
    },
    async (request, reply) => {
      const started = performance.now();
      let ok = true;
      try {
        await pingDatabase(app.db);
      } catch (error) {
        ok = false;
        request.log.error({ err: error }, 'health check: database unreachable');
      }
      let queue: QueueStats | null = null;
      if (ok) {
        try {
          queue = await queueStats(app.jobQueue.db);
        } catch (error) {
          request.log.error({ err: error }, 'health check: job queue unreadable');
        }
      }
      const body = {
        status: ok ? ('ok' as const) : ('degraded' as const),
        database: {
          engine: app.dbEngine,
          ok,
          latencyMs: Math.round((performance.now() - started) * 10) / 10,
        },
        jobSearchIndex: (({ jobs, approxBytes, lastBuildMs, ageSeconds, fenced }) => ({
          jobs,
          approxBytes,
          lastBuildMs,
          ageSeconds,
          fenced,
        }))(app.feedSearch.stats()),
        queue,
        uptimeSeconds: Math.round(process.uptime()),
      };
      return reply.status(ok ? 200 : 503).send(body);
    },
  );
};
