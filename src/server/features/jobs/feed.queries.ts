import {
  and,
  arrayContains,
  arrayOverlaps,
  asc,
  count,
  countDistinct,
  eq,
  getTableColumns,
  inArray,
  isNull,
  max,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { FRESH_POSTING_DAYS, type JobsQuery } from '@/shared/contracts/jobs';
import type { TrackSlug } from '@/shared/constants';
import type { Database } from '../../db/client';
import { jobFacet, jobFeedVersion, jobIngestRuns, jobListings, jobs } from '../../db/schema';

/** The feed's reads: pages of matching jobs, their listings, and how fresh the feed is. */

export type ListingRow = typeof jobListings.$inferSelect;

/** What the API shows of a job: every column but those that exist only for search. */
const {
  searchVector: _searchVector,
  titleCompany: _titleCompany,
  facets: _facets,
  ...JOB_COLUMNS
} = getTableColumns(jobs);

export type JobRow = Omit<typeof jobs.$inferSelect, 'searchVector' | 'titleCompany' | 'facets'>;

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
          inArray(jobIngestRuns.status, ['succeeded', 'partial']),
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

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

type FeedFilterQuery = Pick<JobsQuery, 'roleTypes' | 'search' | 'location'> &
  Partial<Pick<JobsQuery, 'experience' | 'education' | 'place' | 'includeOlder'>>;

const freshCutoff = () => sql`now() - make_interval(days => ${FRESH_POSTING_DAYS})`;

/**
 * Postings older than 60 days leave the default view, the saved samples too (walk-through m16:
 * the box said "older than 60 days" was off, yet a year-old sample showed). When that empties the
 * list, the page says so and offers the box (lib/empty-feed.ts on the client).
 */
function freshOnly(): SQL {
  return or(isNull(jobs.postedAt), sql`${jobs.postedAt} >= ${freshCutoff()}`)!;
}

/**
 * A learning path's openings, which offer no age filter: fresh postings, or the saved samples
 * while no live board has answered (they are all a fresh install has, and each says it is one).
 */
function freshOrSavedSamples(): SQL {
  const noLiveListing = sql`not exists (select 1 from ${jobListings} where not ${jobListings.seeded} and ${jobListings.goneAt} is null)`;
  return or(freshOnly(), and(eq(jobs.savedSample, true), noLiveListing))!;
}

/**
 * Spec part-2 §5 filters. Track, remote or city, entry level and education are facets
 * (`jobs.facets`, one element per fact), so the search's inverted index intersects them with the
 * words in the same scan; a freely typed place and freshness are read from the row.
 */
function feedFilters(query: FeedFilterQuery): SQL {
  const conditions: SQL[] = [eq(jobs.status, 'active')];
  if (!query.includeOlder) conditions.push(freshOnly());
  const required: string[] = [];
  if (query.experience === 'entry') required.push(jobFacet.entry);
  if (query.education) required.push(jobFacet.education);
  if (query.location === 'remote') required.push(jobFacet.remote);
  else if (query.location && query.location !== 'all') required.push(jobFacet.city(query.location));
  if (required.length > 0) conditions.push(arrayContains(jobs.facets, required));
  if (query.roleTypes && query.roleTypes.length > 0)
    conditions.push(arrayOverlaps(jobs.facets, query.roleTypes.map(jobFacet.track)));
  if (query.place) {
    const place = `%${escapeLike(query.place.toLowerCase())}%`;
    conditions.push(sql`lower(${jobs.location}) like ${place}`);
  }
  if (query.search) {
    // Words anywhere (full-text, stemmed), or a fragment of the title or company (trigram index).
    conditions.push(
      or(
        sql`${jobs.searchVector} @@ websearch_to_tsquery('english', ${query.search})`,
        sql`${jobs.titleCompany} like ${`%${escapeLike(query.search.toLowerCase())}%`}`,
      )!,
    );
  }
  return and(...conditions)!;
}

/** Each sort's leading key (the recent order has none: a constant keeps one query shape). */
const SORT_KEY = {
  recent: sql<string | null>`null::text`,
  company: sql<string>`lower(${jobs.company})`,
  title: sql<string>`lower(${jobs.title})`,
} as const;

const ORDER = {
  recent: [sql`${jobs.postedAt} desc nulls last`, asc(jobs.id)],
  company: [asc(SORT_KEY.company), sql`${jobs.postedAt} desc nulls last`, asc(jobs.id)],
  title: [asc(SORT_KEY.title), sql`${jobs.postedAt} desc nulls last`, asc(jobs.id)],
} as const;

/**
 * Matches beyond this are not counted: "1,000+" says as much to a person as 22,233 does, and an
 * exact count of a broad filter means reading every match where the page itself reads 20 rows in
 * index order.
 */
export const FEED_COUNT_CAP = 1000;

/** What the feed shows of each board's copy of a job. */
export type FeedListing = Pick<
  ListingRow,
  'externalId' | 'source' | 'sourceName' | 'sourceUrl' | 'seeded'
> & {
  /** A Date from a row, a timestamp string from the feed's JSON aggregate. */
  lastSeenAt: Date | string;
};

/** A job's live listings, oldest first, as the feed shows them (a correlated subquery on jobs). */
const LIVE_LISTINGS = sql<FeedListing[] | null>`(
  select coalesce(json_agg(json_build_object(
      'externalId', ${jobListings.externalId},
      'source', ${jobListings.source},
      'sourceName', ${jobListings.sourceName},
      'sourceUrl', ${jobListings.sourceUrl},
      'seeded', ${jobListings.seeded},
      'lastSeenAt', ${jobListings.lastSeenAt})
    order by ${jobListings.firstSeenAt}, ${jobListings.id}), '[]'::json)
  from ${jobListings}
  where ${jobListings.jobId} = ${jobs.id} and ${jobListings.goneAt} is null)`;

/** Matches counted up to here for a page: the cap, or the end of the page when that is further. */
const countLimitFor = (query: Pick<JobsQuery, 'offset' | 'limit'>) =>
  Math.max(FEED_COUNT_CAP, query.offset + query.limit) + 1;

/** The feed's count as it answers it: exact below the limit, "the limit or more" from there. */
export function cappedCount(matched: number, query: Pick<JobsQuery, 'offset' | 'limit'>) {
  const countUpTo = countLimitFor(query);
  return { total: Math.min(matched, countUpTo - 1), totalIsCapped: matched >= countUpTo };
}

/**
 * The feed's one statement for a page (see listJobs). It yields one row per job on the page, or a single row without a job when the page is empty, so
 * the count always comes back.
 */
function feedPageStatement(db: Database, query: JobsQuery) {
  const countUpTo = countLimitFor(query);
  const matched = db.$with('matched').as(
    db
      .select({
        id: jobs.id,
        sortKey: SORT_KEY[query.sort].as('sort_key'),
        postedAt: jobs.postedAt,
      })
      .from(jobs)
      .where(feedFilters(query))
      .orderBy(...ORDER[query.sort])
      .limit(countUpTo),
  );
  const counted = db
    .$with('counted')
    .as(db.select({ n: sql<number>`count(*)::int`.as('n') }).from(matched));
  const page = db
    .select({ id: matched.id, sortKey: matched.sortKey, postedAt: matched.postedAt })
    .from(matched)
    .orderBy(asc(matched.sortKey), sql`${matched.postedAt} desc nulls last`, asc(matched.id))
    .limit(query.limit)
    .offset(query.offset)
    .as('page');
  return db
    .with(matched, counted)
    .select({ n: counted.n, job: JOB_COLUMNS, listings: LIVE_LISTINGS })
    .from(counted)
    .leftJoin(page, sql`true`)
    .leftJoin(jobs, eq(jobs.id, page.id))
    .orderBy(asc(page.sortKey), sql`${page.postedAt} desc nulls last`, asc(page.id));
}

/** The jobs of a page's rows (a row without one stands for an empty page) and their listings. */
function jobsWithListings(result: { job: JobRow | null; listings: FeedListing[] | null }[]) {
  const rows: JobRow[] = [];
  const listings = new Map<string, FeedListing[]>();
  for (const { job, listings: ofJob } of result) {
    if (!job) continue;
    rows.push(job);
    listings.set(job.id, ofJob ?? []);
  }
  return { rows, listings };
}

/**
 * A page of the feed in the query's order, how many jobs match (counted up to FEED_COUNT_CAP, or
 * to the end of the page when that is further; exactly when fewer), and each job's live listings,
 * in one statement and one round trip (ADR 016). The matches are found once, in the query's order
 * and no further than the count needs (the `matched` CTE, which PostgreSQL materialises because
 * it is read twice): from the search's inverted index, which intersects the words with the
 * filters, and sorted, when few jobs match; or read in index order, stopping early, when many
 * do. The planner chooses from its statistics. Only the page's rows are then read in full.
 */
export async function listJobs(
  db: Database,
  query: JobsQuery,
): Promise<{
  rows: JobRow[];
  listings: Map<string, FeedListing[]>;
  total: number;
  totalIsCapped: boolean;
}> {
  const result = await feedPageStatement(db, query);
  return { ...jobsWithListings(result), ...cappedCount(result[0]?.n ?? 0, query) };
}

/**
 * The jobs the search index chose for a page, with their live listings, and the feed's version in
 * the same snapshot: rows of another version than the index's may not be what it matched, and the
 * caller asks listJobs instead (ADR 018). Rows come back in no particular order.
 */
export async function jobsOfPage(
  db: Database,
  ids: string[],
): Promise<{ version: string | null; rows: JobRow[]; listings: Map<string, FeedListing[]> }> {
  const result = await db
    .select({
      // As text, as the index reads it: int8 comes back as a string or a bigint by driver.
      version: sql<string>`${jobFeedVersion.version}::text`,
      job: JOB_COLUMNS,
      listings: LIVE_LISTINGS,
    })
    .from(jobFeedVersion)
    .leftJoin(
      jobs,
      // A job closed since the index was built is missing, so that page goes to listJobs.
      ids.length > 0 ? and(inArray(jobs.id, ids), eq(jobs.status, 'active')) : sql`false`,
    )
    // By its key: the planner then knows it is one row (without statistics it guesses
    // thousands, costs the join past jit_above_cost, and compiles it: 5–15 ms a page).
    .where(eq(jobFeedVersion.id, 1));
  return { version: result[0]?.version ?? null, ...jobsWithListings(result) };
}

/**
 * The newest jobs the feed's filters let through (the same ones All Jobs applies): the candidates
 * 'Recommended for You' ranks, so its list and count follow the filters she has set.
 */
export function curatedCandidates(
  db: Database,
  query: FeedFilterQuery,
  limit: number,
): Promise<JobRow[]> {
  return db
    .select(JOB_COLUMNS)
    .from(jobs)
    .where(feedFilters(query))
    .orderBy(...ORDER.recent)
    .limit(limit);
}

/** The newest active jobs of some tracks: the candidates a learning path's openings rank. */
export function recentJobs(db: Database, tracks: TrackSlug[], limit: number): Promise<JobRow[]> {
  return db
    .select(JOB_COLUMNS)
    .from(jobs)
    .where(and(eq(jobs.status, 'active'), inArray(jobs.track, tracks), freshOrSavedSamples()))
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

export async function jobExists(db: Database, jobId: string): Promise<boolean> {
  const [row] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId)).limit(1);
  return row !== undefined;
}
