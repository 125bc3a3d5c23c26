import { isDeepStrictEqual } from 'node:util';
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  notExists,
  or,
  sql,
} from 'drizzle-orm';
import type { JobBoard, SourceRunStats } from '@/shared/contracts/jobs';
import type { Database } from '../../../db/client';
import { jobIngestRuns, jobListings, jobs, jobSourceState } from '../../../db/schema';
import { SIGNALS_VERSION, careerChangerSignals } from './career-changer-signals';
import type { ClassifiedJob, NormalizedJob } from './job-source';
import {
  ATS_SOURCES,
  DEDUP_WINDOW_MS,
  fingerprintIsCertain,
  mergedListingTakesLink,
  refreshFromListing,
  SAME_SOURCE_DEDUP_WINDOW_MS,
  sourceOf,
} from './merge-policy';
import { canonicalUrl } from './canonical-url';
import { fingerprint } from './fingerprint';

/** The ingest's writes: postings, listings, their expiry, and the record of each run. */

export type IngestRunRow = typeof jobIngestRuns.$inferSelect;
export type IngestTrigger = IngestRunRow['trigger'];

function jobValues(job: ClassifiedJob) {
  return {
    ...careerChangerSignals(job),
    track: job.track,
    title: job.title,
    company: job.company,
    description: job.description,
    requirements: job.requirements,
    salaryMin: job.salary?.min ?? null,
    salaryMax: job.salary?.max ?? null,
    salaryCurrency: job.salary?.currency ?? null,
    salaryInterval: job.salary?.interval ?? null,
    salaryEstimated: job.salary?.estimated ?? false,
    isRemote: job.isRemote,
    location: job.location,
    postedAt: job.postedAt,
    applyUrl: job.applyUrl,
    applyUrlCanonical: canonicalUrl(job.applyUrl),
    fingerprint: fingerprint(job),
    categories: job.categories,
    federalGrade: job.federalGrade ?? null,
    status: 'active' as const,
    expiredAt: null,
  };
}

/**
 * Another listing of the same job: the same canonical apply URL (tracking parameters dropped), or
 * the same title, company and place (a fingerprint that names a place) posted within
 * SAME_SOURCE_DEDUP_WINDOW_MS on the same board, or within DEDUP_WINDOW_MS on another.
 */
async function findDuplicate(db: Database, job: NormalizedJob): Promise<string | undefined> {
  const posted = (job.postedAt ?? new Date()).getTime();
  const key = fingerprint(job);
  const source = sourceOf(job.externalId);
  const postedWithin = (ms: number) =>
    sql`coalesce(${jobs.postedAt}, ${jobs.firstSeenAt}) between ${new Date(posted - ms)} and ${new Date(posted + ms)}`;
  const sameBoard = sql`exists (select 1 from ${jobListings} where ${jobListings.jobId} = ${jobs.id} and ${jobListings.source} = ${source})`;
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      or(
        eq(jobs.applyUrlCanonical, canonicalUrl(job.applyUrl)),
        fingerprintIsCertain(key)
          ? and(
              eq(jobs.fingerprint, key),
              or(
                and(sameBoard, postedWithin(SAME_SOURCE_DEDUP_WINDOW_MS)),
                and(sql`not ${sameBoard}`, postedWithin(DEDUP_WINDOW_MS)),
              ),
            )
          : undefined,
      ),
    )
    .limit(1);
  return row?.id;
}

