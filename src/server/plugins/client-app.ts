import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isCertificatePagePath } from '@/shared/paths';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The pages scripts/prerender.mjs wrote at build time (ADR 015), by the path each one is for:
 * `pages/index.html` is `/`, `pages/explore.html` is `/explore`.
 */
function readPrerenderedPages(pagesDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  if (!existsSync(pagesDir)) return pages;
  for (const entry of readdirSync(pagesDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const route = `/${path.relative(pagesDir, file).split(path.sep).join('/').slice(0, -'.html'.length)}`;
    pages.set(route === '/index' ? '/' : route, readFileSync(file, 'utf8'));
  }
  return pages;
}

/**
 * A pre-rendered page's path gets its HTML (a GET route each); then the one not-found handler:
 * JSON 404 under /api and for missing files, and for any other path the built SPA's index.html,
 * whose router renders the page or its 404. Runtime settings are written into the HTML once, at
 * start.
 * Hashed assets are cached for a year, HTML is revalidated on every visit; source maps, the
 * build manifest and the HTML files themselves are not served as files. Without a build
 * (API-only tests) everything is JSON.
 */
export async function registerClientApp(
  app: FastifyInstance,
  clientDir: string | undefined,
): Promise<void> {
  const indexFile = clientDir && path.join(clientDir, 'index.html');
  const hasBuild = indexFile !== undefined && existsSync(indexFile);
  const notFound = (method: string, pathname: string) => ({
    message: `No API route for ${method} ${pathname}`,
  });
  if (!clientDir || !indexFile || !hasBuild) {
    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send(notFound(request.method, request.url.split('?')[0] ?? '/')),
    );
    return;
  }

  const withSettings = (html: string) =>
    html.replaceAll('__CONTACT_EMAIL__', escapeAttribute(app.config.contactEmail));
  const indexHtml = withSettings(readFileSync(indexFile, 'utf8'));
  const prerendered = new Map(
    [...readPrerenderedPages(path.join(clientDir, 'pages'))].map(([route, html]) => [
      route,
      withSettings(html),
    ]),
  );

  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    // scripts/compress-assets.mjs wrote a .br and a .gz beside each text file at build time.
    preCompressed: true,
    // Source maps stay on the server's disk for error tracking; the public gets the bundles only.
    // The HTML goes out with its runtime settings from the handler below, never as a raw file.
    allowedPath: (pathName) =>
      !pathName.endsWith('.map') && !pathName.endsWith('.html') && !pathName.startsWith('/.vite/'),
    setHeaders(reply, filePath) {
      reply.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=3600',
      );
    },
  });

  const sendHtml = (reply: FastifyReply, html: string) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);

  // Routes of their own, so @fastify/compress (which hooks routes, not the not-found handler)
  // compresses them on the way out; the built .br and .gz cannot be used, as the HTML carries the
  // runtime settings.
  for (const [route, html] of prerendered)
    app.get(route, (_request, reply) => sendHtml(reply, html));

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
    // Her public certificate page: verifiable by link, not listed by search engines.
    if (isCertificatePagePath(pathname)) void reply.header('x-robots-tag', 'noindex, nofollow');
    return sendHtml(reply, indexHtml);
  });
}
