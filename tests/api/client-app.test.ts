import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The built client as the server serves it (plugins/client-app.ts, ADR 015), on a small build of
 * our own in the layout `npm run build` writes: the SPA's index.html, pages pre-rendered at build
 * time under pages/, hashed assets, and Vite's manifest.
 */
const CONTACT = 'help@school.test';
const page = (body: string) =>
  `<!doctype html><html><head><meta name="c2c:contact-email" content="__CONTACT_EMAIL__" /></head>` +
  `<body><div id="root">${body}</div></body></html>`;
const LANDING = page(
  `<h1>From Classroom to Career</h1>${'<p>Teachers already do the job.</p>'.repeat(40)}` +
    '<a href="mailto:__CONTACT_EMAIL__">Contact Us</a>',
);

let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'c2c-client-'));
  for (const dir of ['pages', 'assets', '.vite']) mkdirSync(path.join(clientDir, dir));
  writeFileSync(path.join(clientDir, 'index.html'), page(''));
  writeFileSync(path.join(clientDir, 'pages', 'index.html'), LANDING);
  writeFileSync(path.join(clientDir, 'pages', 'explore.html'), page('<h1>Learning Pathways</h1>'));
  // A signed-in page's preloads, written for its route's pattern (scripts/prerender.mjs).
  mkdirSync(path.join(clientDir, 'pages', 'course'));
  writeFileSync(
    path.join(clientDir, 'pages', 'course', ':courseId.html'),
    page('').replace('</head>', '<link rel="modulepreload" href="/assets/course-Xy.js"></head>'),
  );
  writeFileSync(path.join(clientDir, 'assets', 'index-Bt2Dh6x9.js'), 'console.log(1);');
  writeFileSync(path.join(clientDir, '.vite', 'manifest.json'), '{}');
  t = await createTestApp({ CONTACT_EMAIL: CONTACT }, { clientDir });
});
afterAll(async () => {
  await t?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('serving the built client', () => {
  it('answers / and /explore with their pre-rendered HTML, the contact address filled in, revalidated on each visit', async () => {
    const home = await get('/');
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.body).toContain('<h1>From Classroom to Career</h1>');
    expect(home.body).toContain(`href="mailto:${CONTACT}"`);
    expect(home.body).toContain(`content="${CONTACT}"`);
    expect(home.body).not.toContain('__CONTACT_EMAIL__');

    const explore = await get('/explore?from=nav');
    expect(explore.statusCode).toBe(200);
    expect(explore.body).toContain('<h1>Learning Pathways</h1>');
    expect((await t.app.inject({ method: 'HEAD', url: '/' })).statusCode).toBe(200);
  });

  it('compresses a pre-rendered page on the way out for a browser that accepts brotli', async () => {
    const br = await get('/', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe((await get('/')).body);
  });

  it('answers any other page with the SPA shell, and its client route decides', async () => {
    for (const url of ['/login', '/dashboard', '/no/such/page']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain(`content="${CONTACT}"`);
    }
  });

  it("answers every address of a page written for a route's pattern with that page, and no other address", async () => {
    for (const url of ['/course/sales', '/course/customer-success?tab=modules']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('href="/assets/course-Xy.js"');
      expect(response.body, url).toContain(`content="${CONTACT}"`);
    }
    for (const url of ['/course', '/course/sales/case-study']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain('course-Xy.js');
    }
  });

  it('asks search engines not to index a certificate page, and only that page', async () => {
    const certificate = await get('/certificates/k3Jq9vX2mB7pL0wZ8rT5yN');
    expect(certificate.statusCode).toBe(200);
    expect(certificate.headers['x-robots-tag']).toBe('noindex, nofollow');
    for (const url of ['/', '/explore', '/login']) {
      expect((await get(url)).headers['x-robots-tag'], url).toBeUndefined();
    }
  });

  it("sends a script only the headers that apply to a script, and a page every page's policy", async () => {
    const script = await get('/assets/index-Bt2Dh6x9.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(script.headers['strict-transport-security']).toBeDefined();
    for (const pageOnly of [
      'content-security-policy',
      'permissions-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
    ])
      expect(script.headers[pageOnly], pageOnly).toBeUndefined();

    for (const url of ['/', '/dashboard', '/favicon.svg', '/assets/index-Bt2Dh6x9.svg']) {
      const response = await get(url);
      expect(String(response.headers['content-security-policy']), url).toContain(
        "script-src 'self'",
      );
      expect(response.headers['permissions-policy'], url).toBeDefined();
    }
  });

  it('caches hashed assets for a year and never serves the HTML files, the manifest or a missing chunk as files', async () => {
    const asset = await get('/assets/index-Bt2Dh6x9.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    for (const url of [
      '/index.html',
      '/pages/index.html',
      '/.vite/manifest.json',
      '/assets/gone-Aa1Bb2Cc.js',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('__CONTACT_EMAIL__');
    }
  });
});