/** Whether another live listing of the job is on an employer's ATS (whose apply link the job keeps). */
async function hasAtsListing(db: Database, jobId: string, except: number): Promise<boolean> {
  const [row] = await db
    .select({ id: jobListings.id })
    .from(jobListings)
    .where(
      and(
        eq(jobListings.jobId, jobId),
        inArray(jobListings.source, [...ATS_SOURCES]),
        isNull(jobListings.goneAt),
        ne(jobListings.id, except),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** What a posting's store did: a new job, a change a reader sees, or only "seen again". */
export type PostingOutcome = 'new' | 'updated' | 'unchanged';

/**
 * The values of `next` that differ from the row's (a value left undefined is left as it is). An
 * unchanged posting is then written nowhere but its listing's last_seen_at, which moves neither
 * the feed's version nor its search index (drizzle/0036).
 */
function changedValues<T extends Record<string, unknown>>(
  row: Record<string, unknown>,
  next: T,
): Partial<T> {
  return Object.fromEntries(
    Object.entries(next).filter(
      ([key, value]) => value !== undefined && !isDeepStrictEqual(row[key], value),
    ),
  ) as Partial<T>;
}

const isEmpty = (values: object) => Object.keys(values).length === 0;

/**
 * Stores one classified posting: refreshes its listing if we know it, merges it into the same job
 * listed elsewhere, or creates the job. Every board link is kept on the merged job. One
 * transaction, so a crash mid-posting never leaves a listing and its job disagreeing.
 */
export function upsertJob(
  db: Database,
  job: ClassifiedJob,
  options: { now: Date; seeded?: boolean },
): Promise<PostingOutcome> {
  return db.transaction((tx) => storePosting(tx, job, options));
}

/** Postings stored per transaction by upsertJobs: the feed's version moves once for each. */
export const POSTINGS_PER_TRANSACTION = 50;

/**
 * Stores a board's postings, POSTINGS_PER_TRANSACTION to a transaction, so the feed's version
 * (and every instance's search index) moves once per batch of changes, not once per posting. A
 * posting that cannot be stored is rolled back alone (its savepoint) and reported as an Error.
 */
export async function upsertJobs(
  db: Database,
  postings: ClassifiedJob[],
  options: { now: Date },
): Promise<(PostingOutcome | Error)[]> {
  const outcomes: (PostingOutcome | Error)[] = [];
  for (let start = 0; start < postings.length; start += POSTINGS_PER_TRANSACTION) {
    const batch = postings.slice(start, start + POSTINGS_PER_TRANSACTION);
    await db.transaction(async (tx) => {
      for (const job of batch) {
        try {
          outcomes.push(await tx.transaction((savepoint) => storePosting(savepoint, job, options)));
        } catch (error) {
          outcomes.push(error instanceof Error ? error : new Error(String(error)));
        }
      }
    });
  }
  return outcomes;
}

async function storePosting(
  db: Database,
  job: ClassifiedJob,
  options: { now: Date; seeded?: boolean },
): Promise<PostingOutcome> {
  const { now } = options;
  const listing = {
    source: sourceOf(job.externalId),
    sourceName: job.source,
    externalId: job.externalId,
    sourceUrl: job.sourceUrl,
    applyUrl: job.applyUrl,
    seeded: options.seeded ?? false,
    lastSeenAt: now,
    goneAt: null,
  };
  const [known] = await db
    .select()
    .from(jobListings)
    .where(eq(jobListings.externalId, job.externalId))
    .limit(1);
  if (known) {
    // A link that answered 404 or 410 stays closed while the board lists that same link.
    const linkGone = known.applyGoneAt !== null && known.applyUrl === listing.applyUrl;
    const listingChanges = changedValues(known, {
      sourceUrl: listing.sourceUrl,
      applyUrl: listing.applyUrl,
      // A snapshot posting a live board lists again is live from now on.
      seeded: known.seeded && listing.seeded,
      goneAt: linkGone ? known.goneAt : null,
      applyGoneAt: linkGone ? known.applyGoneAt : null,
    });
    await db
      .update(jobListings)
      .set({ ...listingChanges, lastSeenAt: now })
      .where(eq(jobListings.id, known.id));
    if (linkGone) return isEmpty(listingChanges) ? 'unchanged' : 'updated';
    const isPrimary = known.jobId === job.externalId;
    const refresh = refreshFromListing({
      isPrimary,
      listingSource: listing.source,
      jobHasOtherAtsListing: isPrimary && (await hasAtsListing(db, known.jobId, known.id)),
    });
    let values: Partial<typeof jobs.$inferInsert> = { status: 'active', expiredAt: null };
    if (refresh !== 'status') {
      const { applyUrl, applyUrlCanonical, ...details } = jobValues(job);
      values = refresh === 'details' ? details : { ...details, applyUrl, applyUrlCanonical };
    }
    if (!listing.seeded) values.savedSample = false;
    const jobChanged = await updateJobIfChanged(db, known.jobId, values);
    return jobChanged || !isEmpty(listingChanges) ? 'updated' : 'unchanged';
  }
  const duplicate = await findDuplicate(db, job);
  if (duplicate) {
    await db
      .insert(jobListings)
      .values({ ...listing, jobId: duplicate })
      .onConflictDoNothing();
    await updateJobIfChanged(db, duplicate, {
      status: 'active',
      expiredAt: null,
      ...(listing.seeded ? {} : { savedSample: false }),
      ...(mergedListingTakesLink(listing.source, duplicate)
        ? { applyUrl: job.applyUrl, applyUrlCanonical: canonicalUrl(job.applyUrl) }
        : {}),
    });
    return 'updated';
  }
  await db
    .insert(jobs)
    .values({
      id: job.externalId,
      firstSeenAt: now,
      savedSample: listing.seeded,
      ...jobValues(job),
    })
    .onConflictDoUpdate({ target: jobs.id, set: jobValues(job) });
  await db
    .insert(jobListings)
    .values({ ...listing, jobId: job.externalId })
    .onConflictDoNothing();
  return 'new';
}

/** Writes the values of a job that differ from its row; answers whether any did. */
async function updateJobIfChanged(
  db: Database,
  jobId: string,
  values: Partial<typeof jobs.$inferInsert>,
): Promise<boolean> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, jobId)).for('update');
  const changes = row ? changedValues(row, values) : values;
  if (isEmpty(changes)) return false;
  await db.update(jobs).set(changes).where(eq(jobs.id, jobId));
  return true;
}

