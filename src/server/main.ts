import { spawn } from 'node:child_process';
import pino from 'pino';
import { buildApp } from './app';
import { AppSecretError } from './config/app-secret';
import { loadConfigOrExit } from './config/load-config-or-exit';
import { loadContent } from './content/load-content';
import { openDatabase } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { isInitialised } from './db/pglite-init';
import { prepareDatabase } from './prepare-database';

/** The argument of the child process that prepares a new embedded database (prepareInChild). */
const PREPARE_ONLY = '--prepare-data-dir';

/**
 * SIGTERM: the server stops taking connections and lets the requests it has finish, the job queue
 * lets running jobs finish for up to JOB_STOP_TIMEOUT_MS (10 s) and hands back the rest, then the
 * mailer and the database close (app.ts, in that order). Past this, the process exits anyway;
 * give it 30 s before a SIGKILL (Kubernetes' default; `docker stop -t 30`).
 */
const SHUTDOWN_GRACE_MS = 25_000;

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  if (process.argv.includes(PREPARE_ONLY)) {
    // Create the cluster, migrate, seed, load the job snapshot; the server then does the rest.
    const handle = await openDatabase(config.database);
    try {
      const log = pino({ level: config.logLevel });
      await prepareDatabase(handle, { config, content: loadContent(), log });
    } finally {
      await handle.close();
    }
    process.exit(0);
  }
  if (!config.database.url && !isInitialised(config.database.dataDir)) await prepareInChild();

  // The extraction worker (and pdf.js in it) starts with the first upload, not at boot: an idle
  // server holds no worker (ADR 017).
  const app = await buildApp(config, {
    scheduleJobIngest: config.jobs.ingestEnabled,
    buildJobSearchIndex: true,
  });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    app
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
}

/**
 * A new embedded database is created, migrated and seeded by a child process that then exits:
 * that first work grows PGlite's WebAssembly memory by about 40 MB that it never hands back, and a
 * child's memory leaves with the child (ADR 017). This process then opens a database that is
 * ready, as on any restart.
 */
async function prepareInChild(): Promise<void> {
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!, PREPARE_ONLY], {
    stdio: 'inherit',
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`Preparing the new database failed (exit ${code}).`);
}

main().catch((error: unknown) => {
  console.error(
    error instanceof DataDirInUseError || error instanceof AppSecretError ? error.message : error,
  );
  process.exit(1);
});
