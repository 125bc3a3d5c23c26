import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/env';
import { pingDatabase } from '../db/client';

export const UNDER_PRESSURE_CODE = 'UNDER_PRESSURE';

/**
 * Sheds load before the process stalls (@fastify/under-pressure): when the event loop lags past
 * PRESSURE_MAX_EVENT_LOOP_DELAY_MS, the heap passes its limit, or the database stops answering
 * (checked every 5 s), API requests are answered at once with 503 and Retry-After instead of
 * queueing behind the work that is already late (pages and assets are still served). /api/health keeps answering (it reports the
 * database itself), so a load balancer can tell a busy instance from a dead one.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  pressure: AppConfig['pressure'],
): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: pressure.maxEventLoopDelayMs,
    maxHeapUsedBytes: pressure.maxHeapUsedBytes,
    retryAfter: pressure.retryAfterSeconds,
    healthCheck: async (instance) => {
      await pingDatabase(instance.db);
      return true;
    },
    healthCheckInterval: 5000,
    pressureHandler: (request, reply, type, value) => {
      // Pages and assets are files already in memory or on disk: only the API sheds load.
      if (!request.url.startsWith('/api/')) return;
      request.log.warn({ type, value }, 'under pressure: request refused with 503');
      // Answered here; Fastify goes no further once a hook has sent the reply.
      void reply
        .status(503)
        .header('retry-after', String(pressure.retryAfterSeconds))
        .send({
          message: `We are very busy right now. Please try again in ${pressure.retryAfterSeconds} seconds.`,
          code: UNDER_PRESSURE_CODE,
        });
    },
  });
}

/** Route config for what must answer under pressure (the health check). */
export const answersUnderPressure = { pressureHandler: () => undefined };
