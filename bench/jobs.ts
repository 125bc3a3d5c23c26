// npm run bench:jobs: GET /api/jobs with a search term and filters, 10 connections (autocannon),
// on 50,000 generated jobs in PostgreSQL and in PGlite, beside a trivial JSON route on the same
// server. Targets (issue #6), on PostgreSQL: p99 under 50 ms and at least half the trivial route's
// throughput.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { generateJobs } from '../tests/helpers/generate-jobs';
import { startThrowawayPostgres } from './lib/postgres';
import { ensureBuild, freePort, printTable, startServer, type RunningServer } from './lib/server';

const JOBS = Number(process.env.BENCH_JOBS ?? 50_000);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const FEED_QUERY =
  '/api/jobs?roleTypes=Sales,Customer%20Success&search=customer%20onboarding&location=remote&sort=recent&limit=20';

/** Search words for the cache-miss run: each request asks for a page no one asked for yet. */
const WORDS = [
  'customer',
  'onboarding',
  'renewals',
  'prospect',
  'districts',
  'design',
  'workshops',
  'adoption',
  'churn',
  'training',
];
const LOCATIONS = ['remote', 'new york', 'chicago', 'san francisco'];
let missCounter = 0;
const missPath = () => {
  // Mixed radix over words x words x locations x pages: 20,000 distinct queries before one repeats,
  // far more than a 10 s run sends uncached, so no request finds its page in the feed cache.
  let n = missCounter++;
  const first = WORDS[n % WORDS.length]!;
  n = Math.floor(n / WORDS.length);
  const second = WORDS[n % WORDS.length]!;
  n = Math.floor(n / WORDS.length);
  const location = LOCATIONS[n % LOCATIONS.length]!;
  n = Math.floor(n / LOCATIONS.length);
  const offset = (n % 50) * 20;
  return `/api/jobs?roleTypes=Sales,Customer%20Success&search=${encodeURIComponent(`${first} ${second}`)}&location=${encodeURIComponent(location)}&sort=recent&limit=20&offset=${offset}`;
};

async function cannon(server: RunningServer, url: string | (() => string), cookie: string) {
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
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

async function measure(engine: string, server: RunningServer, rows: (string | number)[][]) {
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
  const probe = await fetch(`${server.url}${FEED_QUERY}`, { headers: { cookie } });
  const matches = probe.headers.get('x-total-count');
  await cannon(server, FEED_QUERY, cookie); // warm-up: caches, JIT, connection pool
  const trivial = await cannon(server, '/api/health/live', cookie);
  const feed = await cannon(server, FEED_QUERY, cookie);
  const misses = await cannon(server, missPath, cookie);
  rows.push([
    engine,
    'GET /api/health/live (trivial)',
    Math.round(trivial.rps),
    trivial.p50,
    trivial.p99,
    '1.00',
    '',
  ]);
  rows.push([
    engine,
    `GET /api/jobs (search + filters, ${matches} matches)`,
    Math.round(feed.rps),
    feed.p50,
    feed.p99,
    (feed.rps / trivial.rps).toFixed(2),
    server.peakRssMb(),
  ]);
  rows.push([
    engine,
    'GET /api/jobs (a new search, page or location each request: no cache)',
    Math.round(misses.rps),
    misses.p50,
    misses.p99,
    (misses.rps / trivial.rps).toFixed(2),
    server.peakRssMb(),
  ]);
  return { trivial, feed, misses };
}

ensureBuild();
const rows: (string | number)[][] = [];
let postgresResult: Awaited<ReturnType<typeof measure>> | undefined;

// PostgreSQL
{
  const pg = process.env.DATABASE_URL
    ? { url: process.env.DATABASE_URL, stop() {} }
    : startThrowawayPostgres(await freePort());
  try {
    const handle = await openDatabase({ url: pg.url, poolSize: 4 });
    await runMigrations(handle);
    await handle.db.execute(sql`delete from jobs where id like 'bench:%'`);
    let started = performance.now();
    await generateJobs(handle.db, JOBS);
    console.log(
      `PostgreSQL: ${JOBS} jobs generated in ${Math.round(performance.now() - started)} ms`,
    );
    await handle.close();
    const server = await startServer({ DATABASE_URL: pg.url, DATABASE_POOL_SIZE: '10' });
    started = performance.now();
    postgresResult = await measure('PostgreSQL 15', server, rows);
    await server.stop();
  } finally {
    pg.stop();
  }
}

// PGlite
{
  const dataDir = mkdtempSync(path.join(tmpdir(), 'c2c-bench-pglite-'));
  try {
    const handle = await openDatabase({ dataDir });
    await runMigrations(handle);
    const started = performance.now();
    await generateJobs(handle.db, JOBS);
    console.log(`PGlite: ${JOBS} jobs generated in ${Math.round(performance.now() - started)} ms`);
    await handle.close();
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    await measure('PGlite', server, rows);
    await server.stop();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `\nJob feed under load: ${JOBS} jobs, 10 connections, ${DURATION_S} s per row (latency in ms)\n`,
);
printTable(
  ['engine', 'route', 'req/s', 'p50', 'p99', 'ratio to trivial', 'server peak RSS (MB)'],
  rows,
);
if (postgresResult) {
  const { feed, trivial } = postgresResult;
  const { misses } = postgresResult;
  console.log(
    `\nTargets on PostgreSQL: p99 ${feed.p99} ms (target < 50); throughput ratio ${(feed.rps / trivial.rps).toFixed(2)} (target >= 0.50).` +
      `\nRepeated searches are answered from the feed cache (pages live a minute; an ingest clears them).` +
      `\nWithout the cache (every request a new query): ${Math.round(misses.rps)} req/s, p50 ${misses.p50} ms, p99 ${misses.p99} ms.`,
  );
}
