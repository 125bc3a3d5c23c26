// After `npm run build`: where each route's first-view JavaScript goes, module by module.
// `node scripts/route-modules.mjs [route ...] [assets/file.js ...] [--top N]` lists, per route (all over the issue 33
// targets when none is named), its files with their brotli size and the biggest source modules in
// them. A module's share of a file is its share of the file's bytes, read from the build's hidden
// source maps, applied to the file's brotli size: an estimate, since brotli does not compress
// every module alike, but enough to say what to cut (ADR 015, "Signed-in routes").
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { routeBundles } from './lib/route-bundles.mjs';

const clientDir = path.resolve(import.meta.dirname, '..', 'dist', 'client');
const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'));

const args = process.argv.slice(2);
const topIndex = args.indexOf('--top');
const top = topIndex >= 0 ? Number(args.splice(topIndex, 2)[1]) : 15;
const wanted = new Set(args);

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const digit = Object.fromEntries([...BASE64].map((char, index) => [char, index]));

/** The source-map "mappings" of one generated line: [column, source index] per segment. */
function decodeLine(text, state) {
  const segments = [];
  for (const segment of text.split(',')) {
    if (!segment) continue;
    const values = [];
    let value = 0;
    let shift = 0;
    for (const char of segment) {
      const bits = digit[char];
      value += (bits & 31) << shift;
      if (bits & 32) shift += 5;
      else {
        values.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
    }
    state.column = (segments.length === 0 ? 0 : state.column) + values[0];
    if (values.length > 1) state.source += values[1];
    segments.push([state.column, values.length > 1 ? state.source : -1]);
  }
  return segments;
}

/** Bytes of generated code per source module in one built file. */
function bytesBySource(file) {
  const code = readFileSync(path.join(clientDir, file), 'utf8');
  const map = JSON.parse(readFileSync(path.join(clientDir, `${file}.map`), 'utf8'));
  const lines = code.split('\n');
  const state = { column: 0, source: 0 };
  const bytes = new Map();
  const add = (name, count) => bytes.set(name, (bytes.get(name) ?? 0) + count);
  map.mappings.split(';').forEach((mapping, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    const segments = decodeLine(mapping, state);
    if (segments.length === 0) return add('(unmapped)', Buffer.byteLength(line) + 1);
    add('(unmapped)', Buffer.byteLength(line.slice(0, segments[0][0])));
    segments.forEach(([column, source], index) => {
      const end = segments[index + 1]?.[0] ?? line.length;
      const name = source >= 0 ? sourceName(map.sources[source]) : '(unmapped)';
      add(name, Buffer.byteLength(line.slice(column, end)) + (index === segments.length - 1));
    });
  });
  return bytes;
}

/** A source path the way a reader finds it: the package, or the file under src/. */
function sourceName(source) {
  const normalized = source.replaceAll('\\', '/');
  const nodeModules = normalized.lastIndexOf('node_modules/');
  if (nodeModules >= 0) {
    const rest = normalized.slice(nodeModules + 'node_modules/'.length).split('/');
    return `npm:${rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]}/${rest.slice(rest[0].startsWith('@') ? 2 : 1).join('/')}`;
  }
  const src = normalized.indexOf('src/');
  return src >= 0 ? normalized.slice(src) : normalized;
}

const brotli = (file) => {
  const bytes = readFileSync(path.join(clientDir, file));
  return brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  }).length;
};

const fileInfo = new Map();
const infoOf = (file) => {
  if (!fileInfo.has(file)) {
    const sources = bytesBySource(file);
    const raw = [...sources.values()].reduce((sum, count) => sum + count, 0);
    fileInfo.set(file, { brotli: brotli(file), raw, sources });
  }
  return fileInfo.get(file);
};

const entryFile = Object.values(manifest).find((chunk) => chunk.isEntry).file;
for (const file of [...wanted].filter((arg) => arg.endsWith('.js'))) {
  wanted.delete(file);
  const info = infoOf(file);
  console.log(`\n${file}: ${(info.brotli / 1000).toFixed(1)} KB brotli`);
  for (const [name, count] of [...info.sources].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`  ${(((count / info.raw) * info.brotli) / 1000).toFixed(1).padStart(6)}  ${name}`);
}
if (args.length > 0 && wanted.size === 0) process.exit(0);
const targets = { explore: 100, login: 100 };
for (const { route, files } of routeBundles(manifest)) {
  const infos = [...files].map((file) => ({ file, ...infoOf(file) }));
  const total = infos.reduce((sum, info) => sum + info.brotli, 0) / 1000;
  if (wanted.size > 0 ? !wanted.has(route) : total <= (targets[route] ?? 160)) continue;
  console.log(`\n${route}: ${total.toFixed(1)} KB brotli in ${files.size} files`);
  for (const info of infos.sort((a, b) => b.brotli - a.brotli))
    console.log(
      `  ${(info.brotli / 1000).toFixed(1).padStart(6)} KB  ${info.file}${info.file === entryFile ? ' (entry)' : ''}`,
    );
  const modules = new Map();
  for (const info of infos) {
    if (info.file === entryFile) continue;
    for (const [name, count] of info.sources)
      modules.set(name, (modules.get(name) ?? 0) + (count / info.raw) * info.brotli);
  }
  console.log(`  biggest modules outside the entry (KB brotli, estimated):`);
  for (const [name, kb] of [...modules].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`  ${(kb / 1000).toFixed(1).padStart(6)}  ${name}`);
}
