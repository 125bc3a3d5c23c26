// npm run bench:jobs: GET /api/jobs under load (autocannon, 10 connections) on generated jobs, in
// PostgreSQL and in PGlite, at 50,000 and 500,000 jobs, beside a trivial JSON route on the same
// server. The load that matters is the cache miss: every request a new search, place or page.
// Targets (issue 31), cache misses: 50,000 jobs p99 <= 25 ms on PostgreSQL (<= 50 ms while an ingest
// writes) and <= 80 ms on PGlite;
// 500,000 jobs p99 <= 50 ms on PostgreSQL. Postings are shaped like real ones (tests/helpers/realistic-jobs.ts;
// BENCH_CORPUS=simple for the old ones). Each load runs BENCH_RUNS times (default 2); the table
// gives medians. Before the load, EXPLAIN (ANALYZE, BUFFERS) of the feed's representative
// statements at each size (the statement answers pages while the search index is built and for
// phrases; ADR 018). Each server's loads start once its search index is in use.
//
// BENCH_SIZES (default 50000,500000), BENCH_ENGINES (default postgres,pglite), BENCH_SECONDS
// (default 10), BENCH_JOBS (one size, as before), BENCH_PGLITE_MAX (default 500000: PGlite is
// skipped above it), DATABASE_URL (a PostgreSQL to use instead of a throwaway one).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { openDatabase, type Database, type DatabaseHandle } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import * as schema from '../src/server/db/schema';
import { listJobs } from '../src/server/features/jobs/feed.queries';
import { JobsQuerySchema } from '../src/shared/contracts/jobs';
import { POSTING_WORDS, snapshotFacts } from '../tests/helpers/realistic-jobs';
import { bulkGenerateJobs, rowsOf } from './lib/bulk-jobs';
import { startThrowawayPostgres } from './lib/postgres';
import {
  ensureBuild,
  freePort,
  percentile,
  printTable,
  startServer,
  type RunningServer,
} from './lib/server';

const SIZES = process.env.BENCH_JOBS
  ? [Number(process.env.BENCH_JOBS)]
  : (process.env.BENCH_SIZES ?? '50000,500000').split(',').map(Number);
const ENGINES = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',');
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 2);
const PGLITE_MAX = Number(process.env.BENCH_PGLITE_MAX ?? 500_000);
const CORPUS = process.env.BENCH_CORPUS === 'simple' ? 'simple' : 'realistic';

const FEED_QUERY =
  '/api/jobs?roleTypes=Sales,Customer%20Success&search=customer%20onboarding&location=remote&sort=recent&limit=20';

/** The statements whose plans say where the time goes: a search, filters alone, a deep page, a broad count. */
const EXPLAINED: Record<string, string> = {
  'a new search (two words, two tracks, remote, first page)':
    'roleTypes=Sales,Customer Success&search=customer onboarding&location=remote&limit=20',
  'a filter-only page (two tracks, a city)':
    'roleTypes=Sales,Customer Success&location=new york&limit=20',
  'a deep page (two words, remote, offset 980)':
    'roleTypes=Sales,Customer Success&search=design training&location=remote&limit=20&offset=980',
  'the count of a broad filter (all tracks, anywhere: stops at 1,001)':
    'roleTypes=Sales,Customer Success,Training %26 Development&limit=20',
};

/**
 * The cache-miss run asks what a person asks (issue 31): every sort, free-text places, role
 * filters, one- and two-word searches from posting language and real titles, pages one to five,
 * drawn from a seeded generator; every request is a new search (the page size moves with a counter,
 * so no two requests share a cache key in a run).
 */
