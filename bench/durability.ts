// npm run bench:durability: what making PGlite's commits reach the disk costs (ADR 011).
// Sequential autocommit inserts and two-statement transactions on a fresh data directory,
// with PGlite as it ships (no fsync at all), with DurableNodeFS (fsync before the answer), and
// with DurableNodeFS under PGlite's relaxedDurability (the answer does not wait for a flush).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { createDurablePGlite } from '../src/server/db/durable-pglite';
import { percentile, printTable } from './lib/server';

const WRITES = Number(process.env.BENCH_WRITES ?? 400);

type Mode = 'as shipped (no fsync)' | 'DurableNodeFS' | 'DurableNodeFS, relaxedDurability';
const MODES: Mode[] = [
  'as shipped (no fsync)',
  'DurableNodeFS',
  'DurableNodeFS, relaxedDurability',
];

async function measure(mode: Mode) {
  const dir = mkdtempSync(path.join(tmpdir(), 'c2c-durability-'));
  const relaxedDurability = mode === 'DurableNodeFS, relaxedDurability';
  const durable =
    mode === 'as shipped (no fsync)'
      ? undefined
      : await createDurablePGlite(dir, { relaxedDurability });
  const db = durable?.client ?? (await PGlite.create({ dataDir: dir }));
  const fs = durable?.fs;
  await db.exec('create table notes (id serial primary key, body text not null, n int default 0)');
  const flushedBefore = fs?.flushed ?? 0;
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();

  const inserts: number[] = [];
  let started = performance.now();
  for (let i = 0; i < WRITES; i++) {
    const at = performance.now();
    await db.query('insert into notes (body) values ($1)', [`note ${i}`]);
    inserts.push(performance.now() - at);
  }
  const insertSeconds = (performance.now() - started) / 1000;

  const transactions: number[] = [];
  started = performance.now();
  for (let i = 0; i < WRITES / 2; i++) {
    const at = performance.now();
    await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        'insert into notes (body) values ($1) returning id',
        [`tx ${i}`],
      );
      await tx.query('update notes set n = n + 1 where id = $1', [rows[0]!.id]);
    });
    transactions.push(performance.now() - at);
  }
  const transactionSeconds = (performance.now() - started) / 1000;
  loop.disable();
  const flushed = (fs?.flushed ?? 0) - flushedBefore;
  await db.close();
  rmSync(dir, { recursive: true, force: true });
  return {
    mode,
    insertsPerSecond: Math.round(WRITES / insertSeconds),
    insertMs: inserts,
    transactionsPerSecond: Math.round(WRITES / 2 / transactionSeconds),
    transactionMs: transactions,
    flushed,
    loopMaxMs: loop.max / 1e6,
  };
}

const results = [];
for (const mode of MODES) results.push(await measure(mode));
const ms = (values: number[], p: number) => percentile(values, p).toFixed(2);
console.log(`\nPGlite writes on ${tmpdir()} (${WRITES} inserts, ${WRITES / 2} transactions)\n`);
printTable(
  [
    'mode',
    'autocommit inserts/s',
    'insert p50 / p99 ms',
    'transactions/s',
    'transaction p50 / p99 ms',
    'files fsynced',
    'event loop max ms',
  ],
  results.map((r) => [
    r.mode,
    r.insertsPerSecond,
    `${ms(r.insertMs, 50)} / ${ms(r.insertMs, 99)}`,
    r.transactionsPerSecond,
    `${ms(r.transactionMs, 50)} / ${ms(r.transactionMs, 99)}`,
    r.flushed,
    r.loopMaxMs.toFixed(1),
  ]),
);
