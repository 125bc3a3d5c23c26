import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from '../helpers/browser';
import { freePort } from '../helpers/free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The server's log (JSON lines), which every test checks for errors it caused. */
    serverLog: string;
    /** The server's DATA_DIR: without SMTP_URL its emails are .eml files in DATA_DIR/outbox. */
    dataDir: string;
  }
}

async function waitForHealth(
  url: string,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  // A fresh embedded database is migrated and seeded first: over a minute on a busy 2-core machine.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy within 180 s:\n${output()}`);
}

/**
 * Runs the built app the way `npm start` does, on a fresh embedded database.
 * Never skips: without Chromium or a build, the suite fails and says why.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM_PATH}. Run \`npm test\`, which installs it with apt-get.`,
    );
  }
  if (!existsSync('dist/server/main.js') || !existsSync('dist/client/index.html')) {
    throw new Error(
      'No build found: run `npm run build` before the end-to-end suite (npm test does).',
    );
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'c2c-e2e-'));
  const logFile = `${dataDir}.log`;
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      JOBS_INGEST_ENABLED: 'false',
      ADMIN_EMAILS: 'admin@example.test',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      UPLOAD_RATE_LIMIT_PER_MINUTE: '1000',
      // No shedding on event-loop delay here (its own API test covers it): npm test runs the API
      // suite beside this server on two cores, and after any stall longer than under-pressure's
      // one-second sample, the sample holds no delay at all, which it counts as an infinite delay
      // (`mean` is NaN) and answers 503 for a second. A local run saw a page get three of those.
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    log += chunk.toString();
    appendFileSync(logFile, chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHealth(baseURL, child, () => log);
  project.provide('baseURL', baseURL);
  project.provide('serverLog', logFile);
  project.provide('dataDir', dataDir);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(logFile, { force: true });
  };
}
