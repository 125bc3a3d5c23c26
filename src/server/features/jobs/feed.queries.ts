import {
  and,
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
import { jobIngestRuns, jobListings, jobs } from '../../db/schema';

/** The feed's reads: pages of matching jobs, their listings, and how fresh the feed is. */

export type ListingRow = typeof jobListings.$inferSelect;

/** What the API shows of a job: every column but the two that exist only for search. */
const {
  searchVector: _searchVector,
  titleCompany: _titleCompany,
  ...JOB_COLUMNS
} = getTableColumns(jobs);

export type JobRow = Omit<typeof jobs.$inferSelect, 'searchVector' | 'titleCompany'>;

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
    conditions.push(inArray(jobs.track, query.roleTypes));
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
 * Matches beyond this are not counted: "1,000+" says as much to a person as 22,233 does, and an
 * exact count of a broad filter means reading every match (33 ms at 50,000 jobs, ten times that
 * at 500,000) where the page itself reads 20 rows in index order (ADR 015).
 */
export const FEED_COUNT_CAP = 1000;

/**
 * A page of the feed in the query's order, read through the feed's ordered indexes so it stops
 * after offset + limit rows, and how many jobs match, counted up to FEED_COUNT_CAP beyond the
 * page (or exactly, when fewer). The page's full rows are joined after the ids are chosen.
 */
export async function listJobs(
  db: Database,
  query: JobsQuery,
): Promise<{ rows: JobRow[]; total: number; totalIsCapped: boolean }> {
  const where = feedFilters(query);
  const countUpTo = Math.max(FEED_COUNT_CAP, query.offset + query.limit) + 1;
  const chosen = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(where)
    .orderBy(...ORDER[query.sort])
    .limit(query.limit)
    .offset(query.offset)
    .as('chosen');
  const counted = db
    .select({ one: sql`1` })
    .from(jobs)
    .where(where)
    .limit(countUpTo)
    .as('counted');
  const [rows, [matches]] = await Promise.all([
    db
      .select(JOB_COLUMNS)
      .from(chosen)
      .innerJoin(jobs, eq(jobs.id, chosen.id))
      .orderBy(...ORDER[query.sort]),
    db.select({ n: count() }).from(counted),
  ]);
  const n = matches?.n ?? 0;
  return { rows, total: Math.min(n, countUpTo - 1), totalIsCapped: n >= countUpTo };
}

/** The newest active jobs of some tracks: the candidates curated ranking scores. */
export function recentJobs(db: Database, tracks: TrackSlug[], limit: number): Promise<JobRow[]> {
  return db
    .select(JOB_COLUMNS)
    .from(jobs)
    .where(and(eq(jobs.status, 'active'), inArray(jobs.track, tracks), freshOnly()))
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
