import { mkdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, expect, inject } from 'vitest';
import { openedThisTest } from '../helpers/browser';

const FAILURES_DIR = path.resolve('test-results', 'e2e-failures');
const serverLog = inject('serverLog');
let logOffset = 0;

beforeEach(() => {
  logOffset = statSync(serverLog).size;
});

/** Error lines (pino levels 50 and 60) the server wrote while this test ran. */
function serverErrorsSinceStart(): string[] {
  const written = readFileSync(serverLog).subarray(logOffset).toString('utf8');
  return written.split('\n').filter((line) => /"level":(50|60)\b/.test(line));
}

/**
 * After every browser test: a screenshot of each page it opened when it failed (the trace
 * playwright-core under Vitest does not give), no unexpected console errors on any of them, no
 * error in the server's log (a 500 the page hid behind a friendly message is still a failure),
 * and every context closed even when the test threw halfway.
 */
afterEach(async ({ task }) => {
  const sessions = openedThisTest.splice(0);
  try {
    if (task.result?.state === 'fail') {
      mkdirSync(FAILURES_DIR, { recursive: true });
      const name = task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
      await Promise.all(
        sessions.map((session, index) =>
          session.page
            .screenshot({
              path: path.join(FAILURES_DIR, `${name}-${index + 1}.png`),
              fullPage: true,
            })
            .catch(() => undefined),
        ),
      );
    }
    for (const session of sessions)
      expect(session.errors, `console errors:\n${session.errors.join('\n')}`).toEqual([]);
    const serverErrors = serverErrorsSinceStart();
    expect(serverErrors, `the server logged errors:\n${serverErrors.join('\n')}`).toEqual([]);
  } finally {
    await Promise.all(sessions.map((session) => session.context.close().catch(() => undefined)));
  }
});
