// `npm run test:replay`: the job-board connectors against real recorded responses, which live
// outside the repository. Without them this fails and says where they are expected.
import { spawnSync } from 'node:child_process';
import {
  hasRecordedFixtures,
  RECORDED_FIXTURES_DIR as dir,
} from '../tests/replay/recorded-dir.mjs';

if (!hasRecordedFixtures()) {
  console.error(
    `✖ The recorded job-board responses are not at ${dir}. Set JOB_BOARD_FIXTURES_DIR to their folder.`,
  );
  process.exit(1);
}
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'replay', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: { ...process.env, JOB_BOARD_FIXTURES_DIR: dir },
  },
);
process.exit(result.status ?? 1);