/**
 * Stores the offline snapshot when the feed has never held a listing, in one transaction: a crash
 * mid-seed leaves nothing, so the next start seeds again instead of keeping half a snapshot.
 */
export async function seedPostingsIfEmpty(
  db: Database,
  /** Read only when the feed is empty: every later start skips parsing and checking the file. */
  loadPostings: () => ClassifiedJob[],
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ n: count() }).from(jobListings);
    if ((row?.n ?? 0) > 0) return 0;
    const postings = loadPostings();
    for (const job of postings) await storePosting(tx, job, { now, seeded: true });
    return postings.length;
  });
}

/**
 * Reads the signals again for up to `batch` jobs stored before the current readers (an older
 * install, or rows written by hand); returns how many it updated so the caller can loop. The batch
 * is written in one statement: a statement per row (each firing the feed-version trigger and
 * updating the facet index) kept a PGlite server with 50,000 stale jobs from starting for over
 * three minutes.
 */
export async function refreshStaleSignals(db: Database, batch = 500): Promise<number> {
  const stale = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      company: jobs.company,
      description: jobs.description,
      requirements: jobs.requirements,
      federalGrade: jobs.federalGrade,
    })
    .from(jobs)
    .where(lt(jobs.signalsVersion, SIGNALS_VERSION))
    .limit(batch);
  if (stale.length === 0) return 0;
  const read = stale.map((row) => {
    const signals = careerChangerSignals({ ...row, externalId: row.id });
    return {
      id: row.id,
      min_years: signals.minYears,
      entry_level: signals.entryLevel,
      serves_education: signals.servesEducation,
      signals_version: signals.signalsVersion,
    };
  });
  await db.execute(sql`
    update ${jobs} set
      min_years = read.min_years,
      entry_level = read.entry_level,
      serves_education = read.serves_education,
      signals_version = read.signals_version
    from json_to_recordset(${JSON.stringify(read)}::json)
      as read(id text, min_years integer, entry_level boolean, serves_education boolean, signals_version integer)
    where ${jobs.id} = read.id`);
  return stale.length;
}

/** Listings of a source last seen before `seenBefore` are gone: the board no longer lists them. */
export async function markListingsGone(
  db: Database,
  source: JobBoard,
  seenBefore: Date,
  now: Date,
): Promise<void> {
  await db
    .update(jobListings)
    .set({ goneAt: now })
    .where(
      and(
        eq(jobListings.source, source),
        lt(jobListings.lastSeenAt, seenBefore),
        isNull(jobListings.goneAt),
      ),
    );
}

/** A source's listings still on its board, and how many of them were last seen before `seenBefore`. */
export async function countListings(
  db: Database,
  source: JobBoard,
  seenBefore: Date,
): Promise<{ live: number; unseen: number }> {
  const [row] = await db
    .select({
      live: count(),
      unseen:
        sql<number>`count(*) filter (where ${jobListings.lastSeenAt} < ${seenBefore})`.mapWith(
          Number,
        ),
    })
    .from(jobListings)
    .where(and(eq(jobListings.source, source), isNull(jobListings.goneAt)));
  return { live: row?.live ?? 0, unseen: row?.unseen ?? 0 };
}

/** Jobs with no listing left on any board expire. Returns how many did. */
export async function expireUnlistedJobs(db: Database, now: Date): Promise<number> {
  const expired = await db
    .update(jobs)
    .set({ status: 'expired', expiredAt: now })
    .where(
      and(
        eq(jobs.status, 'active'),
        notExists(
          db
            .select({ one: sql`1` })
            .from(jobListings)
            .where(and(eq(jobListings.jobId, jobs.id), isNull(jobListings.goneAt))),
        ),
      ),
    )
    .returning({ id: jobs.id });
  return expired.length;
}

export async function lastPolledAt(db: Database): Promise<Map<string, Date>> {
  const rows = await db.select().from(jobSourceState);
  return new Map(rows.map((r) => [r.source, r.lastPolledAt]));
}

