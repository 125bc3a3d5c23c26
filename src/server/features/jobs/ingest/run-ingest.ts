import type { FastifyBaseLogger } from 'fastify';
import type { SourceRunStats } from '@/shared/contracts/jobs';
import type { Database } from '../../../db/client';
import type { RoleClassifier } from './classify-role';
import {
  countListings,
  expireUnlistedJobs,
  failAbandonedRuns,
  finishRunRecord,
  lastPolledAt,
  markListingsGone,
  openBatchRecord,
  pruneRunRecords,
  RUN_RECORDS_KEEP_MS,
  recordBoardStats,
  recordPoll,
  runRecord,
  sourcesWithDropHeld,
  upsertJobs,
  type IngestRunRow,
  type IngestTrigger,
} from './ingest.queries';
import type { FetchContext, JobSource } from './job-source';
import { checkApplyLinks } from './check-apply-links';
import type { CheckLink } from './http';

export type { IngestRunRow, IngestTrigger };

/**
 * How long a windowed source's listing (searches, a few pages, the newest N: JobSource.complete
 * false) lives unseen before it counts as gone. Leaving a window proves nothing, so age decides:
 * a week rides out a posting slipping past our pages for a few days and still takes a closed job
 * out of the feed soon; longer than Adzuna's own 7-day search window.
 */
export const WINDOWED_LISTING_TTL_MS = 7 * 24 * 60 * 60_000;

/**
 * A board that answers an empty list (an outage, a changed API) looks like a board whose every
 * posting closed: one such answer once expired 77 listings. When an answer would expire more than
 * IngestDeps.maxDropShare of a source's live listings, and at least this many, nothing of that
 * source is expired in that run; the next run that answers the same confirms it. Smaller sources
 * expire at once: a drop of a few listings is ordinary.
 */
export const SUSPICIOUS_DROP_MIN_LISTINGS = 10;
export const DEFAULT_MAX_DROP_SHARE = 0.5;

export interface IngestDeps {
  db: Database;
  log: FastifyBaseLogger;
  sources: JobSource[];
  getJson: FetchContext['getJson'];
  classify: RoleClassifier;
  /**
   * Poll sources the hourly schedule would skip (the admin's "run now", the CLI). Each board's
   * terms still hold: a source polled within its termsMinIntervalMs is skipped all the same.
   */
  ignoreIntervals?: boolean;
  /** Aborted when the feed stops: the board's poll ends as failed. */
  signal?: AbortSignal;
  now?: () => Date;
  /** JOBS_INGEST_MAX_DROP_SHARE (see SUSPICIOUS_DROP_MIN_LISTINGS); DEFAULT_MAX_DROP_SHARE if unset. */
  maxDropShare?: number;
  /** Asks apply links whether they still exist (check-apply-links.ts); none are checked without. */
  checkLink?: CheckLink;
  /** How many links a batch checks when it closes (JOBS_APPLY_LINK_CHECKS). */
  applyLinkChecks?: number;
}

export class IngestBusyError extends Error {
  constructor() {
    super('An ingest is already running');
    this.name = 'IngestBusyError';
  }
}

const emptyStats = (): SourceRunStats & { threw?: boolean } => ({
  fetched: 0,
  kept: 0,
  new: 0,
  updated: 0,
  unchanged: 0,
  skipped: 0,
  failed: 0,
  durationMs: 0,
});

/** "GET <url>: network error: fetch failed: getaddrinfo ENOTFOUND host", without a stack. */
function describeFailure(error: unknown): string {
  const messages: string[] = [];
  for (let cause = error; cause instanceof Error && messages.length < 4; cause = cause.cause)
    messages.push(cause.message);
  return messages.join(': ') || String(error);
}

/**
 * A polled source failed when it threw, or when none of its requests was answered. One company
 * board of many failing is not the source failing: its `error` names the first failure for the
 * administrators' page, but the rest of the board came in.
 */
const sourceFailed = (slug: string, stats: SourceRunStats, threw: ReadonlySet<string>) =>
  threw.has(slug) || (stats.failed > 0 && stats.fetched === 0);

/**
 * A run whose every polled board failed (offline, say) is failed, one where only some did is
 * partial: "succeeded" would tell the admin all is well when the feed learnt nothing.
 */
export function runStatus(
  stats: Record<string, SourceRunStats>,
  threw: ReadonlySet<string>,
): 'succeeded' | 'partial' | 'failed' {
  const polled = Object.entries(stats).filter(([, entry]) => !entry.notDue);
  const failed = polled.filter(([slug, entry]) => sourceFailed(slug, entry, threw)).length;
  if (failed === 0) return 'succeeded';
  return failed === polled.length ? 'failed' : 'partial';
}

