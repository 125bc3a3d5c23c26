import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/server/db/client';
import { DurableNodeFS } from '@/server/db/durable-pglite';

/**
 * The embedded engine as a person runs it (PGlite in DATA_DIR): a write is on the disk, not only
 * in the OS page cache, before it is acknowledged. (Whatever DATABASE_URL says, this is PGlite.)
 */

let dataDir: string;
let handle: DatabaseHandle;
let fs: DurableNodeFS;
const inWal = (files: string[]) =>
  files.some((file) => file.includes(`${path.sep}pg_wal${path.sep}`));

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'c2c-durable-'));
  handle = await openDatabase({ dataDir });
  fs = handle.pglite!.fs as DurableNodeFS;
  await handle.db.execute(sql`create table notes (id serial primary key, body text not null)`);
}, 60_000);

afterAll(async () => {
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('PGlite in DATA_DIR', () => {
  it('runs on the filesystem that flushes', () => {
    expect(fs).toBeInstanceOf(DurableNodeFS);
  });

  it('fsyncs the write-ahead log before a statement outside a transaction is answered', async () => {
    const before = fs.flushed;
    await handle.db.execute(sql`insert into notes (body) values ('first')`);
    expect(fs.flushed).toBeGreaterThan(before);
    expect(inWal(fs.lastFlushed)).toBe(true);
  });

  it('fsyncs a transaction once, at its commit, before the commit is answered', async () => {
    const before = fs.flushed;
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes (body) values ('second')`);
      await tx.execute(sql`update notes set body = 'second, edited' where body = 'second'`);
      // Nothing is acknowledged inside the transaction, so nothing needs flushing yet.
      expect(fs.flushed).toBe(before);
    });
    expect(fs.flushed).toBeGreaterThan(before);
    expect(inWal(fs.lastFlushed)).toBe(true);
  });

  it('reads back every acknowledged write after a reopen', async () => {
    await handle.close();
    handle = await openDatabase({ dataDir });
    fs = handle.pglite!.fs as DurableNodeFS;
    const { rows } = await handle.pglite!.query<{ body: string }>(
      'select body from notes order by id',
    );
    expect(rows.map((row) => row.body)).toEqual(['first', 'second, edited']);
  });
});
