// Builds content/job-boards/snapshot.json: every connector run against the recorded responses
// in ../shared/fixtures/job-boards (through a getJson that maps each real request URL to a
// fixture), keeping the postings classifyRole assigns to a track. Seeds the feed on a fresh
// install. Run: npx tsx scripts/build-job-snapshot.ts [fixturesDir]
// tests/unit/jobs/job-snapshot.test.ts checks the committed file still matches a fresh build.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { format, resolveConfig } from 'prettier';
import {
  buildJobSnapshot,
  JOB_SNAPSHOT_FILE,
} from '../src/server/features/jobs/ingest/job-snapshot';
import { replayFixtures } from '../src/server/features/jobs/ingest/replay-fixtures';
import { createJobSources } from '../src/server/features/jobs/ingest/sources';

const fixturesDir = path.resolve(
  process.argv[2] ?? process.env.JOB_BOARD_FIXTURES_DIR ?? '../shared/fixtures/job-boards',
);
const replay = replayFixtures(fixturesDir);
const log = pino({ level: 'warn' });
const snapshot = await buildJobSnapshot(createJobSources(replay.config), {
  log,
  getJson: replay.getJson,
});
// Formatted as `npm run format` would, so the committed file passes `prettier --check`.
const prettierOptions = await resolveConfig(JOB_SNAPSHOT_FILE);
writeFileSync(
  JOB_SNAPSHOT_FILE,
  await format(JSON.stringify(snapshot), { ...prettierOptions, parser: 'json' }),
);

const counts = new Map<string, number>();
for (const job of snapshot.jobs) counts.set(job.roleType, (counts.get(job.roleType) ?? 0) + 1);
const summary = [...counts].map(([role, count]) => `${role} ${count}`).join(', ');
console.log(
  `wrote ${path.relative(process.cwd(), JOB_SNAPSHOT_FILE)}: ${snapshot.jobs.length} jobs (${summary}) ` +
    `from ${replay.requests.length} replayed requests`,
);
