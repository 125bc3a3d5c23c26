import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { deleteExpiredSessions, deleteSpentEmailTokens } from './purge.queries';

export interface PurgeCounts {
  sessions: number;
  tokens: number;
  resumeFiles: number;
}

/**
 * The nightly purge: expired sessions, used or expired email links, and (on the embedded engine)
 * resume files no row points at. Each step is idempotent, so a retry or a second run does no harm.
 */
export async function purgeExpiredData(deps: {
  db: Database;
  log: FastifyBaseLogger;
  now?: Date;
  /** Removes orphaned resume files; null where the bytes live in the rows (PostgreSQL). */
  purgeResumeFiles: (() => Promise<number>) | null;
}): Promise<PurgeCounts> {
  const now = deps.now ?? new Date();
  const counts: PurgeCounts = {
    sessions: await deleteExpiredSessions(deps.db, now),
    tokens: await deleteSpentEmailTokens(deps.db, now),
    resumeFiles: deps.purgeResumeFiles ? await deps.purgeResumeFiles() : 0,
  };
  deps.log.info(counts, 'nightly purge done');
  return counts;
}
