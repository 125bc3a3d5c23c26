// Bundles the server (our code only; packages stay external) into dist/server.
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'src/server/main.ts',
    // Piscina loads the extraction worker as its own file next to main.js.
    'extraction-worker': 'src/server/features/resumes/extraction/extraction-worker.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
});
console.log('server bundle written to dist/server');
