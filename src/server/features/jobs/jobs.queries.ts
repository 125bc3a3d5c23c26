import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  lt,
  max,
  ne,
  notExists,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { FRESH_POSTING_DAYS, type JobRoleType, type JobsQuery } from '@/shared/contracts/jobs';
import type { Database } from '../../db/client';
import {
  bookmarks,
  jobIngestLease,
  jobIngestRuns,
  jobListings,
  jobs,
  jobSourceState,
} from '../../db/schema';
import { categoryForListing } from './ingest/board-tokens';
import {
  isEntryLevel,
  minYearsOfExperience,
  servesEducation,
} from './ingest/career-changer-signals';
import type { ClassifiedJob, NormalizedJob } from './ingest/job-source';
import { canonicalUrl, fingerprint } from './ingest/normalize';

export type ListingRow = typeof jobListings.$inferSelect;

/**
 * What the API shows of a job. The search columns (search_vector, title_company) never leave the
 * database; the card columns also leave out description_html, which only the pages that return
 * it read.
 */
const {
  searchVector: _searchVector,
  titleCompany: _titleCompany,
  ...JOB_COLUMNS
} = getTableColumns(jobs);
const { descriptionHtml: _descriptionHtml, ...CARD_COLUMNS } = JOB_COLUMNS;

type JobRow = Omit<typeof jobs.$inferSelect, 'searchVector' | 'titleCompany'>;
export type JobCardRow = Omit<JobRow, 'descriptionHtml'>;

/** Employer ATS links are the ones to apply through; board copies only credit the board. */
const ATS_SOURCES = new Set(['greenhouse', 'lever', 'ashby']);
const DEDUP_WINDOW_MS = 30 * 86_400_000;
const sourceSlug = (externalId: string) => externalId.split(':')[0] ?? externalId;

/** Bump when the readers in career-changer-signals.ts change, so stored jobs are read again. */
export const SIGNALS_VERSION = 1;

type SignalInput = Pick<
  NormalizedJob,
  'title' | 'company' | 'description' | 'requirements' | 'externalId'
>;

/** What a career changer filters on, read once per posting from its own title and text. */
export function careerChangerSignals(job: SignalInput) {
  const text = [job.title, ...job.requirements, job.description].join('\n');
  const minYears = minYearsOfExperience(text);
  return {
    minYears,
    entryLevel: isEntryLevel(job.title, minYears),
    servesEducation: servesEducation({
      company: job.company,
      text,
      boardCategory: categoryForListing(job.externalId),
    }),
    signalsVersion: SIGNALS_VERSION,
  };
}

/**
 * Reads the signals again for up to `batch` jobs stored before the current readers (an older
 * install, or rows written by hand); returns how many it updated so the caller can loop.
 */
export async function refreshStaleSignals(db: Database, batch = 500): Promise<number> {
  const stale = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      company: jobs.company,
      description: jobs.description,
      requirements: jobs.requirements,
    })
    .from(jobs)
    .where(lt(jobs.signalsVersion, SIGNALS_VERSION))
    .limit(batch);
  for (const row of stale) {
    await db
      .update(jobs)
      .set(careerChangerSignals({ ...row, externalId: row.id }))
      .where(eq(jobs.id, row.id));
  }
  return stale.length;
}

function jobValues(job: ClassifiedJob, now: Date) {
  return {
    ...careerChangerSignals(job),
    roleType: job.roleType,
    title: job.title,
    company: job.company,
    description: job.description,
    descriptionHtml: job.descriptionHtml,
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
    status: 'active' as const,
    lastSeenAt: now,
    expiredAt: null,
  };
}

