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

/**
 * The built scripts and styles (hashed, under /assets): a browser reads a document's policies
 * from the document, never from its scripts, so the page-only headers (the CSP, framing, the
 * permissions policy, the opener policy and the old X- ones) would be 750 bytes of every script's
 * answer for nothing, about 13 KB of a phone's first load of a signed-in page over HTTP/1.1
 * (issue 33). They keep what applies to a script: nosniff, the resource policy, HSTS and the
 * referrer policy (a module's imports follow it).
 */
export function isBuiltBundle(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path.startsWith('/assets/') && (path.endsWith('.js') || path.endsWith('.css'));
}

/** Helmet's options for {@link isBuiltBundle} answers. */
export const BUNDLE_SECURITY_HEADERS = {
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} as const;

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
    if (!isBuiltBundle(request.url)) reply.header('permissions-policy', PERMISSIONS_POLICY);
    // Answers hold one person's data: no shared cache (a proxy, a CDN) may keep them.
    const api = request.url === '/api' || request.url.startsWith('/api/');
    if (api && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
