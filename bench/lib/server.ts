import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { whyBuild } from '../../scripts/lib/build-freshness.mjs';
import { freePort } from '../../tests/helpers/free-port';

/** Builds first when there is no build or it is older than the sources, as `npm start` does. */
export function ensureBuild(): void {
  const reason = whyBuild();
  if (!reason) return;
  console.log(`${reason}: running \`npm run build\` first.`);
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('build failed');
}

export interface RunningServer {
  url: string;
  child: ChildProcess;
  /** Resident memory of the server process (all its threads) now, and its peak, from /proc. */
  rssMb(): number;
  peakRssMb(): number;
  /** Restarts the peak from now (Linux: clear_refs 5), so start-up (PGlite initdb) is left out. */
  resetPeak(): void;
  stop(): Promise<void>;
}

/**
 * Starts the built server as `npm start` would, on its own fresh data directory (or on `dataDir`,
 * which stopping then leaves in place, to measure a restart).
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { dataDir?: string } = {},
): Promise<RunningServer> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'c2c-bench-'));
  const port = await freePort();
  // e.g. BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to profile the server under load.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, 'dist/server/main.js'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.BENCH_SERVER_LOG ? 'info' : 'warn',
      JOBS_INGEST_ENABLED: 'false',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      UPLOAD_RATE_LIMIT_PER_MINUTE: '100000',
      ...env,
    },
    // BENCH_SERVER_LOG=<file> keeps the server's log (LOG_LEVEL=info to see its start).
    stdio: [
      'ignore',
      process.env.BENCH_SERVER_LOG ? openSync(process.env.BENCH_SERVER_LOG, 'a') : 'ignore',
      'inherit',
    ],
  });
  // A crashed benchmark must not leave servers behind.
  process.once('exit', () => child.kill('SIGKILL'));
  const url = `http://127.0.0.1:${port}`;
  // A fresh embedded database is created and migrated first: over a minute on a loaded machine.
  const deadline = Date.now() + Number(process.env.BENCH_START_TIMEOUT_S ?? 180) * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('server did not start');
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    child,
    rssMb: () => procStatusMb(child.pid, 'VmRSS'),
    peakRssMb: () => procStatusMb(child.pid, 'VmHWM'),
    resetPeak: () => writeFileSync(`/proc/${child.pid}/clear_refs`, '5'),
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function procStatusMb(pid: number | undefined, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export function printTable(headers: string[], rows: (string | number)[][]): void {
  const cells = [headers, ...rows.map((r) => r.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(line(headers));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r.map(String)));
}

export { freePort };
