import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { hasRecordedFixtures } from './tests/replay/recorded-dir.mjs';

const alias = { '@': path.resolve(import.meta.dirname, 'src') };

/** Counts argon2 verifications with vi.mock, so it runs with its own modules (project api-isolated). */
const API_FILES_THAT_MOCK = ['tests/api/login-throttle.test.ts'];

/**
 * Real job-board responses recorded by others live outside the repository, where
 * tests/replay/recorded-dir.mjs says. The replay project exists only where they do, so a fresh
 * clone's `npm test` needs nothing beyond itself; `npm run test:replay` fails loudly without them
 * (scripts/test-replay.mjs).
 */
const replay = hasRecordedFixtures()
  ? [
      {
        resolve: { alias },
        test: {
          name: 'replay',
          include: ['tests/replay/**/*.test.ts'],
          environment: 'node',
        },
      },
    ]
  : [];

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // Files share their worker's modules instead of importing the app again each (90 s -> 48 s
          // for this project on the 2-core machine). No unit test mocks a module.
          isolate: false,
          // Some unit tests do real CPU work (rendering a career-kit PDF, refusing an 8 MB DOCX in
          // the extraction pool); on a busy two-core machine they pass 5 s, Vitest's default, and
          // a clean clone's suite went red. 30 s, as api has, still catches a test that hangs.
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // Client components with logic, rendered with Testing Library in happy-dom.
          name: 'client',
          include: ['tests/unit/client/**/*.test.tsx'],
          environment: 'happy-dom',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          exclude: API_FILES_THAT_MOCK,
          environment: 'node',
          // Each file still gets its own database and app; only the modules are shared, which halves
          // this project's time (14.5 -> 7.7 minutes measured on the 2-core machine).
          isolate: false,
          globalSetup: ['tests/setup/api-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // API files that replace a module (vi.mock): a mock needs the file's own module graph.
          name: 'api-isolated',
          include: API_FILES_THAT_MOCK,
          environment: 'node',
          globalSetup: ['tests/setup/api-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/e2e-global-setup.ts'],
          setupFiles: ['tests/setup/e2e-each.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // The browser needs more than the default second to render after a request.
          expect: { poll: { timeout: 8000, interval: 100 } },
          // One browser at a time: the machine has two cores and the server needs one.
          fileParallelism: false,
        },
      },
      ...replay,
    ],
  },
});
