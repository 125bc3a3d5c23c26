// `npm run jobs:ingest`: one job ingest against the configured database, then exit. With the
// embedded database the server must be stopped: PGlite is one process's, and the DATA_DIR lock
// refuses a second one.
import pino from 'pino';
import { loadConfigOrExit } from './config/load-config-or-exit';
import { loadContent } from './content/load-content';
import { openDatabase } from './db/client';
import { exitIfDataDirInUse } from './db/data-dir-lock';
import { createJobFeed } from './features/jobs/job-feed';
import { prepareDatabase } from './prepare-database';

const config = loadConfigOrExit();
const log = pino({ level: config.logLevel === 'info' ? 'warn' : config.logLevel });
const handle = await openDatabase(config.database).catch(exitIfDataDirInUse);
try {
  await prepareDatabase(handle, { config, content: loadContent(), log });
  const feed = createJobFeed({
    db: handle.db,
    log,
    config: config.jobs,
    tidyTables: handle.engine === 'pglite',
  });
  const run = await feed.runNow('cli', { ignoreIntervals: true });
  console.log(
    `Ingest #${run.id} ${run.status} (${handle.engine}); expired ${run.expired} job(s).` +
      (run.error ? ` ${run.error}.` : ''),
  );
  console.table(
    Object.entries(run.sources).map(([source, s]) => ({
      source,
      fetched: s.fetched,
      kept: s.kept,
      new: s.new,
      updated: s.updated,
      skipped: s.skipped,
      failed: s.failed,
      'time (ms)': s.durationMs,
      error: s.error ?? '',
      held: s.held ? `${s.held} (${s.heldListings} kept)` : '',
    })),
  );
  if (run.status !== 'succeeded') process.exitCode = 1;
} finally {
  await handle.close();
}
