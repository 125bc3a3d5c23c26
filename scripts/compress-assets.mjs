// After `vite build`: a brotli (.br) and a gzip (.gz) copy of every text file in dist/client, at
// the highest levels (done once, so the cost is the build's, not each request's); @fastify/static
// serves them to browsers that accept them (preCompressed).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..', 'dist', 'client');
const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest|xml)$/;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

let raw = 0;
let brotli = 0;
let count = 0;
for (const file of files(root)) {
  const bytes = readFileSync(file);
  if (bytes.length < 1024) continue;
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  raw += statSync(file).size;
  brotli += br.length;
  count += 1;
}
console.log(
  `compressed ${count} files: ${Math.round(raw / 1024)} KB -> ${Math.round(brotli / 1024)} KB brotli`,
);
