// Migration drift: the schema in src/server/db/schema must be exactly what the committed
// migrations build. drizzle-kit generates against a copy of drizzle/ in a temporary folder; any
// SQL it would write means a schema change without its migration (`npm run db:generate`).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const work = mkdtempSync(path.join(tmpdir(), 'c2c-drift-'));
try {
  const out = path.join(work, 'drizzle');
  cpSync(path.join(root, 'drizzle'), out, { recursive: true });
  const config = path.join(work, 'drizzle.config.json');
  writeFileSync(
    config,
    JSON.stringify({
      dialect: 'postgresql',
      schema: './src/server/db/schema/index.ts',
      // drizzle-kit reads `out` relative to the working directory, whatever it looks like.
      out: path.relative(root, out),
    }),
  );
  const before = readdirSync(out).length;
  const result = spawnSync(
    'npx',
    ['drizzle-kit', 'generate', `--config=${config}`, '--name=drift'],
    {
      cwd: root,
      encoding: 'utf8',
      timeout: 120_000,
      // No terminal: a question drizzle-kit would ask (a rename) ends the run instead of waiting.
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const output = `${result.stdout}\n${result.stderr}`;
  if (
    result.status === 0 &&
    /No schema changes/.test(output) &&
    readdirSync(out).length === before
  ) {
    console.log('Migrations match the schema.');
  } else {
    console.error(output.trim());
    console.error(
      '✖ The schema in src/server/db/schema differs from the committed migrations: run ' +
        '`npm run db:generate -- --name what-changed` and commit the migration.',
    );
    process.exitCode = 1;
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
