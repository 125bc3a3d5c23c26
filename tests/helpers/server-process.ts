import { spawn, type ChildProcess } from 'node:child_process';

export interface ServerProcess {
  baseURL: string;
  child: ChildProcess;
  /** What it wrote to stdout and stderr so far. */
  output(): string;
  /** Sends `signal` and resolves with how it exited. */
  stop(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * The built server (`node dist/server/main.js`, as `npm start` runs it) in a child process on its
 * own DATA_DIR and port, resolved once /api/health answers. A fresh DATA_DIR is migrated and seeded
 * first: over a minute on a busy two-core machine.
 */
export async function startBuiltServer(options: {
  dataDir: string;
  port: number;
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  let output = '';
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      JOBS_INGEST_ENABLED: 'false',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      // As the suite's own server (e2e-global-setup.ts): no 503 after a stall of the busy machine.
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const baseURL = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}):\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer /api/health within 180 s:\n${output}`);
    }
    const healthy = await fetch(`${baseURL}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseURL,
    child,
    output: () => output,
    stop: (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
