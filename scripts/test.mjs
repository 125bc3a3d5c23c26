// `npm test`: everything CI runs. Static checks, the build and its bundle budget, and every Vitest
// suite (unit, API on PGlite, end-to-end in real Chromium), each test run starting as soon as what
// it needs has passed. Chromium is installed when missing;
// if it cannot be, the run fails here instead of skipping the browser tests.
//
// The checks are single-threaded programs that do not depend on each other, so they run as
// concurrent lanes (types; lint; format and migrations; the build), each lane's output printed
// whole when it ends.
import { spawn, spawnSync } from 'node:child_process';
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

function fail(label, status) {
  console.error(`✖ ${label} failed (exit ${status})`);
  printTimings();
  process.exit(typeof status === 'number' && status !== 0 ? status : 1);
}

/** Steps still running, so a failed check can stop the browser run instead of waiting for it. */
const running = new Set();

/** Stops every step still running (each in its own process group, with whatever it started). */
function stopAll() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

/** One step with its output captured: resolves with the step's label, status and output. */
function capture(label, command, args) {
  return new Promise((resolve) => {
    const stepStarted = performance.now();
    const child = spawn(command, args, {
      env: { ...process.env, FORCE_COLOR: '1' },
      detached: true,
    });
    running.add(child);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => (output += `${error.message}\n`));
    child.on('close', (code, signal) => {
      running.delete(child);
      timings.push([label, performance.now() - stepStarted]);
      resolve({ label, status: code ?? signal ?? 1, output });
    });
  });
}

/** Steps one after another, stopping at the first that fails. */
async function lane(steps) {
  const results = [];
  for (const [label, command, args] of steps) {
    const result = await capture(label, command, args);
    results.push(result);
    if (result.status !== 0) break;
  }
  return results;
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
ensureChromium();
// Each step runs in its own process group (to be stopped with what it started): Ctrl-C or a kill
// of this script stops them too.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopAll();
    process.exit(128 + (signal === 'SIGINT' ? 2 : 15));
  });

const report = process.env.VITEST_JSON ?? 'test-results/vitest.json';
const e2eReport = report.replace(/\.json$/, '') + '-e2e.json';
const vitest = (label, projects, outputFile, extra = []) =>
  capture(label, 'npx', [
    'vitest',
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    ...extra,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${outputFile}`,
  ]);
const passed = (results) => results.every((result) => result.status === 0);

// Each test run starts as soon as what it needs is there, beside the checks still running, so
// both cores stay busy to the end: the browser journeys (the longest run, about 11 minutes) once
// the build is made, unit, client and API tests once format and migrations are checked. Waiting
// for every check first (lint alone is 4 minutes) left one core idle at the end: 987 s against
// 1,257 s before in a fresh clone beside other work. If a check fails, the runs are stopped.
console.log(
  '\n▶ Type checks, lint, format, migrations and the build; the tests start as soon as what they need is checked',
);
const typesLane = lane([
  ['Type check', 'npx', ['tsc', '-p', 'tsconfig.json']],
  ['Type check (client)', 'npx', ['tsc', '-p', 'tsconfig.client.json']],
  ['Type check (browser tests)', 'npx', ['tsc', '-p', 'tsconfig.e2e.json']],
]);
const lintLane = lane([['Lint', 'npx', ['eslint', '.', '--max-warnings=0']]]);
const formatLane = lane([
  ['Format', 'npx', ['prettier', '--check', '.']],
  ['Migrations match the schema', 'node', ['scripts/check-migrations.mjs']],
]);
const buildLane = lane([
  ['Build', 'npm', ['run', 'build']],
  [
    'Bundle budgets (first view of / and of every route)',
    'node',
    ['scripts/check-bundle-size.mjs'],
  ],
]);
const e2eRun = buildLane.then((results) =>
  passed(results) ? vitest('Tests: end-to-end', ['e2e'], e2eReport) : undefined,
);
const unitRun = formatLane.then((results) =>
  passed(results)
    ? vitest('Tests: unit, client, API', ['!e2e'], report, [
        `--maxWorkers=${process.env.TEST_WORKERS ?? 1}`,
      ])
    : undefined,
);
const checks = (await Promise.all([typesLane, lintLane, formatLane, buildLane])).flat();
timings.push(['(checks and build, wall clock)', performance.now() - started]);
const failed = [];
for (const result of checks) {
  console.log(`\n▶ ${result.label}${result.status === 0 ? '' : ' ✖'}`);
  if (result.output.trim()) process.stdout.write(result.output);
  if (result.status !== 0) failed.push(result);
}
if (failed.length) {
  stopAll();
  fail(failed.map((result) => result.label).join(', '), failed[0].status);
}

console.log('\n▶ Tests: unit, client and API beside end-to-end in Chromium (two Vitest runs)');
const suites = [await unitRun, await e2eRun];
for (const suite of suites) {
  console.log(`\n▶ ${suite.label}${suite.status === 0 ? '' : ' ✖'}`);
  process.stdout.write(suite.output);
}
const failedSuites = suites.filter((suite) => suite.status !== 0);
if (failedSuites.length)
  fail(failedSuites.map((suite) => suite.label).join(', '), failedSuites[0].status);
printTimings();
