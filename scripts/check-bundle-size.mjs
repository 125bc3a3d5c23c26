// After `npm run build`: the JavaScript a visitor's browser downloads for the first view of /,
// compressed with brotli at the level the build serves it (scripts/compress-assets.mjs), must stay
// within the budget. Which files that is comes from the build itself, not from a list kept here:
// the scripts and module preloads in the HTML / is served (the pre-rendered page, or the SPA's
// index.html), plus the entry and every chunk it imports statically, from Vite's manifest.
// Bytes are deterministic, so this fails only when the code grows. ADR 015.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { routeBundles } from './lib/route-bundles.mjs';

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

const brotliOf = new Map();
/** Bytes of brotli at the level the build serves (scripts/compress-assets.mjs), once per file. */
const brotliBytes = (file) => {
  if (!brotliOf.has(file)) {
    const bytes = readFileSync(path.join(clientDir, file));
    brotliOf.set(
      file,
      brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }).length,
    );
  }
  return brotliOf.get(file);
};
const rows = [...files].map((file) => ({
  file,
  raw: readFileSync(path.join(clientDir, file)).length,
  brotli: brotliBytes(file),
}));
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

/**
 * Every other route's first view (issue 33): the entry, the layout it renders in and the route
 * module with their static imports (scripts/lib/route-bundles.mjs), against the issue's targets:
 * 100 KB for /explore and /login, 160 KB for the signed-in pages. Where a route is over its target
 * today, its budget is what it measured (rounded up to 5 KB), so it cannot grow while the cuts
 * that bring it down (ADR 015, "Signed-in routes") are made; lower a budget as a cut lands, and
 * remove it once the route meets its target. Every signed-in page does since 2026-11-29. /explore
 * and /login (with /signup, the same form) are about 2 KB over: the entry they load is 98.1 KB,
 * React, React DOM and the router 84 of it; sign-in no longer loads TanStack Query or
 * tailwind-merge (24 KB, ADR 015, "Sign-in without the data layer").
 */
const ROUTE_TARGET_KB = { explore: 100, login: 100, signup: 100 };
const SIGNED_IN_TARGET_KB = 160;
const ROUTE_BUDGET_KB = { explore: 105, login: 105, signup: 105 };
const routeRows = routeBundles(manifest).map(({ route, files }) => {
  const kb = [...files].reduce((sum, file) => sum + brotliBytes(file), 0) / 1000;
  const target = ROUTE_TARGET_KB[route] ?? SIGNED_IN_TARGET_KB;
  const budget = ROUTE_BUDGET_KB[route] ?? target;
  return { route, kb, files: files.size, target, budget };
});
console.log('\nJavaScript for the first view of each route (KB brotli):');
console.log(
  `  ${'route'.padEnd(20)} ${'KB'.padStart(6)} ${'files'.padStart(5)} ${'budget'.padStart(6)} ${'target'.padStart(6)}`,
);
for (const row of routeRows)
  console.log(
    `  ${row.route.padEnd(20)} ${row.kb.toFixed(1).padStart(6)} ${String(row.files).padStart(5)} ${String(row.budget).padStart(6)} ${String(row.target).padStart(6)}${row.kb > row.target ? '  over target' : ''}`,
  );
const over = routeRows.filter((row) => row.kb > row.budget);
if (over.length > 0) {
  console.error(
    `✖ Over budget: ${over.map((row) => `${row.route} ${row.kb.toFixed(1)} KB (budget ${row.budget})`).join(', ')}. ` +
      'Load what the first view does not show lazily, or change the budget in scripts/check-bundle-size.mjs with the reason in ADR 015.',
  );
  process.exit(1);
}
