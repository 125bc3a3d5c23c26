import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config/env';
import type { Content } from './content/load-content';
import type { DatabaseHandle } from './db/client';
import { runMigrations } from './db/migrate';
import { seedDatabase } from './db/seed';
import { createJobFeed } from './features/jobs/job-feed';

/**
 * What every start does to the database before it serves: the migrations, the catalogue seed,
 * the offline job snapshot when the feed is empty, and the career-changer signals of jobs stored
 * before their readers changed. Each step does nothing when there is nothing to do. The server
 * (app.ts), the child that prepares a new embedded database (main.ts) and `npm run jobs:ingest`
 * share it.
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  deps: { config: AppConfig; content: Content; log: FastifyBaseLogger },
): Promise<void> {
  await runMigrations(handle);
  await seedDatabase(handle.db, deps.content);
  const feed = createJobFeed({
    db: handle.db,
    log: deps.log,
    config: deps.config.jobs,
    tidyTables: handle.engine === 'pglite',
  });
  await feed.seedSnapshotIfEmpty();
  await feed.refreshStaleSignals();
}
