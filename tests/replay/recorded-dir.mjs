// Where the real recorded job-board responses live: beside the project in ../shared (never copied
// into it), or wherever JOB_BOARD_FIXTURES_DIR points. One place for vitest.config.ts, the replay
// helpers and scripts/test-replay.mjs.
import { existsSync } from 'node:fs';
import path from 'node:path';

export const RECORDED_FIXTURES_DIR = path.resolve(
  import.meta.dirname,
  '../..',
  process.env.JOB_BOARD_FIXTURES_DIR ?? '../shared/fixtures/job-boards',
);

export const hasRecordedFixtures = () => existsSync(RECORDED_FIXTURES_DIR);
