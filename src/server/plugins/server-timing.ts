import type { FastifyInstance } from 'fastify';
import { runWithTimings, serverTimingHeader } from '../lib/server-timing';

/**
 * Every API answer says where its time went (`Server-Timing: db;dur=2.4;desc="Database (3)",
 * total;dur=4.1`), so a slow page can be read in the browser's network panel without a profiler.
 * The request runs in its own timing store from its first hook; the database client, the job
 * search index and the document renderers add to it (lib/server-timing.ts).
 */
export function registerServerTiming(app: FastifyInstance): void {
  app.decorateRequest('timings', null);
  app.addHook('onRequest', (request, _reply, done) => {
    runWithTimings((timings) => {
      request.timings = timings;
      done();
    });
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.timings && request.url.startsWith('/api/'))
      reply.header('server-timing', serverTimingHeader(request.timings));
    return payload;
  });
}