/** Another listing of the same job: same canonical apply URL, or same title, company and place within 30 days. */
async function findDuplicate(db: Database, job: NormalizedJob): Promise<string | undefined> {
  const posted = job.postedAt ?? new Date();
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      or(
        eq(jobs.applyUrlCanonical, canonicalUrl(job.applyUrl)),
        and(
          eq(jobs.fingerprint, fingerprint(job)),
          sql`coalesce(${jobs.postedAt}, ${jobs.firstSeenAt}) between ${new Date(posted.getTime() - DEDUP_WINDOW_MS)} and ${new Date(posted.getTime() + DEDUP_WINDOW_MS)}`,
        ),
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

/**
 * Stores one classified posting: refreshes its listing if we know it, merges it into the same job
 * listed elsewhere, or creates the job. Every board link is kept on the merged job.
 */
export async function upsertJob(
  db: Database,
  job: ClassifiedJob,
  options: { now: Date; seeded?: boolean },
): Promise<'new' | 'updated'> {
  const { now } = options;
  const listing = {
    source: sourceSlug(job.externalId),
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
    await db
      .update(jobListings)
      .set({
        sourceUrl: listing.sourceUrl,
        applyUrl: listing.applyUrl,
        // A snapshot posting a live board lists again is live from now on.
        seeded: known.seeded && listing.seeded,
        lastSeenAt: now,
        goneAt: null,
      })
      .where(eq(jobListings.id, known.id));
    // The job keeps the details of its primary (first) listing, whose id it took; other boards
    // only refresh it. A board copy refreshing them leaves the employer's ATS link in place.
    let values: Partial<typeof jobs.$inferInsert> = {
      status: 'active',
      lastSeenAt: now,
      expiredAt: null,
    };
    if (known.jobId === job.externalId) {
      const { applyUrl, applyUrlCanonical, ...details } = jobValues(job, now);
      const keepAtsLink =
        !ATS_SOURCES.has(listing.source) && (await hasAtsListing(db, known.jobId, known.id));
      values = keepAtsLink ? details : { ...details, applyUrl, applyUrlCanonical };
    }
    if (!listing.seeded) values.savedSample = false;
    await db.update(jobs).set(values).where(eq(jobs.id, known.jobId));
    return 'updated';
  }
  const duplicate = await findDuplicate(db, job);
  if (duplicate) {
    await db
      .insert(jobListings)
      .values({ ...listing, jobId: duplicate })
      .onConflictDoNothing();
    const preferAts = ATS_SOURCES.has(listing.source) && !ATS_SOURCES.has(sourceSlug(duplicate));
    await db
      .update(jobs)
      .set({
        status: 'active',
        lastSeenAt: now,
        expiredAt: null,
        ...(listing.seeded ? {} : { savedSample: false }),
        ...(preferAts
          ? { applyUrl: job.applyUrl, applyUrlCanonical: canonicalUrl(job.applyUrl) }
          : {}),
      })
      .where(eq(jobs.id, duplicate));
    return 'updated';
  }
  await db
    .insert(jobs)
    .values({
      id: job.externalId,
      firstSeenAt: now,
      savedSample: listing.seeded,
      ...jobValues(job, now),
    })
    .onConflictDoUpdate({ target: jobs.id, set: jobValues(job, now) });
  await db
    .insert(jobListings)
    .values({ ...listing, jobId: job.externalId })
    .onConflictDoNothing();
  return 'new';
}

/** Listings of a source last seen before `seenBefore` are gone: the board no longer lists them. */
export async function markListingsGone(
  db: Database,
  source: string,
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

/**
 * How fresh the feed is: when an ingest last brought postings back from a live board, how many
 * jobs are open, and how many of those a live board has listed (the rest come only from the
 * offline snapshot a fresh install starts with).
 */
export async function feedStatus(
  db: Database,
): Promise<{ refreshedAt: Date | null; activeJobs: number; liveJobs: number }> {
  const [refreshed, active, live] = await Promise.all([
    db
      .select({ at: max(jobIngestRuns.finishedAt) })
      .from(jobIngestRuns)
      .where(
        and(
          eq(jobIngestRuns.status, 'succeeded'),
          sql`exists (select 1 from jsonb_each(${jobIngestRuns.sources}) as s
                      where (s.value ->> 'fetched')::int > 0)`,
        ),
      ),
    db.select({ n: count() }).from(jobs).where(eq(jobs.status, 'active')),
    db
      .select({ n: countDistinct(jobListings.jobId) })
      .from(jobListings)
      .innerJoin(jobs, eq(jobs.id, jobListings.jobId))
      .where(
        and(eq(jobs.status, 'active'), eq(jobListings.seeded, false), isNull(jobListings.goneAt)),
      ),
  ]);
  return {
    refreshedAt: refreshed[0]?.at ?? null,
    activeJobs: active[0]?.n ?? 0,
    liveJobs: live[0]?.n ?? 0,
  };
}

export async function countListings(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(jobListings);
  return row?.n ?? 0;
}

/**
 * Takes the ingest lease unless another holder's is still valid. With several app instances on
 * one database only one of them ingests at a time.
 */
export async function acquireLease(
  db: Database,
  name: string,
  holder: string,
  ttlMs: number,
): Promise<boolean> {
  const expiresAt = new Date(Date.now() + ttlMs);
  const rows = await db
    .insert(jobIngestLease)
    .values({ name, holder, expiresAt })
    .onConflictDoUpdate({
      target: jobIngestLease.name,
      set: { holder, expiresAt },
      setWhere: lt(jobIngestLease.expiresAt, new Date()),
    })
    .returning({ holder: jobIngestLease.holder });
  return rows[0]?.holder === holder;
}

export async function releaseLease(db: Database, name: string, holder: string): Promise<void> {
  await db
    .delete(jobIngestLease)
    .where(and(eq(jobIngestLease.name, name), eq(jobIngestLease.holder, holder)));
}

export async function lastPolledAt(db: Database): Promise<Map<string, Date>> {
  const rows = await db.select().from(jobSourceState);
  return new Map(rows.map((r) => [r.source, r.lastPolledAt]));
}

export async function recordPoll(db: Database, source: string, at: Date): Promise<void> {
  await db
    .insert(jobSourceState)
    .values({ source, lastPolledAt: at })
    .onConflictDoUpdate({ target: jobSourceState.source, set: { lastPolledAt: at } });
}

/** Spec part-2 §5 location filter: 'remote' matches remote jobs; a city matches the location text. */
const CITY_PATTERNS: Record<string, string[]> = {
  'new york': ['%new york%', '%nyc%'],
  'san francisco': ['%san francisco%', '%sf bay%'],
  chicago: ['%chicago%'],
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

type FeedFilterQuery = Pick<JobsQuery, 'roleTypes' | 'search' | 'location'> &
  Partial<Pick<JobsQuery, 'experience' | 'education' | 'place' | 'includeOlder'>>;

/**
 * Live postings older than 60 days leave the default view. Saved samples stay while no live board
 * has answered (they are all a fresh install has, and each says how old it is), then leave too.
 */
function freshOnly(): SQL {
  const cutoff = sql`now() - make_interval(days => ${FRESH_POSTING_DAYS})`;
  const noLiveListing = sql`not exists (select 1 from ${jobListings} where not ${jobListings.seeded} and ${jobListings.goneAt} is null)`;
  return or(
    isNull(jobs.postedAt),
    sql`${jobs.postedAt} >= ${cutoff}`,
    and(eq(jobs.savedSample, true), noLiveListing),
  )!;
}

function feedFilters(query: FeedFilterQuery): SQL {
  const conditions: SQL[] = [eq(jobs.status, 'active')];
  if (!query.includeOlder) conditions.push(freshOnly());
  if (query.experience === 'entry') conditions.push(eq(jobs.entryLevel, true));
  if (query.education) conditions.push(eq(jobs.servesEducation, true));
  if (query.place) {
    const place = `%${escapeLike(query.place.toLowerCase())}%`;
    conditions.push(sql`lower(${jobs.location}) like ${place}`);
  }
  if (query.roleTypes && query.roleTypes.length > 0)
    conditions.push(inArray(jobs.roleType, query.roleTypes));
  if (query.search) {
    // Words anywhere (full-text, stemmed), or a fragment of the title or company (trigram index).
    conditions.push(
      or(
        sql`${jobs.searchVector} @@ websearch_to_tsquery('english', ${query.search})`,
        sql`${jobs.titleCompany} like ${`%${escapeLike(query.search.toLowerCase())}%`}`,
      )!,
    );
  }
  if (query.location === 'remote') conditions.push(eq(jobs.isRemote, true));
  else if (query.location && query.location !== 'all') {
    conditions.push(
      or(
        ...(CITY_PATTERNS[query.location] ?? []).map(
          (pattern) => sql`${jobs.location} ilike ${pattern}`,
        ),
      )!,
    );
  }
  return and(...conditions)!;
}

const ORDER = {
  recent: [sql`${jobs.postedAt} desc nulls last`, asc(jobs.id)],
  company: [asc(sql`lower(${jobs.company})`), sql`${jobs.postedAt} desc nulls last`, asc(jobs.id)],
  title: [asc(sql`lower(${jobs.title})`), sql`${jobs.postedAt} desc nulls last`, asc(jobs.id)],
} as const;

/**
 * A page of the feed and the total number of matches (for X-Total-Count), counted in the same
 * scan with a window function. The window and the sort carry only ids and sort keys; the page's
 * full rows are joined afterwards, so a broad search never sorts thousands of descriptions (at
 * 50,000 jobs that spilled to disk). Only a page past the end of a non-empty result needs a
 * separate count.
 */
export async function listJobs(
  db: Database,
  query: JobsQuery,
): Promise<{ rows: JobCardRow[]; total: number }> {
  const where = feedFilters(query);
  const matches = db
    .select({ id: jobs.id, total: sql<string>`count(*) over()`.as('total') })
    .from(jobs)
    .where(where)
    .orderBy(...ORDER[query.sort])
    .limit(query.limit)
    .offset(query.offset)
    .as('matches');
  const page = await db
    .select({ job: CARD_COLUMNS, total: matches.total })
    .from(matches)
    .innerJoin(jobs, eq(jobs.id, matches.id))
    .orderBy(...ORDER[query.sort]);
  if (page.length > 0) return { rows: page.map((p) => p.job), total: Number(page[0]!.total) };
  if (query.offset === 0) return { rows: [], total: 0 };
  const [counted] = await db.select({ n: count() }).from(jobs).where(where);
  return { rows: [], total: counted?.n ?? 0 };
}

/** The newest active jobs of some role types: the candidates curated ranking scores. */
export function recentJobs(
  db: Database,
  roleTypes: JobRoleType[],
  limit: number,
): Promise<JobCardRow[]> {
  return db
    .select(CARD_COLUMNS)
    .from(jobs)
    .where(and(eq(jobs.status, 'active'), inArray(jobs.roleType, roleTypes), freshOnly()))
    .orderBy(sql`${jobs.postedAt} desc nulls last`, asc(jobs.id))
    .limit(limit);
}

export async function listingsFor(
  db: Database,
  jobIds: string[],
): Promise<Map<string, ListingRow[]>> {
  if (jobIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(jobListings)
    .where(and(inArray(jobListings.jobId, jobIds), isNull(jobListings.goneAt)))
    .orderBy(asc(jobListings.firstSeenAt), asc(jobListings.id));
  const byJob = new Map<string, ListingRow[]>();
  for (const row of rows) byJob.set(row.jobId, [...(byJob.get(row.jobId) ?? []), row]);
  return byJob;
}

export function jobsByIds(db: Database, ids: string[]): Promise<JobRow[]> {
  return ids.length === 0
    ? Promise.resolve([])
    : db.select(JOB_COLUMNS).from(jobs).where(inArray(jobs.id, ids));
}

/** The display HTML of some jobs (the ones a ranked page returns), by id. */
export async function descriptionHtmlByIds(
  db: Database,
  ids: string[],
): Promise<Map<string, string | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: jobs.id, descriptionHtml: jobs.descriptionHtml })
    .from(jobs)
    .where(inArray(jobs.id, ids));
  return new Map(rows.map((row) => [row.id, row.descriptionHtml]));
}

export async function jobExists(db: Database, jobId: string): Promise<boolean> {
  const [row] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId)).limit(1);
  return row !== undefined;
}

export async function listBookmarks(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ jobId: bookmarks.jobId })
    .from(bookmarks)
    .where(eq(bookmarks.userId, userId))
    .orderBy(desc(bookmarks.createdAt));
  return rows.map((r) => r.jobId);
}

export async function addBookmark(db: Database, userId: string, jobId: string): Promise<void> {
  await db.insert(bookmarks).values({ userId, jobId }).onConflictDoNothing();
}

export async function removeBookmark(db: Database, userId: string, jobId: string): Promise<void> {
  await db.delete(bookmarks).where(and(eq(bookmarks.userId, userId), eq(bookmarks.jobId, jobId)));
}
