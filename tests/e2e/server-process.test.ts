import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';

function startServer(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'c2c-proc-'));
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      JOBS_INGEST_ENABLED: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  // A test that fails halfway must not leave a server behind holding a port and a core.
  onTestFinished(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  return {
    child,
    output: () => out,
    exited,
    cleanup: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

describe('The server process', () => {
  it('logs JSON lines, serves the app, and shuts down cleanly on SIGTERM', async () => {
    const server = startServer({ PORT: '0' });
    // A first start prepares a new database; beside the other test files that can take a minute.
    const deadline = Date.now() + 150_000;
    let address: string | undefined;
    while (!address && Date.now() < deadline) {
      address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.output())?.[1];
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(address, server.output()).toBeDefined();
    const health = await fetch(`${address}/api/health`);
    expect(health.status).toBe(200);
    const page = await fetch(`${address}/some/client/route`);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('<div id="root"></div>');
    expect(page.headers.get('permissions-policy')).toMatch(/camera=\(\)/);

    // Source maps are built (for error tracking) but neither linked nor served.
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(
      await (await fetch(address!)).text(),
    )![1]!;
    expect(existsSync(`dist/client${script}.map`)).toBe(true);
    const bundle = await fetch(`${address}${script}`);
    expect(bundle.status).toBe(200);
    // The build compressed every asset once; a browser that accepts brotli gets that file.
    expect(existsSync(`dist/client${script}.br`)).toBe(true);
    const compressed = await fetch(`${address}${script}`, { headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('cache-control')).toMatch(/immutable/);
    expect(await compressed.text()).toBe(await (await fetch(`${address}${script}`)).text());
    expect(await bundle.text()).not.toMatch(/sourceMappingURL/);
    const map = await fetch(`${address}${script}.map`);
    expect(map.status).toBe(404);
    expect(await map.text()).not.toMatch(/"mappings"/);

    for (const missing of ['/assets/index-0ld.js', '/favicon.png']) {
      const response = await fetch(`${address}${missing}`);
      expect(response.status, missing).toBe(404);
      expect(response.headers.get('content-type'), missing).toMatch(/application\/json/);
    }

    server.child.kill('SIGTERM');
    // Exit code 0 is a clean close: a close that hangs is cut off by main.ts's own deadline,
    // which exits 1 and logs "shutdown took too long" (no clock in the test).
    expect(await server.exited).toBe(0);
    expect(server.output()).not.toContain('shutdown took too long');
    const lines = server.output().trim().split('\n');
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    expect(lines.some((line) => JSON.parse(line).msg === 'shutting down')).toBe(true);
    server.cleanup();
  }, 200_000);

  it('refuses to start with invalid configuration and names every bad variable', async () => {
    const server = startServer({ PORT: 'not-a-port', NODE_ENV: 'staging' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Invalid configuration/);
    expect(server.output()).toMatch(/PORT/);
    expect(server.output()).toMatch(/NODE_ENV/);
    server.cleanup();
  });
});