/** Sources whose last answer was held as a suspicious drop (see run-ingest.ts). */
export async function sourcesWithDropHeld(db: Database): Promise<Set<string>> {
  const rows = await db
    .select({ source: jobSourceState.source })
    .from(jobSourceState)
    .where(isNotNull(jobSourceState.dropHeldAt));
  return new Set(rows.map((r) => r.source));
}

/** `dropHeld`: the answer was held (now), or not (null); undefined leaves the hold as it was. */
export async function recordPoll(
  db: Database,
  source: string,
  at: Date,
  dropHeld?: Date | null,
): Promise<void> {
  const held = dropHeld === undefined ? {} : { dropHeldAt: dropHeld };
  await db
    .insert(jobSourceState)
    .values({ source, lastPolledAt: at, ...held })
    .onConflictDoUpdate({ target: jobSourceState.source, set: { lastPolledAt: at, ...held } });
}

export async function finishRunRecord(
  db: Database,
  runId: number,
  outcome:
    | { status: 'succeeded' | 'partial'; sources: Record<string, SourceRunStats>; expired: number }
    | {
        status: 'failed';
        sources: Record<string, SourceRunStats>;
        error: string;
        expired?: number;
      },
  at: Date,
): Promise<IngestRunRow | null> {
  const [row] = await db
    .update(jobIngestRuns)
    .set({ ...outcome, finishedAt: at })
    .where(and(eq(jobIngestRuns.id, runId), eq(jobIngestRuns.status, 'running')))
    .returning();
  return row ?? null;
}

/**
 * How long a batch may stay open before it counts as abandoned: far longer than a board job may
 * run (INGEST_BOARD_EXPIRE_SECONDS, with its retries), so only a batch whose jobs are gone is.
 */
export const ABANDONED_RUN_MS = 2 * 60 * 60_000;

/**
 * Runs still marked running long after they opened: every job of theirs gave up or its process
 * died. They are closed as failed, so the record says what happened.
 */
export async function failAbandonedRuns(db: Database, at: Date): Promise<number[]> {
  const rows = await db
    .update(jobIngestRuns)
    .set({
      status: 'failed',
      finishedAt: at,
      error: 'The process running this ingest stopped before it finished',
    })
    .where(
      and(
        eq(jobIngestRuns.status, 'running'),
        lt(jobIngestRuns.startedAt, new Date(at.getTime() - ABANDONED_RUN_MS)),
      ),
    )
    .returning({ id: jobIngestRuns.id });
  return rows.map((row) => row.id);
}

/** A board of a batch that has not reported yet. */
export const PENDING_BOARD: SourceRunStats = {
  fetched: 0,
  kept: 0,
  new: 0,
  updated: 0,
  skipped: 0,
  failed: 0,
  durationMs: 0,
  pending: true,
};

/**
 * Opens a batch: its run record lists every board it will poll, each pending. `exclusive` (a
 * manual run) opens none while another batch is open, and answers null.
 */
