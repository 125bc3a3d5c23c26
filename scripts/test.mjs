// `npm test`: everything CI runs. Static checks, the build and its bundle budget, then every Vitest suite
// (unit, API on PGlite, end-to-end in real Chromium). Chromium is installed when missing;
// if it cannot be, the run fails here instead of skipping the browser tests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Where the time went, printed at the end (the README states the total on this machine). */
const timings = [];
const started = performance.now();
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

function printTimings() {
  console.log('\nstep                                  time');
  console.log('------------------------------------  ------');
  for (const [label, ms] of timings) console.log(`${label.padEnd(36)}  ${seconds(ms).padStart(6)}`);
  console.log(`${'total'.padEnd(36)}  ${seconds(performance.now() - started).padStart(6)}`);
}

function run(label, command, args, options = {}) {
  console.log(`\n▶ ${label}`);
  const stepStarted = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  timings.push([label, performance.now() - stepStarted]);
  if (result.status !== 0) {
    console.error(`✖ ${label} failed (exit ${result.status ?? result.signal})`);
    printTimings();
    process.exit(result.status || 1);
  }
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log(`Chromium is missing at ${CHROMIUM}: installing Debian's package with apt-get.`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['apt-get', 'update'],
    ['apt-get', 'install', '-y', '--no-install-recommends', 'chromium'],
  ]) {
    const [cmd, ...rest] = [...sudo, ...args];
    const result = spawnSync(cmd, rest, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(
        `✖ Could not install Chromium (\`${args.join(' ')}\` exited ${result.status}). The browser tests cannot run.`,
      );
      process.exit(1);
    }
  }
  if (!existsSync(CHROMIUM)) {
    console.error(
      `✖ apt-get finished but ${CHROMIUM} does not exist. The browser tests cannot run.`,
    );
    process.exit(1);
  }
}

mkdirSync('test-results', { recursive: true });
run('Type check', 'npx', ['tsc', '-p', 'tsconfig.json']);
run('Type check (client)', 'npx', ['tsc', '-p', 'tsconfig.client.json']);
run('Type check (browser tests)', 'npx', ['tsc', '-p', 'tsconfig.e2e.json']);
run('Lint', 'npx', ['eslint', '.', '--max-warnings=0']);
run('Format', 'npx', ['prettier', '--check', '.']);
run('Migrations match the schema', 'node', ['scripts/check-migrations.mjs']);
ensureChromium();
run('Build', 'npm', ['run', 'build']);
run('Bundle budget (first view of /)', 'node', ['scripts/check-bundle-size.mjs']);
run('Tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${process.env.VITEST_JSON ?? 'test-results/vitest.json'}`,
]);
printTimings();
