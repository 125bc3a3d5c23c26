import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { CLIENT_DIST_DIR } from '../lib/paths';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The one not-found handler: JSON 404 under /api and for missing files; any other path gets the
 * built SPA's index.html (with runtime settings written into its meta tags), whose router renders
 * the page or its 404.
 * Hashed assets are cached for a year; source maps are not served. Without a build (API-only
 * tests) everything is JSON.
 */
export async function registerClientApp(app: FastifyInstance, serveClient: boolean): Promise<void> {
  const indexFile = path.join(CLIENT_DIST_DIR, 'index.html');
  const hasBuild = serveClient && existsSync(indexFile);
  const notFound = (method: string, pathname: string) => ({
    message: `No API route for ${method} ${pathname}`,
  });
  if (!hasBuild) {
    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send(notFound(request.method, request.url.split('?')[0] ?? '/')),
    );
    return;
  }

  const indexHtml = readFileSync(indexFile, 'utf8').replaceAll(
    '__CONTACT_EMAIL__',
    escapeAttribute(app.config.contactEmail),
  );

  await app.register(fastifyStatic, {
    root: CLIENT_DIST_DIR,
    wildcard: false,
    index: false,
    // scripts/compress-assets.mjs wrote a .br and a .gz beside each text file at build time.
    preCompressed: true,
    // Source maps stay on the server's disk for error tracking; the public gets the bundles only.
    allowedPath: (pathName) => !pathName.endsWith('.map'),
    setHeaders(reply, filePath) {
      reply.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=3600',
      );
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply.status(404).send(notFound(request.method, pathname));
    }
    // A missing file (a chunk from before a deploy, a mistyped favicon) must not come back as the
    // page's HTML with a 200: the browser would try to run it as a script.
    if (
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      pathname.startsWith('/assets/') ||
      path.posix.extname(pathname) !== ''
    ) {
      return reply.status(404).send({ message: 'Not found' });
    }
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
}
