/**
 * The replay suite reads real job-board responses recorded by others (../shared/fixtures/job-boards,
 * see its PROVENANCE.md). They stay outside the repository: this suite runs where they exist
 * (`.ci/run`, or JOB_BOARD_FIXTURES_DIR), and `npm run test:replay` says so when they do not.
 */
import { boardFixtures } from '../unit/jobs/helpers/boards';
import { RECORDED_FIXTURES_DIR } from './recorded-dir.mjs';

export { RECORDED_FIXTURES_DIR };

export const { fixtures, fixture } = boardFixtures(RECORDED_FIXTURES_DIR);

export {
  expectEverythingMapped,
  expectWellFormed,
  fixtureBoardToken,
  fixtureItems,
  runSource,
  serve,
  testConfig,
  withItems,
  createTestLogger,
} from '../unit/jobs/helpers/boards';