export async function openBatchRecord(
  db: Database,
  trigger: IngestTrigger,
  boards: readonly string[],
  exclusive = false,
): Promise<IngestRunRow | null> {
  const sources = Object.fromEntries(boards.map((slug) => [slug, PENDING_BOARD]));
  if (!exclusive) {
    const [run] = await db.insert(jobIngestRuns).values({ trigger, sources }).returning();
    if (!run) throw new Error('insert into job_ingest_runs returned no row');
    return run;
  }
  // Two manual runs at once on PostgreSQL would each see no open batch (READ COMMITTED): one
  // lock, held to the commit, makes the second look after the first has inserted.
  const id = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('job_ingest_runs:open'))`);
    const inserted = await tx.execute<{ id: number }>(sql`
      insert into job_ingest_runs (trigger, sources)
      select ${trigger}, ${JSON.stringify(sources)}::jsonb
      where not exists (select 1 from job_ingest_runs where status = 'running')
      returning id`);
    return (inserted as unknown as { rows: { id: number }[] }).rows[0]?.id;
  });
  if (id === undefined) return null;
  return (await db.select().from(jobIngestRuns).where(eq(jobIngestRuns.id, id)))[0] ?? null;
}

/**
 * Records one board's stats in its open batch, in one statement: of boards reporting at once,
 * exactly one sees none pending left (the row lock orders them), and that one is told `last`.
 */
export async function recordBoardStats(
  db: Database,
  runId: number,
  slug: string,
  stats: SourceRunStats,
): Promise<{ last: boolean; sources: Record<string, SourceRunStats> } | null> {
  const [row] = await db
    .update(jobIngestRuns)
    .set({
      sources: sql`${jobIngestRuns.sources} || jsonb_build_object(${slug}::text, ${JSON.stringify(stats)}::jsonb)`,
    })
    .where(and(eq(jobIngestRuns.id, runId), eq(jobIngestRuns.status, 'running')))
    .returning({ sources: jobIngestRuns.sources });
  if (!row) return null;
  return { last: !Object.values(row.sources).some((entry) => entry.pending), sources: row.sources };
}

/** Whether a batch is open (an administrator's "run now" waits for none). */
export async function runRecord(db: Database, runId: number): Promise<IngestRunRow | undefined> {
  return (await db.select().from(jobIngestRuns).where(eq(jobIngestRuns.id, runId)))[0];
}

/** The newest runs first (the administrators' page). */
export function recentRunRecords(db: Database, limit: number): Promise<IngestRunRow[]> {
  return db
    .select()
    .from(jobIngestRuns)
    .orderBy(desc(jobIngestRuns.startedAt), desc(jobIngestRuns.id))
    .limit(limit);
}

/** Run records are kept this long: enough to see a board failing for weeks, not for ever. */
export const RUN_RECORDS_KEEP_MS = 90 * 86_400_000;

export async function pruneRunRecords(db: Database, finishedBefore: Date): Promise<number> {
  const gone = await db
    .delete(jobIngestRuns)
    .where(lt(jobIngestRuns.finishedAt, finishedBefore))
    .returning({ id: jobIngestRuns.id });
  return gone.length;
}

/**
 * What autovacuum does on a PostgreSQL server, for the embedded engine, which runs none: after an
 * ingest, the feed's tables are vacuumed when a fifth of their rows are dead (an ingest rewrites
 * every job it sees) and analysed when a tenth changed, autovacuum's own default thresholds.
 * Without it the planner never learns how common a search word or a facet is, the visibility map
 * stays empty (so the feed's index-only reads go to the table after all) and dead rows pile up
 * (ADR 016). Returns what it did.
 */
export async function tidyFeedTables(db: Database): Promise<string[]> {
  // This connection's counts reach the statistics at most once a second, when it is idle: the
  // ingest's last writes would be missed without this (it takes effect between statements).
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const stats = await db.execute(sql`
    select relname as "table", n_live_tup as live, n_dead_tup as dead, n_mod_since_analyze as changed
    from pg_stat_user_tables
    where schemaname = current_schema() and relname in ('jobs', 'job_listings')
    order by relname`);
  const rows = (stats as unknown as { rows: TableActivity[] }).rows;
  const done: string[] = [];
  for (const row of rows) {
    const [live, dead, changed] = [row.live, row.dead, row.changed].map(Number) as [
      number,
      number,
      number,
    ];
    const table = row.table === 'jobs' ? 'jobs' : 'job_listings';
    if (dead > 50 + 0.2 * live) {
      await db.execute(sql.raw(`vacuum (analyze) ${table}`));
      done.push(`vacuum (analyze) ${table}`);
    } else if (changed > 50 + 0.1 * live) {
      await db.execute(sql.raw(`analyze ${table}`));
      done.push(`analyze ${table}`);
    }
  }
  return done;
}

interface TableActivity {
  table: string;
  live: number | string;
  dead: number | string;
  changed: number | string;
}

/** Live, non-sample listings whose apply link was never checked or last checked before `checkedBefore`. */
export function applyLinksDue(
  db: Database,
  checkedBefore: Date,
  limit: number,
): Promise<{ id: number; externalId: string; applyUrl: string }[]> {
  return db
    .select({
      id: jobListings.id,
      externalId: jobListings.externalId,
      applyUrl: jobListings.applyUrl,
    })
    .from(jobListings)
    .where(
      and(
        isNull(jobListings.goneAt),
        eq(jobListings.seeded, false),
        or(isNull(jobListings.applyCheckedAt), lt(jobListings.applyCheckedAt, checkedBefore)),
      ),
    )
    .orderBy(sql`${jobListings.applyCheckedAt} asc nulls first`, asc(jobListings.id))
    .limit(limit);
}

/** Records a check; a gone link (404, 410) closes the listing now. */
export async function recordApplyLinkCheck(
  db: Database,
  listingId: number,
  at: Date,
  gone: boolean,
): Promise<void> {
  await db
    .update(jobListings)
    .set(gone ? { applyCheckedAt: at, applyGoneAt: at, goneAt: at } : { applyCheckedAt: at })
    .where(eq(jobListings.id, listingId));
}
