import { existsSync } from 'node:fs';
import { open, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { spawn } from 'node:child_process';

const require = createRequire(import.meta.url);

/** Whether `dataDir` already holds a PostgreSQL cluster. */
export const isInitialised = (dataDir: string) => existsSync(path.join(dataDir, 'PG_VERSION'));

/**
 * Creates the cluster in a short-lived child process. initdb inside WebAssembly grows a process by
 * hundreds of MB that it never hands back to the system (a fresh server idled at 407 MB RSS, a
 * restarted one at 332 MB; a worker thread did not help: its memory stayed with the process). A
 * child's memory goes with the child. The files it wrote are then fsynced once, as every later
 * commit is (durable-pglite.ts).
 */
export async function initialiseDataDir(dataDir: string, postgresqlconf: string[]): Promise<void> {
  const input = JSON.stringify({
    dataDir,
    postgresqlconf,
    pglite: pathToFileURL(require.resolve('@electric-sql/pglite')).href,
    trgm: pathToFileURL(require.resolve('@electric-sql/pglite/contrib/pg_trgm')).href,
  });
  const code = `
    const input = JSON.parse(process.argv[1]);
    const { PGlite } = await import(input.pglite);
    const { pg_trgm } = await import(input.trgm);
    const db = await PGlite.create({
      dataDir: input.dataDir,
      extensions: { pg_trgm },
      postgresqlconf: input.postgresqlconf,
    });
    await db.close();`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code, input], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (exitCode !== 0)
    throw new Error(`Could not create the database in ${dataDir} (exit ${exitCode}): ${stderr}`);
  await fsyncTree(dataDir);
}

async function fsyncTree(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await fsyncTree(full);
    else if (entry.isFile()) await fsync(full);
  }
  await fsync(dir);
}

async function fsync(target: string): Promise<void> {
  const handle = await open(target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
