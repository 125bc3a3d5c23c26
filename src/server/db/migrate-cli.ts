// `npm run db:migrate`: applies migrations and the seed to the configured database, then exits.
import { loadConfigOrExit } from '../config/load-config-or-exit';
import { loadContent } from '../content/load-content';
import { openDatabase } from './client';
import { exitIfDataDirInUse } from './data-dir-lock';
import { runMigrations } from './migrate';
import { seedDatabase } from './seed';

const config = loadConfigOrExit();
const handle = await openDatabase(config.database).catch(exitIfDataDirInUse);
try {
  await runMigrations(handle);
  await seedDatabase(handle.db, loadContent());
  console.log(`Database migrated and seeded (${handle.engine}).`);
} finally {
  await handle.close();
}
