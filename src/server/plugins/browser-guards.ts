import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/env';
import { HttpError } from '../lib/http-errors';

/**
 * Powerful features the app never uses, refused for the page and anything it embeds (the YouTube
 * player keeps what its iframe `allow` attribute asks for: none of these).
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'display-capture=()',
  'magnetometer=()',
  'browsing-topics=()',
].join(', ');

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Origins a state-changing request may come from: this server as reached, and PUBLIC_URL. */
function allowedOrigins(request: FastifyRequest, publicUrl: string | undefined): string[] {
  const origins = [originOf(`${request.protocol}://${request.host}`)];
  if (publicUrl) origins.push(originOf(publicUrl));
  return origins.filter((origin): origin is string => origin !== undefined);
}

function originOf(header: string): string | undefined {
  try {
    return new URL(header).origin;
  } catch {
    return undefined;
  }
}

export function registerBrowserGuards(
  app: FastifyInstance,
  config: Pick<AppConfig, 'publicUrl'>,
): void {
  // SameSite=Lax already keeps the cookie off cross-site POSTs; refusing foreign Origins closes
  // the rest. "null" (a sandboxed frame, a data: URL, some redirects) names nobody we trust, and
  // the same host on another scheme is another origin. No Origin at all is a non-browser client.
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const header = request.headers.origin;
    if (header === undefined) return;
    const origin = originOf(header);
    if (!origin || origin === 'null' || !allowedOrigins(request, config.publicUrl).includes(origin))
      throw new HttpError(403, 'Cross-site request refused', 'BAD_ORIGIN');
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // Answers hold one person's data: no shared cache (a proxy, a CDN) may keep them.
    const api = request.url === '/api' || request.url.startsWith('/api/');
    if (api && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
