import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { insertJobs } from '../../tests/helpers/generate-jobs';
import { insertRealisticJobs } from '../../tests/helpers/realistic-jobs';

export interface IndexBuild {
  name: string;
  table: string;
  ms: number;
  bytes: number;
}

/** Rows of `db.execute`, whose shape the two drivers type differently. */
export const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;

/**
 * Generates `count` jobs the way a bulk load should: the secondary indexes of jobs and
 * job_listings are dropped, the rows inserted by INSERT … SELECT over generate_series, and
 * the indexes built again from the definitions the migrations gave them (a sorted build is far
 * cheaper than one insertion per row into each GIN and B-tree). Each rebuild is timed and
 * measured: what that index costs to build over the whole table, and its size on disk.
 */
export async function bulkGenerateJobs(
  db: Database,
  count: number,
  /** Ranges inserted side by side (PostgreSQL: one connection each; to_tsvector is most of the cost). */
  parallel = 1,
  /** 'realistic' (default): postings shaped like the snapshot's (tests/helpers/realistic-jobs.ts); 'simple': the old 30-word ones. */
  corpus: 'realistic' | 'simple' = 'realistic',
): Promise<{ insertMs: number; indexes: IndexBuild[] }> {
  const indexes = rowsOf<{ name: string; table: string; definition: string }>(
    await db.execute(sql`
      select i.indexname as name, i.tablename as "table", i.indexdef as definition
      from pg_indexes i
      where i.schemaname = current_schema() and i.tablename in ('jobs', 'job_listings')
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)
      order by i.tablename, i.indexname`),
  );
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));
  let started = performance.now();
  const chunk = Math.ceil(count / parallel);
  await Promise.all(
    Array.from({ length: parallel }, (_, k) =>
      (corpus === 'realistic' ? insertRealisticJobs : insertJobs)(
        db,
        1 + k * chunk,
        Math.min(count, (k + 1) * chunk),
      ),
    ),
  );
  const insertMs = performance.now() - started;
  await db.execute(sql`set maintenance_work_mem = '256MB'`);
  const built: IndexBuild[] = [];
  for (const index of indexes) {
    started = performance.now();
    await db.execute(sql.raw(index.definition));
    const ms = performance.now() - started;
    const [size] = rowsOf<{ bytes: string | number }>(
      await db.execute(sql`select pg_relation_size(${index.name}::regclass) as bytes`),
    );
    built.push({ name: index.name, table: index.table, ms, bytes: Number(size?.bytes ?? 0) });
  }
  await db.execute(sql`reset maintenance_work_mem`);
  await db.execute(sql`vacuum analyze jobs`);
  await db.execute(sql`vacuum analyze job_listings`);
  return { insertMs, indexes: built };
}
