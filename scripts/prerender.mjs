// After the client build: writes the pages src/client/app/prerender.tsx lists as copies of the
// built index.html, dist/client/pages/<path>.html, each preloading its page's chunks and, for the
// public pages that are the same for every visitor, with the page rendered in, so it paints
// before any script runs. The server serves these for their paths (plugins/client-app.ts);
// main.tsx hydrates the rendered ones. ADR 015.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const clientDir = path.join(root, 'dist', 'client');
const ssrDir = path.join(root, 'dist', 'prerender');
const started = performance.now();

// The same Vite configuration (aliases, build-time constants) as the client, built for Node.
await build({
  root,
  logLevel: 'warn',
  build: {
    ssr: 'src/client/app/prerender.tsx',
    outDir: ssrDir,
    emptyOutDir: true,
    sourcemap: false,
    manifest: false,
  },
});
const { PRERENDERED_PAGES, renderPage, titleOf } = await import(
  pathToFileURL(path.join(ssrDir, 'prerender.js')).href
);

const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'));
const ROOT = '<div id="root"></div>';
if (!template.includes(ROOT)) throw new Error(`index.html has no ${ROOT} to render into`);

/** The chunk of a manifest entry and every chunk it imports statically, once each. */
function chunksOf(key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry) throw new Error(`${key} is not in the client build's manifest (renamed?)`);
  if (!seen.has(entry.file)) {
    seen.add(entry.file);
    for (const imported of entry.imports ?? []) chunksOf(imported, seen);
  }
  return seen;
}

const written = [];
for (const page of PRERENDERED_PAGES) {
  const markup = page.markup ? await renderPage(page.path) : '';
  const preloads = new Set(page.modules.flatMap((module) => [...chunksOf(module)]));
  const links = [...preloads]
    .filter((file) => !template.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('\n    ');
  let html = template.replace(ROOT, `<div id="root">${markup}</div>`);
  html = html.replace(/<title>[^<]*<\/title>/, `<title>${titleOf(page.path)}</title>`);
  if (links) html = html.replace('</head>', `  ${links}\n  </head>`);
  const file = path.join(clientDir, 'pages', `${page.path === '/' ? 'index' : page.path}.html`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
  written.push(`${page.path} (${page.markup ? 'rendered, ' : 'preloads only, '}${html.length} B)`);
}
rmSync(ssrDir, { recursive: true, force: true });
console.log(`pre-rendered ${written.join(', ')} in ${Math.round(performance.now() - started)} ms`);
