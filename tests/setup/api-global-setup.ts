import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '@/server/config/env';
import { loadContent } from '@/server/content/load-content';
import { openDatabase, type DatabaseHandle } from '@/server/db/client';
import { createJobQueue } from '@/server/lib/queue/job-queue';
import { prepareDatabase } from '@/server/prepare-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite lane: a prepared data directory dump each test file starts from. */
    pgliteDumpFile: string;
    /** PostgreSQL lane: a prepared template database each test file copies. */
    pgTemplateDatabase: string;
  }
}

/**
 * What every start of the app does to a new database first (migrations, the catalogue, the offline
 * job snapshot, the queue's tables), done once here: each test file's copy then starts ready, and
 * building a test app costs about 0.8 s instead of 1.7 (measured warm, PGlite). Each app still runs
 * the same steps on its copy, which find nothing left to do.
 */
async function prepareTemplate(handle: DatabaseHandle): Promise<void> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const log = pino({ level: 'silent' });
  await prepareDatabase(handle, { config, content: loadContent(), log });
  const queue = createJobQueue(handle, log);
  await queue.start();
  await queue.stop();
}

/** Prepares once; every test file then gets its own copy of the prepared database. */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `c2c_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${template}`;
    const handle = await openDatabase({ url: templateUrl.toString(), poolSize: 1 });
    await prepareTemplate(handle);
    await handle.close();
    project.provide('pgTemplateDatabase', template);
    project.provide('pgliteDumpFile', '');
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like 'c2c_t_%' or datname = $1`,
        [template],
      );
      for (const row of rows)
        await admin.query(`drop database if exists "${row.datname}" with (force)`);
      await admin.end();
    };
  }

  const handle = await openDatabase({});
  await prepareTemplate(handle);
  const dump = await handle.pglite!.dumpDataDir('none');
  await handle.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'c2c-api-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDumpFile', file);
  project.provide('pgTemplateDatabase', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