function isDue(
  source: JobSource,
  last: Date | undefined,
  at: Date,
  deps: Pick<IngestDeps, 'ignoreIntervals'>,
): boolean {
  const wait = deps.ignoreIntervals ? source.termsMinIntervalMs : source.minIntervalMs;
  return !last || at.getTime() - last.getTime() >= wait;
}

/**
 * One board of a batch (a queue job of its own, ADR 027): polled when it is due, its stats
 * recorded in the batch's run record. The board that reports last closes the batch (expires what
 * is gone, sets the status) and is answered with the closed run; the others with null.
 */
export async function ingestBoard(
  deps: IngestDeps,
  runId: number,
  slug: string,
): Promise<IngestRunRow | null> {
  const now = deps.now ?? (() => new Date());
  const source = deps.sources.find((candidate) => candidate.slug === slug);
  const startedAt = now();
  const entry = emptyStats();
  if (!source) {
    entry.failed = 1;
    entry.error = 'This job board is no longer configured';
  } else if (!isDue(source, (await lastPolledAt(deps.db)).get(slug), startedAt, deps)) {
    entry.notDue = true;
  } else {
    const held = (await sourcesWithDropHeld(deps.db)).has(slug);
    try {
      await pollSource(deps, source, entry, startedAt, now, held);
    } catch (error) {
      // Stopping: the job is handed back to the queue, the board stays pending in its batch.
      if (deps.signal?.aborted) throw error;
      entry.failed++;
      entry.threw = true;
      entry.error = error instanceof Error ? error.message : String(error);
      deps.log.error({ source: slug, err: error }, 'job source failed');
    } finally {
      entry.durationMs = now().getTime() - startedAt.getTime();
    }
  }
  const { threw, ...stats } = entry;
  return reportBoard(deps, runId, slug, threw ? { ...stats, threw: true } : stats);
}

/** Records a board's stats; closes the batch when it was the last one pending. */
export async function reportBoard(
  deps: Pick<IngestDeps, 'db' | 'log' | 'now' | 'checkLink' | 'applyLinkChecks' | 'signal'>,
  runId: number,
  slug: string,
  stats: SourceRunStats & { threw?: boolean },
): Promise<IngestRunRow | null> {
  const recorded = await recordBoardStats(deps.db, runId, slug, stats);
  if (!recorded?.last) return null;
  return closeBatch(deps, runId, recorded.sources);
}

async function closeBatch(
  deps: Pick<IngestDeps, 'db' | 'log' | 'now' | 'checkLink' | 'applyLinkChecks' | 'signal'>,
  runId: number,
  recorded: Record<string, SourceRunStats & { threw?: boolean }>,
): Promise<IngestRunRow | null> {
  const now = deps.now ?? (() => new Date());
  const threw = new Set(Object.keys(recorded).filter((slug) => recorded[slug]?.threw));
  const stats = Object.fromEntries(
    Object.entries(recorded).map(([slug, { threw: _threw, ...entry }]) => [slug, entry]),
  );
  if (deps.checkLink && deps.applyLinkChecks !== 0) {
    try {
      await checkApplyLinks({
        db: deps.db,
        log: deps.log,
        checkLink: deps.checkLink,
        now: now(),
        signal: deps.signal,
        limit: deps.applyLinkChecks,
      });
    } catch (error) {
      if (deps.signal?.aborted) throw error;
      deps.log.warn({ err: error }, 'apply links could not be checked');
    }
  }
  const expired = await expireUnlistedJobs(deps.db, now());
  await pruneRunRecords(deps.db, new Date(now().getTime() - RUN_RECORDS_KEEP_MS));
  const status = runStatus(stats, threw);
  const finished = await finishRunRecord(
    deps.db,
    runId,
    status === 'failed'
      ? { status, sources: stats, expired, error: 'No job board answered' }
      : { status, sources: stats, expired },
    now(),
  );
  const summary = { runId, status, expired, sources: stats };
  if (status === 'succeeded') deps.log.info(summary, 'job ingest finished');
  else deps.log.warn(summary, 'job ingest finished, but some job boards did not answer');
  return finished;
}

/** Opens a batch over every configured board (runs older than ABANDONED_RUN_MS are closed first). */
export async function openBatch(
  deps: Pick<IngestDeps, 'db' | 'log' | 'sources' | 'now'>,
  trigger: IngestTrigger,
  options: { exclusive?: boolean } = {},
): Promise<IngestRunRow | null> {
  const abandoned = await failAbandonedRuns(deps.db, (deps.now ?? (() => new Date()))());
  if (abandoned.length > 0)
    deps.log.warn({ runIds: abandoned }, 'ingest runs whose jobs were lost were marked failed');
  return openBatchRecord(
    deps.db,
    trigger,
    deps.sources.map((source) => source.slug),
    options.exclusive,
  );
}

