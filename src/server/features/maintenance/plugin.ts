import fp from 'fastify-plugin';
import { oneAtATime } from '../../lib/queue/one-at-a-time';
import { purgeOrphanedResumeFiles } from '../resumes';
import { purgeExpiredData } from './purge-expired-data';

/** The nightly purge's queue: one pass at a time on any instance. */
export const PURGE_QUEUE = 'nightly-purge';
/** 03:30 server time, when nobody is signing in. */
const PURGE_CRON = '30 3 * * *';
/** A resume file younger than this may be an upload whose row has not committed yet. */
const RESUME_FILE_GRACE_MS = 60 * 60_000;

/**
 * Housekeeping on the queue's schedule: expired sessions (before, they went only when their owner
 * signed in again), spent email links and orphaned resume files, once a night.
 */
export const maintenancePlugin = fp(
  async (app) => {
    const dataDir = app.config.database.dataDir;
    await oneAtATime(app.jobQueue, PURGE_QUEUE, () =>
      purgeExpiredData({
        db: app.db,
        log: app.log,
        purgeResumeFiles: app.resumeFiles
          ? () => purgeOrphanedResumeFiles(app.db, dataDir, app.log, RESUME_FILE_GRACE_MS)
          : null,
      }),
    );
    await app.jobQueue.boss.schedule(PURGE_QUEUE, PURGE_CRON, {});
  },
  { name: 'maintenance', fastify: '5.x', dependencies: ['resumes'] },
);
