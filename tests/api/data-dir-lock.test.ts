import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_FILE_NAME, lockDataDir } from '@/server/db/data-dir-lock';
import { closedBoardEnv } from '../helpers/fixture-board-server';

/**
 * The embedded database is one process's: real processes (the server, `npm run db:migrate`,
 * `npm run jobs:ingest`) on one DATA_DIR, as a person would start them by mistake.
 */

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'c2c-lock-'));
  dirs.push(dir);
  return dir;
}

const ENTRY = {
  server: 'src/server/main.ts',
  migrate: 'src/server/db/migrate-cli.ts',
  ingest: 'src/server/jobs-ingest-cli.ts',
} as const;

const BOOT_WAIT_MS = 150_000;

function run(entry: keyof typeof ENTRY, dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY[entry]], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      JOBS_INGEST_ENABLED: 'false',
      // Boards at a closed port: an ingest that did run would fail fast, not reach the internet.
      ...closedBoardEnv(),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => out, exited };
}

/**
 * A folder `npm run db:migrate` prepared once (made, migrated, seeded: most of a first start),
 * copied for each test, which is about starts and locks, not about preparing a database. The
 * first start of a new folder is the e2e suite's (server-process.test.ts, e2e-global-setup.ts).
 */
let prepared: string;
beforeAll(async () => {
  prepared = tempDataDir();
  const migrate = run('migrate', prepared);
  expect((await migrate.exited).code, migrate.output()).toBe(0);
}, BOOT_WAIT_MS);

function preparedDataDir(): string {
  const dir = tempDataDir();
  cpSync(prepared, dir, { recursive: true });
  return dir;
}

async function startServer(dataDir: string) {
  const server = run('server', dataDir);
  // On a busy two-core machine a start has taken over a minute, so the wait is generous (a
  // deadline, not a timed assertion).
  const deadline = Date.now() + BOOT_WAIT_MS;
  let address: string | undefined;
  while (!address && Date.now() < deadline && server.child.exitCode === null) {
    address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.output())?.[1];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!address) {
    // Never leave a half-started server behind to hold the folder and the CPU.
    server.child.kill('SIGKILL');
    throw new Error(`server did not start:\n${server.output()}`);
  }
  return { ...server, address };
}

/** A PID that belonged to a process which has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid!;
}

describe('one process per DATA_DIR', () => {
  it(
    'refuses a second server, db:migrate and jobs:ingest on a folder in use, naming the holder',
    async () => {
      const dataDir = preparedDataDir();
      const first = await startServer(dataDir);
      const lock = JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE_NAME), 'utf8'));
      expect(lock.pid).toBe(first.child.pid);

      const others = (['server', 'migrate', 'ingest'] as const).map((entry) => ({
        entry,
        ...run(entry, dataDir),
      }));
      for (const other of others) {
        // It exits on its own, refused (how fast depends on the machine's load: no clock here).
        const { code } = await other.exited;
        expect(code, `${other.entry}: ${other.output()}`).toBe(1);
        expect(other.output()).toContain(`in use by process ${first.child.pid}`);
        expect(other.output()).toMatch(/stop that process first/);
        expect(other.output(), other.entry).not.toMatch(/\n\s+at /);
      }

      // The first server was not disturbed, and a clean stop frees the folder.
      expect((await fetch(`${first.address}/api/health`)).status).toBe(200);
      first.child.kill('SIGTERM');
      expect((await first.exited).code).toBe(0);
      expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
      const migrate = run('migrate', dataDir);
      expect((await migrate.exited).code, migrate.output()).toBe(0);
    },
    3 * BOOT_WAIT_MS,
  );

  it(
    'recovers the lock of a server killed with SIGKILL without a manual step',
    async () => {
      const dataDir = preparedDataDir();
      const killed = await startServer(dataDir);
      killed.child.kill('SIGKILL');
      expect((await killed.exited).signal).toBe('SIGKILL');
      const left = JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE_NAME), 'utf8'));
      expect(left.pid).toBe(killed.child.pid);

      const next = await startServer(dataDir);
      const health = await fetch(`${next.address}/api/health`);
      expect(health.status).toBe(200);
      expect(JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE_NAME), 'utf8')).pid).toBe(
        next.child.pid,
      );
      next.child.kill('SIGTERM');
      expect((await next.exited).code).toBe(0);
    },
    3 * BOOT_WAIT_MS,
  );

  it(
    'recovers a lock file naming a process that no longer exists',
    async () => {
      const dataDir = preparedDataDir();
      const pid = await deadPid();
      writeFileSync(
        path.join(dataDir, LOCK_FILE_NAME),
        JSON.stringify({
          pid,
          command: 'node dist/server/main.js',
          startedAt: '2026-01-01T00:00:00.000Z',
          host: (await import('node:os')).hostname(),
        }),
      );
      const migrate = run('migrate', dataDir);
      const { code } = await migrate.exited;
      expect(code, migrate.output()).toBe(0);
      expect(migrate.output()).toMatch(/Database migrated and seeded \(pglite\)/);
      expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
    },
    3 * BOOT_WAIT_MS,
  );

  it('refuses a second open of the same folder inside one process too', () => {
    const dataDir = tempDataDir();
    const lock = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
    lock.release();
    const again = lockDataDir(dataDir);
    again.release();
    expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
  });
});