/**
 * One whole batch in this process, board after board (`npm run jobs:ingest` and tests); the
 * server runs the same steps as queue jobs, the boards side by side.
 */
export async function runIngest(deps: IngestDeps, trigger: IngestTrigger): Promise<IngestRunRow> {
  const run = await openBatch(deps, trigger, { exclusive: true });
  if (!run) throw new IngestBusyError();
  let closed: IngestRunRow | null = null;
  try {
    for (const source of deps.sources) {
      deps.signal?.throwIfAborted();
      closed = (await ingestBoard(deps, run.id, source.slug)) ?? closed;
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    deps.log.error({ runId: run.id, err: error }, 'job ingest failed');
    const now = (deps.now ?? (() => new Date()))();
    const failed = await finishRunRecord(
      deps.db,
      run.id,
      {
        status: 'failed',
        sources: (await runRecord(deps.db, run.id))?.sources ?? {},
        error: message,
      },
      now,
    );
    if (failed) return failed;
    throw error;
  }
  if (!closed) throw new Error(`ingest run ${run.id} did not close`);
  return closed;
}

async function pollSource(
  deps: IngestDeps,
  source: JobSource,
  entry: SourceRunStats,
  startedAt: Date,
  now: () => Date,
  dropHeldBefore: boolean,
): Promise<void> {
  let firstFailure: string | undefined;
  const result = await source.fetchJobs({
    log: deps.log,
    getJson: async (url, init) => {
      try {
        return await deps.getJson(url, init);
      } catch (error) {
        firstFailure ??= describeFailure(error);
        throw error;
      }
    },
    signal: deps.signal,
  });
  entry.fetched = result.fetched;
  entry.skipped = result.skipped;
  entry.failed = result.failedRequests;
  // Offline, every request of every board fails: one line per board, not one stack per request.
  if (result.failedRequests > 0) {
    // The run's record keeps the first reason too, for the administrators' page.
    if (firstFailure) entry.error = firstFailure;
    deps.log.warn(
      {
        source: source.slug,
        failedRequests: result.failedRequests,
        fetched: result.fetched,
        reason: firstFailure,
      },
      'job board requests failed',
    );
  }
  const kept = result.jobs.flatMap((job) => {
    const track = deps.classify({ title: job.title, categories: job.categories });
    return track ? [{ ...job, track }] : [];
  });
  entry.kept = kept.length;
  const outcomes = await upsertJobs(deps.db, kept, { now: startedAt });
  outcomes.forEach((outcome, i) => {
    if (!(outcome instanceof Error)) {
      entry[outcome] = (entry[outcome] ?? 0) + 1;
      return;
    }
    entry.skipped++;
    deps.log.warn(
      { source: source.slug, id: kept[i]?.externalId, err: outcome },
      'job could not be stored',
    );
  });
  // Only the whole board, answered in full without a failed request, proves a posting gone; a
  // window that answered proves gone what it has not shown for WINDOWED_LISTING_TTL_MS.
  const seenBefore = source.complete
    ? result.failedRequests === 0 && !result.partial
      ? startedAt
      : null
    : result.failedRequests === 0 || result.fetched > 0
      ? new Date(startedAt.getTime() - WINDOWED_LISTING_TTL_MS)
      : null;
  if (!seenBefore) {
    await recordPoll(deps.db, source.slug, startedAt);
    return;
  }
  const { live, unseen } = await countListings(deps.db, source.slug, seenBefore);
  const maxShare = deps.maxDropShare ?? DEFAULT_MAX_DROP_SHARE;
  const suspicious = unseen >= SUSPICIOUS_DROP_MIN_LISTINGS && unseen > maxShare * live;
  if (suspicious && !dropHeldBefore) {
    entry.held = 'suspicious-drop';
    entry.heldListings = unseen;
    deps.log.warn(
      { source: source.slug, listings: live, wouldExpire: unseen, fetched: result.fetched },
      'job board answered far fewer postings than it lists: nothing expired until the next run confirms it',
    );
    await recordPoll(deps.db, source.slug, startedAt, startedAt);
    return;
  }
  // A second answer like the held one confirms it; an ordinary answer ends the hold.
  await markListingsGone(deps.db, source.slug, seenBefore, now());
  await recordPoll(deps.db, source.slug, startedAt, null);
}
