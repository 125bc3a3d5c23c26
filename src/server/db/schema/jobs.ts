import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { TRACK_SLUGS } from '@/shared/constants';
import {
  INGEST_RUN_STATUSES,
  JOB_BOARDS,
  type JOB_LOCATIONS,
  SALARY_INTERVALS,
  type SourceRunStats,
} from '@/shared/contracts/jobs';
import { oneOf } from './checks';
import { users } from './users';

export const JOB_STATUSES = ['active', 'expired'] as const;
export const INGEST_TRIGGERS = ['schedule', 'manual', 'cli', 'startup'] as const;
export const INGEST_STATUSES = INGEST_RUN_STATUSES;

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Spec part-2 §5 location filter: a city matches the location text (`ILIKE` any of these). */
export const JOB_CITY_PATTERNS: Record<
  Exclude<(typeof JOB_LOCATIONS)[number], 'remote'>,
  string[]
> = {
  'new york': ['%new york%', '%nyc%'],
  'san francisco': ['%san francisco%', '%sf bay%'],
  chicago: ['%chicago%'],
};

/**
 * The feed's filters as one array per job, so the inverted indexes below answer a search and its
 * filters in one index scan (ADR 016): `track:<slug>`, `remote`, `city:<city>` (JOB_CITY_PATTERNS),
 * `entry`, `education`. Each element says exactly what the column it comes from says.
 */
export const jobFacet = {
  track: (slug: string) => `track:${slug}`,
  remote: 'remote',
  city: (city: string) => `city:${city}`,
  entry: 'entry',
  education: 'education',
} as const;

const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;
const FACETS_SQL = [
  `${quoted('track:')} || track`,
  `case when is_remote then ${quoted(jobFacet.remote)} end`,
  ...Object.entries(JOB_CITY_PATTERNS).map(
    ([city, patterns]) =>
      `case when ${patterns.map((p) => `location ilike ${quoted(p)}`).join(' or ')} then ${quoted(jobFacet.city(city))} end`,
  ),
  `case when entry_level then ${quoted(jobFacet.entry)} end`,
  `case when serves_education then ${quoted(jobFacet.education)} end`,
].join(', ');

/**
 * One row per real job, however many boards list it. Listings (below) keep every board's copy
 * and link; the job carries the best one (the employer's own ATS first).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    track: text('track', { enum: TRACK_SLUGS }).notNull(),
    title: text('title').notNull(),
    company: text('company').notNull(),
    description: text('description').notNull(),
    requirements: text('requirements')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    salaryMin: doublePrecision('salary_min'),
    salaryMax: doublePrecision('salary_max'),
    salaryCurrency: text('salary_currency'),
    salaryInterval: text('salary_interval', { enum: SALARY_INTERVALS }),
    salaryEstimated: boolean('salary_estimated').notNull().default(false),
    isRemote: boolean('is_remote').notNull(),
    location: text('location'),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    applyUrl: text('apply_url').notNull(),
    applyUrlCanonical: text('apply_url_canonical').notNull(),
    fingerprint: text('fingerprint').notNull(),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('active'),
    /** Years of experience the posting asks for; null when it does not say (career-changer-signals.ts). */
    minYears: smallint('min_years'),
    /** Open to a career changer: asks two years or fewer (or none) and is not a senior title. */
    entryLevel: boolean('entry_level').notNull().default(false),
    /** The employer sells to schools, universities or learners. */
    servesEducation: boolean('serves_education').notNull().default(false),
    /** Which version of the signal readers filled the three columns above (0: not yet read). */
    signalsVersion: smallint('signals_version').notNull().default(0),
    /** Only in the offline snapshot: no live board has listed it. */
    savedSample: boolean('saved_sample').notNull().default(false),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The lowest US federal grade it hires at (USAJOBS' LowGrade); null elsewhere. */
    federalGrade: smallint('federal_grade'),
    // When a board last listed the job is its listings' last_seen_at (issue 31): kept here too,
    // every ingest rewrote every job it saw.
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    /** Full-text search over title, company and description (GIN); title and company also trigram. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(company, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
    ),
    titleCompany: text('title_company').generatedAlwaysAs(sql`lower(title || ' ' || company)`),
    /** The feed's filters in one array (jobFacet): indexed with the search columns. */
    facets: text('facets')
      .array()
      .notNull()
      .generatedAlwaysAs(sql.raw(`array_remove(array[${FACETS_SQL}], null)`)),
  },
  (t) => [
    // Words (full-text) or a title/company fragment (trigram), each with the filters in the same
    // inverted index: one scan intersects the search with track, place and the rest, so only
    // the jobs that match everything are read from the table (ADR 016).
    index('jobs_search_facets_idx')
      .using('gin', t.searchVector, t.facets)
      .where(sql`${t.status} = 'active'`),
    index('jobs_title_company_facets_idx')
      .using('gin', sql`${t.titleCompany} gin_trgm_ops`, t.facets)
      .where(sql`${t.status} = 'active'`),
    // The feed's three orders, over open jobs only: a page is read in index order and stops
    // after offset + limit rows instead of sorting every match. The trailing columns are there to
    // be read, not sorted by: a filter-only page is answered from the index alone (ADR 016).
    index('jobs_feed_recent_idx')
      .on(sql`${t.postedAt} desc nulls last`, t.id, t.savedSample, t.facets)
      .where(sql`${t.status} = 'active'`),
    // lower(x) leads; x itself trails, since an index-only scan needs the column, not only the key.
    ...(
      [
        ['jobs_feed_company_idx', t.company],
        ['jobs_feed_title_idx', t.title],
      ] as const
    ).map(([name, column]) =>
      index(name)
        .on(
          sql`lower(${column})`,
          sql`${t.postedAt} desc nulls last`,
          t.id,
          column,
          t.savedSample,
          t.facets,
        )
        .where(sql`${t.status} = 'active'`),
    ),
    index('jobs_track_idx')
      .on(t.track, t.postedAt)
      .where(sql`${t.status} = 'active'`),
    oneOf('jobs_status_check', t.status, JOB_STATUSES),
    oneOf('jobs_track_check', t.track, TRACK_SLUGS),
    oneOf('jobs_salary_interval_check', t.salaryInterval, SALARY_INTERVALS),
    index('jobs_apply_url_idx').on(t.applyUrlCanonical),
    index('jobs_fingerprint_idx').on(t.fingerprint),
  ],
);