const facts = snapshotFacts();
const SEARCH_WORDS = [
  ...POSTING_WORDS.filter((w) => w.length > 3),
  ...new Set(facts.flatMap((f) => f.title.toLowerCase().match(/[a-z]{4,}/g) ?? [])),
];
const PLACES = [
  'texas',
  'TX',
  'new york',
  'Denver',
  'CA',
  'chicago',
  'remote',
  'united states',
  'salt lake',
  'Boston',
];
const ROLES = ['Sales', 'Customer Success', 'Learning & Development'];
let seed = 31;
const next = () => {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let x = seed;
  x = Math.imul(x ^ (x >>> 15), x | 1);
  x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
  return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
};
const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
let missCounter = 0;
const missPath = () => {
  const q = new URLSearchParams();
  if (next() < 0.7)
    q.set(
      'search',
      next() < 0.5 ? pick(SEARCH_WORDS) : `${pick(SEARCH_WORDS)} ${pick(SEARCH_WORDS)}`,
    );
  if (next() < 0.5) q.set('roleTypes', ROLES.filter(() => next() < 0.5).join(',') || pick(ROLES));
  if (next() < 0.3) q.set('place', pick(PLACES));
  else if (next() < 0.2)
    q.set('location', pick(['remote', 'new york', 'chicago', 'san francisco']));
  q.set('sort', pick(['recent', 'company', 'title']));
  const limit = 20 + (missCounter++ % 30);
  q.set('limit', String(limit));
  q.set('offset', String(limit * Math.floor(next() * 5)));
  return `/api/jobs?${q.toString()}`;
};

/**
 * An ingest's writes while a load runs (PostgreSQL: from another connection, as another
 * instance's ingest would): batches of 200 postings rewritten, one transaction each, every 250 ms,
 * each moving the feed's version.
 */
