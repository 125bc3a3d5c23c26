import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { classifyRole } from '@/server/features/jobs/ingest/classify-role';
import {
  describeSavedPosting,
  JOB_SNAPSHOT_FILE,
  JobSnapshotSchema,
  loadJobSnapshot,
} from '@/server/features/jobs/ingest/job-snapshot';
import { TRACK_SLUGS } from '@/shared/constants';

const snapshot = JobSnapshotSchema.parse(JSON.parse(readFileSync(JOB_SNAPSHOT_FILE, 'utf8')));

describe('content/job-boards/snapshot.json', () => {
  it('loads as classified postings with real dates, newest first', () => {
    const jobs = loadJobSnapshot();
    expect(jobs.length).toBe(snapshot.jobs.length);
    for (const job of jobs) {
      expect(Number.isNaN(job.postedAt!.getTime())).toBe(false);
      expect(classifyRole(job)).toBe(job.track);
    }
    const times = jobs.map((job) => job.postedAt!.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('holds at least 20 saved postings for each of the three tracks', () => {
    for (const track of TRACK_SLUGS) {
      expect(snapshot.jobs.filter((job) => job.track === track).length).toBeGreaterThanOrEqual(20);
    }
  });

  it('carries no employer text: every description is the one we write from the facts', () => {
    for (const job of snapshot.jobs) {
      expect(job.description).toBe(
        describeSavedPosting({
          track: job.track,
          company: job.company,
          location: job.location,
          isRemote: job.isRemote,
          source: job.source,
          postedAt: job.postedAt,
        }),
      );
      expect(job.requirements).toEqual([]);
    }
  });

  it('keeps no listing from boards that ask not to be re-listed, and none outside the US', () => {
    const sources = new Set(snapshot.jobs.map((job) => job.source));
    for (const board of ['Remotive', 'Remote OK', 'Jobicy']) expect(sources).not.toContain(board);
    expect(sources).toContain('USAJOBS');
    const abroad = snapshot.jobs.filter((job) =>
      /London|Canada|Ontario|Australia|Europe|EMEA|Netherlands|Stockholm|Poland|Spain/i.test(
        job.location ?? '',
      ),
    );
    expect(abroad).toEqual([]);
  });

  it('names, for every posting, the public recording its facts came from', () => {
    for (const job of snapshot.jobs) {
      expect(job.provenance.repo).toMatch(/^[\w.-]+\/[\w.-]+$/);
      expect(job.provenance.commit).toMatch(/^[0-9a-f]{7,40}$/);
      expect(job.externalId).toContain(job.provenance.sourceId);
    }
  });
});

describe('describeSavedPosting', () => {
  it('says what the listing was, that it has probably closed, and where the full posting is', () => {
    const text = describeSavedPosting({
      track: 'customer-success',
      company: 'Kiddom',
      location: 'Texas',
      isRemote: false,
      source: 'Lever',
      postedAt: '2026-02-04T18:07:11.000Z',
    });
    expect(text).toMatch(
      /^A Customer Success opening at Kiddom, in Texas, listed on Lever on 4 February 2026\./,
    );
    expect(text).toContain('probably closed');
    expect(text).toContain('original posting');
    expect(
      describeSavedPosting({
        track: 'learning-development',
        company: 'Coursera',
        location: 'Remote - USA',
        isRemote: true,
        source: 'Greenhouse',
        postedAt: '2025-12-19T19:50:51.000Z',
      }),
    ).toMatch(/^A Learning & Development opening at Coursera, remote, listed on Greenhouse/);
  });
});
