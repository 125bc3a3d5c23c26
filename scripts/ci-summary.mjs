// Sums Vitest JSON reports into the one line the CI reader understands: "N passed, N failed".
// A report that is missing (its step never ran or crashed) counts as one failure.
import { existsSync, readFileSync } from 'node:fs';

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.error(`missing report: ${file}`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  for (const suite of report.testResults ?? []) {
    const where = suite.name.replace(/^.*?\/(tests\/)/, '$1');
    const broken = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of broken) {
      const message = String(test.failureMessages?.[0] ?? '');
      const why = message.split('\n')[0].slice(0, 200);
      // The test's own line the failure came from, so "click timed out" says which click.
      const line = message.match(new RegExp(`${escapeRegExp(where)}:(\\d+):\\d+`))?.[1];
      // A browser action that timed out: what it was waiting for (Playwright's call log).
      const waiting = message.match(/- (waiting for .*)/)?.[1]?.slice(0, 200);
      failures.push(
        `${where}${line ? `:${line}` : ''} › ${test.fullName ?? test.title}\n    ${why}${
          waiting ? `\n    ${waiting}` : ''
        }`,
      );
    }
    if (broken.length === 0 && suite.status === 'failed') {
      failures.push(
        `${where} (did not run)\n    ${String(suite.message ?? '')
          .split('\n')[0]
          .slice(0, 200)}`,
      );
    }
  }
  // Suites that failed to run (a setup error) have no failed tests but did fail.
  if (report.success === false && report.numFailedTests === 0) failed += 1;
}
// CI shows only the end of its output: name what failed right above the closing line.
if (failures.length > 0)
  console.log(`Failed:\n${failures.map((line) => `  ✖ ${line}`).join('\n')}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