/** A board's copy of a job: the native id, and where to link for attribution. */
export const jobListings = pgTable(
  'job_listings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    source: text('source', { enum: JOB_BOARDS }).notNull(),
    sourceName: text('source_name').notNull(),
    externalId: text('external_id').notNull(),
    sourceUrl: text('source_url').notNull(),
    applyUrl: text('apply_url').notNull(),
    /** Seeded from the offline snapshot rather than fetched. */
    seeded: boolean('seeded').notNull().default(false),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the board stopped listing it. */
    /** When its apply link was last checked (check-apply-links.ts). */
    applyCheckedAt: timestamp('apply_checked_at', { withTimezone: true }),
    /** When its apply link answered 404 or 410: gone, though the board may still list it. */
    applyGoneAt: timestamp('apply_gone_at', { withTimezone: true }),
    goneAt: timestamp('gone_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('job_listings_external_key').on(t.externalId),
    index('job_listings_job_idx').on(t.jobId),
    // The feed's freshness rule asks whether any live (not snapshot) listing exists at all.
    index('job_listings_live_idx')
      .on(t.jobId)
      .where(sql`not ${t.seeded} and ${t.goneAt} is null`),
    // markListingsGone: a board's live listings not seen since its last full answer.
    index('job_listings_source_live_idx')
      .on(t.source, t.lastSeenAt)
      .where(sql`${t.goneAt} is null`),
    oneOf('job_listings_source_check', t.source, JOB_BOARDS),
  ],
);

/** One row per ingest: who ran it and, per source, fetched / new / updated / skipped / failed / duration. */
export const jobIngestRuns = pgTable(
  'job_ingest_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    trigger: text('trigger', { enum: INGEST_TRIGGERS }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    status: text('status', { enum: INGEST_STATUSES }).notNull().default('running'),
    sources: jsonb('sources')
      .$type<Record<string, SourceRunStats>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    expired: integer('expired').notNull().default(0),
    error: text('error'),
  },
  (t) => [
    oneOf('job_ingest_runs_trigger_check', t.trigger, INGEST_TRIGGERS),
    oneOf('job_ingest_runs_status_check', t.status, INGEST_STATUSES),
  ],
);

/**
 * Which version of the feed the database holds: one row, set to the writing transaction's id by a
 * statement trigger on jobs and job_listings (migration 0022), so it changes in the same commit as
 * the rows. Each instance's search index remembers the version it was built from and checks it
 * with every page it serves (ADR 018).
 */
export const jobFeedVersion = pgTable(
  'job_feed_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('job_feed_version_one_row', sql`${t.id} = 1`)],
);

/** When each source was last polled, so each board's terms (Remotive 4/day, Jobicy hourly) hold. */
export const jobSourceState = pgTable('job_source_state', {
  source: text('source').primaryKey(),
  lastPolledAt: timestamp('last_polled_at', { withTimezone: true }).notNull(),
  /** When an answer that would have expired most of the source's listings was held (run-ingest.ts). */
  dropHeldAt: timestamp('drop_held_at', { withTimezone: true }),
});

export const bookmarks = pgTable(
  'bookmarks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobId] })],
);
