import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import pino from 'pino';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { openDatabase } from '@/server/db/client';
import { jobIngestLease, jobIngestRuns } from '@/server/db/schema';
import type { JobSource, SourceResult } from '@/server/features/jobs/ingest/job-source';
import {
  IngestBusyError,
  LEASE_TTL_MS,
  runIngest,
  type IngestDeps,
} from '@/server/features/jobs/ingest/run-ingest';
import {
  fixtureBoardEnv,
  startFixtureBoardServer,
  type FixtureBoardServer,
} from '../helpers/fixture-board-server';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const silent = pino({ level: 'silent' });
const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/** A board that takes `ms` to answer (giving up when the run is aborted). */
function slowBoard(ms: number): JobSource {
  return {
    slug: 'usajobs',
    name: 'Slow board',
    complete: false,
    minIntervalMs: 0,
    termsMinIntervalMs: 0,
    async fetchJobs(context): Promise<SourceResult> {
      await sleep(ms, context.signal);
      return { jobs: [], fetched: 0, skipped: 0, failedRequests: 0 };
    },
  };
}

const deps = (source: JobSource, extra: Partial<IngestDeps> = {}): IngestDeps => ({
  db: t.db,
  log: silent,
  sources: [source],
  getJson: async () => ({}),
  classify: () => null,
  ...extra,
});

async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid!;
}

const runRow = async (id: number) =>
  (await t.db.select().from(jobIngestRuns).where(eq(jobIngestRuns.id, id)))[0]!;

describe('the ingest lease', () => {
  it('is short: a run holds it for two minutes at a time, not the half hour a crash used to block', async () => {
    const running = runIngest(deps(slowBoard(300)), 'manual');
    await sleep(100);
    const [lease] = await t.db.select().from(jobIngestLease);
    const left = lease!.expiresAt.getTime() - Date.now();
    expect(left).toBeGreaterThan(60_000);
    expect(left).toBeLessThanOrEqual(2 * 60_000);
    expect(lease!.holder).toMatch(new RegExp(`^${hostname()}/${process.pid}/`));
    expect((await running).status).toBe('succeeded');
  });

  it('is renewed while the run is alive, so a long run keeps it and a second run is refused', async () => {
    const ttl = 400;
    const running = runIngest(deps(slowBoard(1500), { leaseTtlMs: ttl }), 'manual');
    await sleep(1100);
    // Well past the first expiry: only the heartbeat can have kept it.
    const [lease] = await t.db.select().from(jobIngestLease);
    expect(lease!.expiresAt.getTime()).toBeGreaterThan(Date.now());
    await expect(runIngest(deps(slowBoard(0)), 'manual')).rejects.toBeInstanceOf(IngestBusyError);
    expect((await running).status).toBe('succeeded');
    expect(await t.db.select().from(jobIngestLease)).toEqual([]);
  });

  it('stops a run that lost its lease instead of running beside the new holder', async () => {
    const ttl = 400;
    const running = runIngest(deps(slowBoard(3000), { leaseTtlMs: ttl }), 'manual');
    await sleep(150);
    await t.db.update(jobIngestLease).set({ holder: 'elsewhere/1/stolen' });
    const record = await running;
    expect(record).toMatchObject({ status: 'failed' });
    expect(record.error).toMatch(/lease lapsed/);
    await t.db.delete(jobIngestLease);
  });

  it('marks a run whose holder on another machine died as failed once its lease lapses, and runs', async () => {
    const [orphan] = await t.db.insert(jobIngestRuns).values({ trigger: 'schedule' }).returning();
    await t.db.insert(jobIngestLease).values({
      name: 'jobs-ingest',
      holder: 'other-host/4242/abcdef',
      expiresAt: new Date(Date.now() + 60_000),
    });
    // Another machine's process cannot be checked: its lease is honoured until it lapses.
    await expect(runIngest(deps(slowBoard(0)), 'schedule')).rejects.toBeInstanceOf(IngestBusyError);
    expect((await runRow(orphan!.id)).status).toBe('running');

    await t.db.update(jobIngestLease).set({ expiresAt: new Date(Date.now() - 1000) });
    const next = await runIngest(deps(slowBoard(0)), 'schedule');
    expect(next.status).toBe('succeeded');
    expect(await runRow(orphan!.id)).toMatchObject({
      status: 'failed',
      error: 'The process running this ingest stopped before it finished',
    });
    expect((await runRow(orphan!.id)).finishedAt).not.toBeNull();
  });

  it('takes over at once the lease of a process on this machine that is gone', async () => {
    const [orphan] = await t.db.insert(jobIngestRuns).values({ trigger: 'manual' }).returning();
    await t.db.insert(jobIngestLease).values({
      name: 'jobs-ingest',
      holder: `${hostname()}/${await deadPid()}/abcdef`,
      expiresAt: new Date(Date.now() + LEASE_TTL_MS),
    });
    const next = await runIngest(deps(slowBoard(0)), 'manual');
    expect(next.status).toBe('succeeded');
    expect((await runRow(orphan!.id)).status).toBe('failed');
  });
});

