import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import { jobIngestRuns, type SourceRunStats } from '../../../db/schema';
import {
  acquireLease,
  expireUnlistedJobs,
  lastPolledAt,
  markListingsGone,
  recordPoll,
  releaseLease,
  upsertJob,
} from '../jobs.queries';
import type { RoleClassifier } from './classify-role';
import type { FetchContext, JobSource } from './job-source';

const LEASE_NAME = 'jobs-ingest';
/** Longer than any honest run; a crashed holder's lease lapses after it. */
const LEASE_TTL_MS = 30 * 60_000;

export type IngestTrigger = 'schedule' | 'manual' | 'cli' | 'startup';
export type IngestRunRow = typeof jobIngestRuns.$inferSelect;

export interface IngestDeps {
  db: Database;
  log: FastifyBaseLogger;
  sources: JobSource[];
  getJson: FetchContext['getJson'];
  classify: RoleClassifier;
  /** Poll every source now, whatever its terms' interval (the admin's "run one now" does not). */
  ignoreIntervals?: boolean;
  now?: () => Date;
}

export class IngestBusyError extends Error {
  constructor() {
    super('An ingest is already running');
    this.name = 'IngestBusyError';
  }
}

/**
 * One ingest: under the lease, each source that is due is fetched, classified, stored and
 * de-duplicated; a source that answered in full expires what it no longer lists. A failing source
 * is recorded and the others go on. Returns the run record.
 */
export async function runIngest(deps: IngestDeps, trigger: IngestTrigger): Promise<IngestRunRow> {
  const now = deps.now ?? (() => new Date());
  const holder = `${process.pid}-${randomBytes(6).toString('hex')}`;
  if (!(await acquireLease(deps.db, LEASE_NAME, holder, LEASE_TTL_MS))) throw new IngestBusyError();
  const [run] = await deps.db.insert(jobIngestRuns).values({ trigger }).returning();
  if (!run) throw new Error('insert into job_ingest_runs returned no row');
  const stats: Record<string, SourceRunStats> = {};
  try {
    const polled = await lastPolledAt(deps.db);
    for (const source of deps.sources) {
      const startedAt = now();
      const last = polled.get(source.slug);
      if (
        !deps.ignoreIntervals &&
        last &&
        startedAt.getTime() - last.getTime() < source.minIntervalMs
      ) {
        stats[source.slug] = {
          fetched: 0,
          kept: 0,
          new: 0,
          updated: 0,
          skipped: 0,
          failed: 0,
          durationMs: 0,
          notDue: true,
        };
        continue;
      }
      const entry: SourceRunStats = {
        fetched: 0,
        kept: 0,
        new: 0,
        updated: 0,
        skipped: 0,
        failed: 0,
        durationMs: 0,
      };
      stats[source.slug] = entry;
      try {
        const result = await source.fetchJobs({ log: deps.log, getJson: deps.getJson });
        entry.fetched = result.fetched;
        entry.skipped = result.skipped;
        entry.failed = result.failedRequests;
        for (const job of result.jobs) {
          const roleType = deps.classify({ title: job.title, categories: job.categories });
          if (!roleType) continue;
          entry.kept++;
          try {
            entry[await upsertJob(deps.db, { ...job, roleType }, { now: startedAt })]++;
          } catch (error) {
            entry.skipped++;
            deps.log.warn(
              { source: source.slug, id: job.externalId, err: error },
              'job could not be stored',
            );
          }
        }
        // Only a complete answer proves a posting is gone.
        if (result.failedRequests === 0)
          await markListingsGone(deps.db, source.slug, startedAt, now());
        await recordPoll(deps.db, source.slug, startedAt);
      } catch (error) {
        entry.failed++;
        entry.error = error instanceof Error ? error.message : String(error);
        deps.log.error({ source: source.slug, err: error }, 'job source failed');
      } finally {
        entry.durationMs = now().getTime() - startedAt.getTime();
      }
    }
    const expired = await expireUnlistedJobs(deps.db, now());
    const [finished] = await deps.db
      .update(jobIngestRuns)
      .set({ status: 'succeeded', finishedAt: now(), sources: stats, expired })
      .where(eq(jobIngestRuns.id, run.id))
      .returning();
    deps.log.info({ runId: run.id, trigger, expired, sources: stats }, 'job ingest finished');
    return finished!;
  } catch (error) {
    const [failed] = await deps.db
      .update(jobIngestRuns)
      .set({
        status: 'failed',
        finishedAt: now(),
        sources: stats,
        error: error instanceof Error ? error.message : String(error),
      })
      .where(eq(jobIngestRuns.id, run.id))
      .returning();
    deps.log.error({ runId: run.id, err: error }, 'job ingest failed');
    return failed!;
  } finally {
    await releaseLease(deps.db, LEASE_NAME, holder);
  }
}