function ingestWhile(url: string) {
  let running = true;
  const done = (async () => {
    const handle = await openDatabase({ url, poolSize: 1 });
    let batch = 0;
    try {
      while (running) {
        const first = 1 + ((batch++ * 200) % 40_000);
        await handle.db.execute(
          sql`update jobs set salary_min = coalesce(salary_min, 40000) + 1 where id in (select 'bench:' || i from generate_series(${first}::int, ${first + 199}::int) as i)`,
        );
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    } finally {
      await handle.close();
    }
    return batch;
  })();
  return {
    stop: async () => {
      running = false;
      return done;
    },
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Busy share of the whole machine (every process, ours and others') between two readings. */
function cpuTicks() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.split(/\s+/).slice(1);
  const values = fields.map(Number);
  return { idle: values[3]! + values[4]!, total: values.reduce((a, b) => a + b, 0) };
}

interface Load {
  rps: number;
  p50: number;
  p99: number;
}

async function cannon(
  server: RunningServer,
  url: string | (() => string),
  cookie: string,
): Promise<Load> {
  const paths = typeof url === 'string' ? undefined : url;
  const result = await autocannon({
    url: `${server.url}${typeof url === 'string' ? url : url()}`,
    connections: 10,
    duration: DURATION_S,
    headers: { cookie },
    ...(paths
      ? {
          requests: [
            { setupRequest: (request: autocannon.Request) => ({ ...request, path: paths() }) },
          ],
        }
      : {}),
  });
  if (result.non2xx > 0) throw new Error(`${String(url)}: ${result.non2xx} non-2xx answers`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** The statements listJobs sends for a query, as the database receives them. */
async function feedStatements(handle: DatabaseHandle, query: string) {
  const sent: { text: string; params: unknown[] }[] = [];
  const logger: Logger = { logQuery: (text, params) => sent.push({ text, params }) };
  const db = (handle.pglite
    ? drizzlePglite(handle.pglite, { schema, logger })
    : drizzlePg(handle.pool!, { schema, logger })) as unknown as Database;
  await listJobs(db, JobsQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))));
  return sent;
}

async function explainAll(handle: DatabaseHandle, label: string) {
  console.log(`\n=== Plans: ${label} ===`);
  for (const [title, query] of Object.entries(EXPLAINED)) {
    for (const { text, params } of await feedStatements(handle, query)) {
      const explain = `explain (analyze, buffers) ${text}`;
      const run = async () =>
        handle.pglite
          ? (await handle.pglite.query<{ 'QUERY PLAN': string }>(explain, params)).rows
          : (await handle.pool!.query<{ 'QUERY PLAN': string }>(explain, params)).rows;
      await run(); // the first reads pages into the cache; the second is the warm plan under load
      const lines = (await run()).map((r) => r['QUERY PLAN']);
      console.log(`\n--- ${title}: GET /api/jobs?${query}\n${text}\n${lines.join('\n')}`);
    }
  }
}

async function sizes(handle: DatabaseHandle) {
  const [row] = rowsOf<{ table: string; indexes: string }>(
    await handle.db.execute(sql`
      select pg_size_pretty(pg_table_size('jobs')) as "table",
             pg_size_pretty(pg_indexes_size('jobs')) as "indexes"`),
  );
  return row!;
}

/** Fills a fresh database with `jobs` jobs and reports what it cost, then prints the plans. */
async function prepare(handle: DatabaseHandle, jobs: number, label: string) {
  await runMigrations(handle);
  const started = performance.now();
  const generated = await bulkGenerateJobs(handle.db, jobs, handle.pool ? 2 : 1, CORPUS);
  const [shape] = rowsOf<{ lexemes: number; titles: number; places: number }>(
    await handle.db.execute(sql`
      select round(avg(length(search_vector)))::int as lexemes, count(distinct title)::int as titles,
        count(distinct location)::int as places from jobs`),
  );
  console.log(
    `\n${label}: ${CORPUS} postings, ${shape!.lexemes} distinct words a job on average, ` +
      `${shape!.titles} titles, ${shape!.places} places`,
  );
  const totalMs = performance.now() - started;
  const size = await sizes(handle);
  console.log(
    `\n${label}: ${jobs} jobs in ${(totalMs / 1000).toFixed(1)} s (rows ${(generated.insertMs / 1000).toFixed(1)} s, ` +
      `then each index built over the table); jobs table ${size.table}, its indexes ${size.indexes}`,
  );
  printTable(
    ['index', 'build (ms)', 'size (MB)'],
    generated.indexes.map((index) => [
      index.name,
      Math.round(index.ms),
      (index.bytes / 1024 / 1024).toFixed(1),
    ]),
  );
  await explainAll(handle, label);
}

/**
 * Waits for the server's search index (it starts building when the server starts; the feed's own
 * statement answers until then), so the loads measure the feed as it runs once started.
 */
async function searchIndexReady(server: RunningServer) {
  const started = performance.now();
  for (;;) {
    const health = (await (await fetch(`${server.url}/api/health`)).json()) as {
      jobSearchIndex: { jobs: number | null };
    };
    if (health.jobSearchIndex.jobs !== null)
      return { waitedMs: performance.now() - started, rssMb: server.rssMb() };
    if (performance.now() - started > 300_000) throw new Error('the search index was not built');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Where a cache miss's time goes, from the server's own Server-Timing header: 200 new searches one
 * at a time (no queueing), grouped by what the request asks (its sort, a search, a typed place),
 * with the time in the database and in the search index, and how many statements ran.
 */
async function whereTimeGoes(server: RunningServer, cookie: string) {
  const samples: {
    kind: string;
    total: number;
    db: number;
    statements: number;
    index: number;
    kb: number;
  }[] = [];
  for (let i = 0; i < 200; i++) {
    const path = missPath();
    const query = new URLSearchParams(path.split('?')[1]);
    const kind = [
      `sort=${query.get('sort')}`,
      query.has('search') ? `search (${query.get('search')!.split(' ').length} word)` : '',
      query.has('place') ? 'place' : query.has('location') ? 'location' : '',
      query.has('roleTypes') ? 'roles' : '',
    ]
      .filter(Boolean)
      .join(', ');
    const started = performance.now();
    const response = await fetch(`${server.url}${path}`, { headers: { cookie } });
    const kb = (await response.arrayBuffer()).byteLength / 1024;
    const total = performance.now() - started;
    const timing = response.headers.get('server-timing') ?? '';
    const part = (name: string) => {
      const match = new RegExp(`${name};dur=([\\d.]+);desc="[^"(]*\\((\\d+)\\)"`).exec(timing);
      return { ms: Number(match?.[1] ?? 0), count: Number(match?.[2] ?? 0) };
    };
    const db = part('db');
    samples.push({ kind, total, db: db.ms, statements: db.count, index: part('index').ms, kb });
  }
  const groups = new Map<string, typeof samples>();
  for (const sample of samples) {
    const byKind = groups.get(sample.kind) ?? [];
    byKind.push(sample);
    groups.set(sample.kind, byKind);
  }
  const row = (label: string, group: typeof samples) => [
    label,
    group.length,
    median(group.map((g) => g.total)).toFixed(1),
    percentile(
      group.map((g) => g.total),
      90,
    ).toFixed(1),
    median(group.map((g) => g.db)).toFixed(1),
    median(group.map((g) => g.statements)),
    median(group.map((g) => g.index)).toFixed(2),
    median(group.map((g) => g.kb)).toFixed(0),
  ];
  return [
    row('all', samples),
    ...[...groups]
      .sort((a, b) => median(b[1].map((g) => g.total)) - median(a[1].map((g) => g.total)))
      .slice(0, 12)
      .map(([kind, group]) => row(kind, group)),
  ];
}

interface Measured {
  engine: string;
  jobs: number;
  index: { waitedMs: number; rssMb: number };
  trivial: Load[];
  cached: Load[];
  misses: Load[];
  /** PostgreSQL only: the misses while an ingest writes from another connection. */
  duringIngest: Load[];
  busy: number[];
  load: number[];
  matches: string;
  /** whereTimeGoes's rows. */
  breakdown: (string | number)[][];
}

async function measure(
  engine: string,
  jobs: number,
  server: RunningServer,
  databaseUrl?: string,
): Promise<Measured> {
  const register = await fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench.${Date.now()}@example.test`,
      password: 'bench-pass',
      firstName: 'Bench',
      lastName: 'Mark',
    }),
  });
  const cookie = register.headers.get('set-cookie')?.split(';')[0] ?? '';
  const index = await searchIndexReady(server);
  const probe = await fetch(`${server.url}${FEED_QUERY}`, { headers: { cookie } });
  const matches = `${probe.headers.get('x-total-count')}${probe.headers.get('x-total-count-capped') === 'true' ? '+' : ''}`;
  await cannon(server, missPath, cookie); // warm-up: the table's pages, JIT, connection pool
  const breakdown = await whereTimeGoes(server, cookie);
  const result: Measured = {
    engine,
    jobs,
    index,
    trivial: [],
    cached: [],
    misses: [],
    duringIngest: [],
    busy: [],
    load: [],
    matches,
    breakdown,
  };
  for (let run = 0; run < RUNS; run++) {
    const before = cpuTicks();
    result.load.push(loadavg()[0]!);
    result.trivial.push(await cannon(server, '/api/health/live', cookie));
    result.cached.push(await cannon(server, FEED_QUERY, cookie));
    result.misses.push(await cannon(server, missPath, cookie));
    if (databaseUrl) {
      const ingest = ingestWhile(databaseUrl);
      result.duringIngest.push(await cannon(server, missPath, cookie));
      await ingest.stop();
    }
    const after = cpuTicks();
    result.busy.push(1 - (after.idle - before.idle) / (after.total - before.total));
  }
  return result;
}

ensureBuild();
const results: Measured[] = [];
const pgliteSkipped: number[] = [];

if (ENGINES.includes('postgres')) {
  const pg = process.env.DATABASE_URL
    ? { url: process.env.DATABASE_URL, stop() {} }
    : startThrowawayPostgres(await freePort());
  try {
    for (const jobs of SIZES) {
      // A database per size, so each starts empty and the earlier size's pages leave no trace.
      const admin = await openDatabase({ url: pg.url, poolSize: 1 });
      const name = `c2c_bench_${jobs}`;
      await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await admin.db.execute(sql.raw(`create database ${name}`));
      await admin.close();
      const url = new URL(pg.url);
      url.pathname = `/${name}`;
      const handle = await openDatabase({ url: url.toString(), poolSize: 4 });
      await prepare(handle, jobs, `PostgreSQL, ${jobs} jobs`);
      await handle.close();
      const server = await startServer({
        DATABASE_URL: url.toString(),
        DATABASE_POOL_SIZE: '10',
      });
      results.push(await measure('PostgreSQL', jobs, server, url.toString()));
      await server.stop();
    }
  } finally {
    pg.stop();
  }
}

if (ENGINES.includes('pglite')) {
  for (const jobs of SIZES) {
    if (jobs > PGLITE_MAX) {
      pgliteSkipped.push(jobs);
      continue;
    }
    const dataDir = mkdtempSync(path.join(tmpdir(), 'c2c-bench-pglite-'));
    try {
      const handle = await openDatabase({ dataDir });
      await prepare(handle, jobs, `PGlite, ${jobs} jobs`);
      await handle.close();
      const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
      results.push(await measure('PGlite', jobs, server));
      await server.stop();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

console.log(
  `\nJob feed under load: 10 connections, ${DURATION_S} s per load, medians of ${RUNS} runs (latency in ms)\n`,
);
const rows: (string | number)[][] = [];
const fmt = (loads: Load[]) => {
  const rps = median(loads.map((l) => l.rps));
  return { rps, p50: median(loads.map((l) => l.p50)), p99: median(loads.map((l) => l.p99)) };
};
for (const r of results) {
  const trivial = fmt(r.trivial);
  for (const [route, loads] of [
    ['GET /api/health/live (trivial)', r.trivial],
    [`GET /api/jobs, one search repeated (feed cache; ${r.matches} matches)`, r.cached],
    ['GET /api/jobs, a new search, place or page each request (no cache)', r.misses],
    ['  the same while an ingest writes (another connection)', r.duringIngest],
  ] as const) {
    if (loads.length === 0) continue;
    const load = fmt(loads);
    rows.push([
      r.engine,
      r.jobs,
      route,
      Math.round(load.rps),
      load.p50,
      load.p99,
      (load.rps / trivial.rps).toFixed(2),
      loads.map((l) => l.p99).join(' / '),
    ]);
  }
}
printTable(
  ['engine', 'jobs', 'route', 'req/s', 'p50', 'p99', 'req/s vs trivial', 'p99 of each run'],
  rows,
);

for (const r of results) {
  console.log(
    `\nWhere a cache miss's time goes: ${r.engine}, ${r.jobs} jobs (200 new searches one at a time, from Server-Timing; slowest kinds first)\n`,
  );
  printTable(
    [
      'request',
      'n',
      'p50 ms',
      'p90 ms',
      'db p50 ms',
      'statements',
      'index p50 ms',
      'KB (no compression)',
    ],
    r.breakdown,
  );
}
console.log('\nCache misses as the data grows (the largest size against the smallest):');
for (const engine of new Set(results.map((r) => r.engine))) {
  const ofEngine = results.filter((r) => r.engine === engine).sort((a, b) => a.jobs - b.jobs);
  if (ofEngine.length < 2) continue;
  const small = fmt(ofEngine[0]!.misses);
  const large = fmt(ofEngine.at(-1)!.misses);
  console.log(
    `  ${engine}: ${ofEngine.at(-1)!.jobs / ofEngine[0]!.jobs}x the jobs, p50 x${(large.p50 / small.p50).toFixed(2)}, ` +
      `p99 x${(large.p99 / small.p99).toFixed(2)}, req/s x${(large.rps / small.rps).toFixed(2)}`,
  );
}
console.log('\nThe search index (ADR 018): built by each server as it starts, from the database:');
for (const r of results)
  console.log(
    `  ${r.engine}, ${r.jobs} jobs: in use ${(r.index.waitedMs / 1000).toFixed(1)} s after the server answered; ` +
      `server RSS then ${r.index.rssMb} MB`,
  );
console.log('\nThe machine while the loads ran (every process on it, not only this benchmark):');
for (const r of results)
  console.log(
    `  ${r.engine}, ${r.jobs} jobs: CPU busy ${r.busy.map((b) => `${Math.round(b * 100)}%`).join(' / ')}, ` +
      `load average ${r.load.map((l) => l.toFixed(1)).join(' / ')} at the start of each run`,
  );
if (pgliteSkipped.length > 0)
  console.log(`\nPGlite skipped at ${pgliteSkipped.join(', ')} jobs (BENCH_PGLITE_MAX).`);