describe('kill -9 during an ingest', () => {
  let boards: FixtureBoardServer;
  let hanging: Server;
  const held: ServerResponse[] = [];
  let requestSeen: () => void;
  const firstRequest = new Promise<void>((resolve) => (requestSeen = resolve));
  const dirs: string[] = [];

  beforeAll(async () => {
    boards = await startFixtureBoardServer();
    // Boards that never answer: the first ingest is mid-run when it is killed.
    hanging = createServer((_req, res) => {
      held.push(res);
      requestSeen();
    });
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const res of held) res.destroy();
    hanging.closeAllConnections();
    await new Promise((resolve) => hanging.close(resolve));
    await boards.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  /** The database both CLI runs share: a fresh PostgreSQL database, or a PGlite DATA_DIR. */
  async function sharedDatabase(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'c2c-ingest-kill-'));
    dirs.push(dataDir);
    const url = process.env.DATABASE_URL;
    if (!url) return { env: { DATA_DIR: dataDir, DATABASE_URL: '' }, drop: async () => {} };
    const name = `c2c_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('pgTemplateDatabase')}`);
    await admin.end();
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: dbUrl.toString() },
      drop: async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      },
    };
  }

  function ingestCli(env: Record<string, string>) {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/jobs-ingest-cli.ts'], {
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      child.on('exit', (code, signal) => resolve({ code, signal })),
    );
    return { child, exited, output: () => out };
  }

  it('fails the killed run and lets the next one run at once', async () => {
    const database = await sharedDatabase();
    const hangingUrl = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`;
    const stuckEnv = Object.fromEntries(
      Object.entries(fixtureBoardEnv(boards)).map(([key, value]) => [
        key,
        key.endsWith('_BASE_URL') ? `${hangingUrl}/${key}` : value,
      ]),
    );
    const first = ingestCli({ ...database.env, ...stuckEnv, JOBS_HTTP_TIMEOUT_MS: '120000' });
    const winner = await Promise.race([firstRequest.then(() => 'mid-run'), first.exited]);
    expect(winner, first.output()).toBe('mid-run');
    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');

    const started = Date.now();
    const second = ingestCli({ ...database.env, ...fixtureBoardEnv(boards) });
    const { code } = await second.exited;
    expect(code, second.output()).toBe(0);
    expect(second.output()).toMatch(/Ingest #\d+ succeeded/);
    expect(second.output()).toMatch(/took over the ingest lease of a process that is gone/);
    expect(Date.now() - started).toBeLessThan(LEASE_TTL_MS);

    const handle = await openDatabase(
      database.env.DATABASE_URL
        ? { url: database.env.DATABASE_URL }
        : { dataDir: database.env.DATA_DIR },
    );
    try {
      const runs = await handle.db.select().from(jobIngestRuns).orderBy(asc(jobIngestRuns.id));
      expect(runs.map((run) => run.status)).toEqual(['failed', 'succeeded']);
      expect(runs[0]!.error).toBe('The process running this ingest stopped before it finished');
      expect(await handle.db.select().from(jobIngestLease)).toEqual([]);
    } finally {
      await handle.close();
      await database.drop();
    }
  }, 120_000);
});
