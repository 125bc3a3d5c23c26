import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { SourceRunStats } from '@/shared/contracts/jobs';
import {
  acquireLease,
  leaseHolder,
  releaseLease,
  renewLease,
  takeOverLease,
} from '../../../core/leases/leases.queries';
import type { Database } from '../../../db/client';
import { processIsRunning } from '../../../db/data-dir-lock';
import type { RoleClassifier } from './classify-role';
import {
  countListings,
  expireUnlistedJobs,
  failAbandonedRuns,
  finishRunRecord,
  lastPolledAt,
  markListingsGone,
  pruneRunRecords,
  RUN_RECORDS_KEEP_MS,
  recordPoll,
  sourcesWithDropHeld,
  startRunRecord,
  upsertJob,
  type IngestRunRow,
  type IngestTrigger,
} from './ingest.queries';
import type { FetchContext, JobSource } from './job-source';

export type { IngestRunRow, IngestTrigger };

const LEASE_NAME = 'jobs-ingest';
/**
 * Short, and renewed every quarter of it while the run is alive: a holder killed mid-run blocks
 * the next one for at most this long (at once when it ran on this machine: its PID is gone).
 */
export const LEASE_TTL_MS = 2 * 60_000;
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
  /** Aborted when the feed stops: the run ends as failed and releases the lease. */
  signal?: AbortSignal;
  now?: () => Date;
  /** Tests shorten it; the heartbeat renews the lease every quarter of it. */
  leaseTtlMs?: number;
  /** JOBS_INGEST_MAX_DROP_SHARE (see SUSPICIOUS_DROP_MIN_LISTINGS); DEFAULT_MAX_DROP_SHARE if unset. */
  maxDropShare?: number;
}

export class IngestBusyError extends Error {
  constructor() {
    super('An ingest is already running');
    this.name = 'IngestBusyError';
  }
}

const emptyStats = (): SourceRunStats => ({
  fetched: 0,
  kept: 0,
  new: 0,
  updated: 0,
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

function isDue(source: JobSource, last: Date | undefined, at: Date, manual: boolean): boolean {
  const wait = manual ? source.termsMinIntervalMs : source.minIntervalMs;
  return !last || at.getTime() - last.getTime() >= wait;
}

/**
 * One ingest: under the lease, each source that is due is fetched, classified, stored and
 * de-duplicated; then listings that are gone are marked (see pollSource). A failing source is
 * recorded and the others go on. Returns the run record.
 */
export async function runIngest(deps: IngestDeps, trigger: IngestTrigger): Promise<IngestRunRow> {
  const ttlMs = deps.leaseTtlMs ?? LEASE_TTL_MS;
  const holder = `${hostname()}/${process.pid}/${randomBytes(6).toString('hex')}`;
  if (!(await acquire(deps, holder, ttlMs))) throw new IngestBusyError();
  const lost = new AbortController();
  const heartbeat = setInterval(() => {
    renewLease(deps.db, LEASE_NAME, holder, ttlMs).then(
      (held) => {
        if (!held) lost.abort(new Error('The ingest lease lapsed and another run took it over'));
      },
      (error: unknown) => deps.log.warn({ err: error }, 'could not renew the ingest lease'),
    );
  }, ttlMs / 4);
  heartbeat.unref();
  try {
    const abandoned = await failAbandonedRuns(deps.db, (deps.now ?? (() => new Date()))());
    if (abandoned.length > 0)
      deps.log.warn({ runIds: abandoned }, 'ingest runs whose process died were marked failed');
    const run = await startRunRecord(deps.db, trigger);
    const signal = deps.signal ? AbortSignal.any([deps.signal, lost.signal]) : lost.signal;
    return await pollSources({ ...deps, signal }, run, trigger);
  } finally {
    clearInterval(heartbeat);
    await releaseLease(deps.db, LEASE_NAME, holder);
  }
}

/** "<host>/<pid>/<random>" of a process on this machine that has exited. */
function holderIsGone(holder: string): boolean {
  const [host, pid] = holder.split('/');
  if (host !== hostname() || !pid || !/^\d+$/.test(pid) || Number(pid) === process.pid)
    return false;
  return !processIsRunning(Number(pid));
}

async function acquire(deps: IngestDeps, holder: string, ttlMs: number): Promise<boolean> {
  if (await acquireLease(deps.db, LEASE_NAME, holder, ttlMs)) return true;
  const current = await leaseHolder(deps.db, LEASE_NAME);
  if (!current || !holderIsGone(current)) return false;
  if (!(await takeOverLease(deps.db, LEASE_NAME, current, holder, ttlMs))) return false;
  deps.log.warn(
    { previousHolder: current },
    'took over the ingest lease of a process that is gone',
  );
  return true;
}

async function pollSources(
  deps: IngestDeps,
  run: IngestRunRow,
  trigger: IngestTrigger,
): Promise<IngestRunRow> {
  const now = deps.now ?? (() => new Date());
  const stats: Record<string, SourceRunStats> = {};
  /** Sources whose poll threw (not a failed request of many): failed whatever they fetched. */
  const threw = new Set<string>();
  try {
    const polled = await lastPolledAt(deps.db);
    const held = await sourcesWithDropHeld(deps.db);
    for (const source of deps.sources) {
      deps.signal?.throwIfAborted();
      const startedAt = now();
      if (!isDue(source, polled.get(source.slug), startedAt, deps.ignoreIntervals ?? false)) {
        stats[source.slug] = { ...emptyStats(), notDue: true };
        continue;
      }
      const entry = emptyStats();
      stats[source.slug] = entry;
      try {
        await pollSource(deps, source, entry, startedAt, now, held.has(source.slug));
      } catch (error) {
        if (deps.signal?.aborted) throw error;
        entry.failed++;
        threw.add(source.slug);
        entry.error = error instanceof Error ? error.message : String(error);
        deps.log.error({ source: source.slug, err: error }, 'job source failed');
      } finally {
        entry.durationMs = now().getTime() - startedAt.getTime();
      }
    }
    const expired = await expireUnlistedJobs(deps.db, now());
    await pruneRunRecords(deps.db, new Date(now().getTime() - RUN_RECORDS_KEEP_MS));
    const status = runStatus(stats, threw);
    const finished = await finishRunRecord(
      deps.db,
      run.id,
      status === 'failed'
        ? { status, sources: stats, expired, error: 'No job board answered' }
        : { status, sources: stats, expired },
      now(),
    );
    const summary = { runId: run.id, trigger, status, expired, sources: stats };
    if (status === 'succeeded') deps.log.info(summary, 'job ingest finished');
    else deps.log.warn(summary, 'job ingest finished, but some job boards did not answer');
    return finished;
  } catch (error) {
    const failed = await finishRunRecord(
      deps.db,
      run.id,
      {
        status: 'failed',
        sources: stats,
        error: error instanceof Error ? error.message : String(error),
      },
      now(),
    );
    deps.log.error({ runId: run.id, err: error }, 'job ingest failed');
    return failed;
  }
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
  for (const job of result.jobs) {
    const track = deps.classify({ title: job.title, categories: job.categories });
    if (!track) continue;
    entry.kept++;
    try {
      entry[await upsertJob(deps.db, { ...job, track }, { now: startedAt })]++;
    } catch (error) {
      entry.skipped++;
      deps.log.warn(
        { source: source.slug, id: job.externalId, err: error },
        'job could not be stored',
      );
    }
  }
  // Only the whole board, answered without a failed request, proves a posting gone; a window that
  // answered proves gone what it has not shown for WINDOWED_LISTING_TTL_MS.
  const seenBefore = source.complete
    ? result.failedRequests === 0
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
