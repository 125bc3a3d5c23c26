// After `npm run build`: the JavaScript a visitor's browser downloads for the first view of /,
// compressed with brotli at the level the build serves it (scripts/compress-assets.mjs), must stay
// within the budget. Which files that is comes from the build itself, not from a list kept here:
// the scripts and module preloads in the HTML / is served (the pre-rendered page, or the SPA's
// index.html), plus the entry and every chunk it imports statically, from Vite's manifest.
// Bytes are deterministic, so this fails only when the code grows. ADR 015.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

/**
 * Bytes of brotli: issue 12's target, 100 KB. React, React DOM and React Router's data router
 * alone are about 83 KiB of it (ADR 015), so the first view's own code has about 15 KB left.
 */
const BUDGET_BYTES = 100_000;

const clientDir = path.resolve(import.meta.dirname, '..', 'dist', 'client');
const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error(
    `✖ ${path.relative(process.cwd(), manifestFile)} is missing: run npm run build first.`,
  );
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const prerendered = path.join(clientDir, 'pages', 'index.html');
const htmlFile = existsSync(prerendered) ? prerendered : path.join(clientDir, 'index.html');
const html = readFileSync(htmlFile, 'utf8');

const files = new Set();
for (const [, file] of html.matchAll(
  /<(?:script type="module"[^>]*\ssrc|link rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g,
))
  files.add(file);
const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
const addWithImports = (chunk) => {
  files.add(chunk.file);
  for (const key of chunk.imports ?? []) {
    const imported = manifest[key];
    if (imported && !files.has(imported.file)) addWithImports(imported);
  }
};
for (const chunk of Object.values(manifest)) if (chunk.isEntry) addWithImports(chunk);
for (const file of [...files]) {
  const chunk = byFile.get(file);
  if (chunk) addWithImports(chunk);
}

const rows = [...files].map((file) => {
  const bytes = readFileSync(path.join(clientDir, file));
  const brotli = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  }).length;
  return { file, raw: bytes.length, brotli };
});
const kib = (bytes) => (bytes / 1024).toFixed(1);
const total = rows.reduce((sum, row) => sum + row.brotli, 0);
console.log(`JavaScript for the first view of / (${path.relative(clientDir, htmlFile)}):`);
for (const row of rows.sort((a, b) => b.brotli - a.brotli))
  console.log(
    `  ${kib(row.brotli).padStart(6)} KiB brotli  ${kib(row.raw).padStart(6)} KiB raw  ${row.file}`,
  );
console.log(
  `  ${kib(total).padStart(6)} KiB brotli (${(total / 1000).toFixed(1)} KB) in ${rows.length} file(s); budget ${BUDGET_BYTES / 1000} KB`,
);
if (total > BUDGET_BYTES) {
  console.error(
    `✖ The first view of / needs ${(total / 1000).toFixed(1)} KB of JavaScript (brotli), over its budget of ${BUDGET_BYTES / 1000} KB. ` +
      'Load what the first screen does not show lazily (a route, a dynamic import), or raise the budget in scripts/check-bundle-size.mjs with the reason in ADR 015.',
  );
  process.exit(1);
}
