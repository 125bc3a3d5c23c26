import { readFileSync } from 'node:fs';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { classifyRole } from '@/server/features/jobs/ingest/classify-role';
import {
  buildJobSnapshot,
  JOB_SNAPSHOT_FILE,
  loadJobSnapshot,
} from '@/server/features/jobs/ingest/job-snapshot';
import { replayFixtures } from '@/server/features/jobs/ingest/replay-fixtures';
import { createJobSources } from '@/server/features/jobs/ingest/sources';
import { FIXTURES_DIR } from './helpers/boards';

describe('content/job-boards/snapshot.json', () => {
  it('loads as classified postings with real dates', () => {
    const jobs = loadJobSnapshot();
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) {
      expect(job.postedAt).toBeInstanceOf(Date);
      expect(classifyRole(job)).toBe(job.roleType);
    }
    expect(jobs.map((job) => job.postedAt!.getTime())).toEqual(
      jobs.map((job) => job.postedAt!.getTime()).sort((a, b) => b - a),
    );
  });

  // Run `npx tsx scripts/build-job-snapshot.ts` after changing a connector or the classifier.
  it('matches a fresh build from the recorded board responses', async () => {
    const replay = replayFixtures(FIXTURES_DIR);
    const fresh = await buildJobSnapshot(createJobSources(replay.config), {
      log: pino({ level: 'silent' }),
      getJson: replay.getJson,
    });
    expect(fresh).toEqual(JSON.parse(readFileSync(JOB_SNAPSHOT_FILE, 'utf8')));
  });

  it('replays a request for every board the connectors call', async () => {
    const replay = replayFixtures(FIXTURES_DIR);
    const context = { log: pino({ level: 'silent' }), getJson: replay.getJson };
    const results = await Promise.all(
      createJobSources(replay.config).map(
        async (source) => [source.slug, await source.fetchJobs(context)] as const,
      ),
    );
    for (const [slug, result] of results) {
      expect({ slug, failed: result.failedRequests, skipped: result.skipped }).toEqual({
        slug,
        failed: 0,
        skipped: 0,
      });
      expect(result.jobs.length, slug).toBeGreaterThan(0);
    }
  });
});
