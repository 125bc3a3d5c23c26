import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@/server/db/client';
import { runMigrations } from '@/server/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite lane: a migrated data directory dump each test file starts from. */
    pgliteDumpFile: string;
    /** PostgreSQL lane: a migrated template database each test file copies. */
    pgTemplateDatabase: string;
  }
}

/** Migrates once; every test file then gets its own copy of the migrated database. */
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
    await runMigrations(handle);
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
  await runMigrations(handle);
  const dump = await handle.pglite!.dumpDataDir('none');
  await handle.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'c2c-api-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDumpFile', file);
  project.provide('pgTemplateDatabase', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
