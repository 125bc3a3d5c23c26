import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { timePgliteQueries, timePoolQueries } from './timed-queries';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { createDurablePGlite } from './durable-pglite';
import { initialiseDataDir, isInitialised } from './pglite-init';
import * as schema from './schema';

export type Schema = typeof schema;
/** The query builder both engines share; features only ever see this. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseEngine = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  engine: DatabaseEngine;
  /** The embedded engine, when it is the one in use (tests dump and load it). */
  pglite?: PGlite;
  /** The pool, when PostgreSQL is in use. */
  pool?: pg.Pool;
  /** Where the embedded engine keeps its files (unset in memory and on PostgreSQL). */
  dataDir?: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  url?: string | undefined;
  poolSize?: number;
  /** PGlite data directory; omit for an in-memory database. */
  dataDir?: string | undefined;
  /** Start PGlite from a dumped data directory (tests). */
  loadDataDir?: Blob;
  /** An idle pooled connection failed (PostgreSQL restarting, a network cut). */
  onPoolError?: (error: Error) => void;
}

export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * PGlite's PostgreSQL settings. shared_buffers is 32 MB, not PostgreSQL's 128 MB: inside
 * WebAssembly the buffer pool is resident memory from the start (the server idled at 555 MB RSS),
 * while the data files stay in the operating system's page cache either way; 32 MB holds the feed's
 * indexes at 50,000 jobs (ADR 017 has the RSS and query figures).
 */
export const PGLITE_CONF = ['shared_buffers=32MB', 'maintenance_work_mem=8MB'];

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client erroring (e.g. the server restarting) must not crash the process; it is
    // reported, and the pool replaces the connection on the next query.
    pool.on('error', (error) => options.onPoolError?.(error));
    timePoolQueries(pool);
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return { db, engine: 'postgres', pool, close: () => pool.end() };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // Before PGlite opens anything, so a second process is refused at once and touches nothing.
  const lock = options.dataDir ? lockDataDir(options.dataDir) : undefined;
  let client: PGlite;
  try {
    if (options.dataDir && !options.loadDataDir && !isInitialised(options.dataDir))
      await initialiseDataDir(options.dataDir, PGLITE_CONF);
    client = options.dataDir
      ? (
          await createDurablePGlite(options.dataDir, {
            ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
            extensions: PGLITE_EXTENSIONS,
            postgresqlconf: PGLITE_CONF,
          })
        ).client
      : await PGlite.create({
          ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
          extensions: PGLITE_EXTENSIONS,
          postgresqlconf: PGLITE_CONF,
        });
  } catch (error) {
    lock?.release();
    throw error;
  }
  timePgliteQueries(client);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    engine: 'pglite',
    pglite: client,
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
