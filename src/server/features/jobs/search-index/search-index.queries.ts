import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { jobFeedVersion, jobs } from '../../../db/schema';
import { toPostings, type Postings, type SearchIndex } from './search-index';

/** Big-endian int4s (PostgreSQL's int4send, concatenated) as numbers. */
function ordinalsOf(bytes: Uint8Array | null): Uint32Array {
  if (!bytes) return new Uint32Array(0);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Uint32Array(bytes.byteLength / 4);
  for (let i = 0; i < out.length; i++) out[i] = view.getUint32(i * 4);
  return out;
}

function sortedOrdinalsOf(bytes: Uint8Array | null): Uint32Array {
  const ordinals = ordinalsOf(bytes);
  for (let i = 1; i < ordinals.length; i++)
    if (ordinals[i - 1]! > ordinals[i]!) return ordinals.sort();
  return ordinals;
}

function float64sOf(bytes: Uint8Array | null): Float64Array {
  if (!bytes) return new Float64Array(0);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Float64Array(bytes.byteLength / 8);
  for (let i = 0; i < out.length; i++) out[i] = view.getFloat64(i * 8);
  return out;
}

interface IndexRow {
  kind: 'feed' | 'facet' | 'word' | 'title_company' | 'location';
  key: string | null;
  ordinals: Uint8Array | null;
  posted: Uint8Array | null;
  by_company: Uint8Array | null;
  by_title: Uint8Array | null;
  ids: string[] | null;
  version: string | null;
}

/**
 * Reads the whole index in one statement, so one snapshot: the version, and every open job's
 * ordinal in the recent order with what the feed filters it by. The sets come back as ordinals
 * packed four bytes each, grouped by PostgreSQL, so the transfer is a few bytes per word of each
 * job rather than a row per word.
 */
export async function loadSearchIndex(db: Database): Promise<SearchIndex> {
  // Without `order by o` in the aggregate: sorting 15 million (job, word) pairs at 500,000 jobs
  // took 12 s of the 17 s build; a hash aggregate keeps its input's order, which is o's, and
  // sortedOrdinalsOf sorts any group that still comes back out of order.
  const grouped = (kind: IndexRow['kind'], key: SQL, from: SQL) => sql`
    select ${sql.raw(`'${kind}'`)} as kind, ${key} as key, string_agg(int4send(o), ''::bytea) as ordinals,
      null::bytea, null::bytea, null::bytea, null::json, null::text
    from ${from} group by 2`;
  const result = await db.execute(sql`
    with ranked as materialized (
      select (row_number() over (order by ${jobs.postedAt} desc nulls last, ${jobs.id}) - 1)::int as o,
        ${jobs.id} as id, ${jobs.postedAt} as posted_at,
        ${jobs.company} as company, ${jobs.title} as title, ${jobs.location} as location,
        ${jobs.facets} as facets, ${jobs.searchVector} as search_vector,
        ${jobs.titleCompany} as title_company
      from ${jobs} where ${jobs.status} = 'active')
    select 'feed' as kind, null::text as key,
      null::bytea as ordinals,
      string_agg(float8send(coalesce(extract(epoch from posted_at)::float8 * 1000, 'NaN')), ''::bytea order by o) as posted,
      string_agg(int4send(o), ''::bytea order by lower(company), posted_at desc nulls last, id) as by_company,
      string_agg(int4send(o), ''::bytea order by lower(title), posted_at desc nulls last, id) as by_title,
      coalesce(json_agg(id order by o), '[]'::json) as ids,
      (select ${jobFeedVersion.version}::text from ${jobFeedVersion}) as version
    from ranked
    union all ${grouped('facet', sql`f`, sql`ranked, unnest(facets) as f`)}
    union all ${grouped('word', sql`w`, sql`ranked, unnest(tsvector_to_array(search_vector)) as w`)}
    union all ${grouped('title_company', sql`title_company`, sql`ranked`)}
    union all ${grouped('location', sql`lower(location)`, sql`ranked where location is not null`)}`);
  const rows = (result as unknown as { rows: IndexRow[] }).rows;
  const feed = rows.find((row) => row.kind === 'feed');
  if (!feed?.ids || feed.version === null) throw new Error('job_feed_version has no row');
  const size = feed.ids.length;
  const index: SearchIndex = {
    version: feed.version,
    size,
    ids: feed.ids,
    postedAt: float64sOf(feed.posted),
    facets: new Map(),
    words: new Map(),
    titleCompany: [],
    locations: [],
    orders: { company: ordinalsOf(feed.by_company), title: ordinalsOf(feed.by_title) },
  };
  for (const row of rows) {
    if (row.kind === 'feed' || row.key === null) continue;
    const postings: Postings = toPostings(size, sortedOrdinalsOf(row.ordinals));
    if (row.kind === 'facet') index.facets.set(row.key, postings);
    else if (row.kind === 'word') index.words.set(row.key, postings);
    else if (row.kind === 'title_company')
      index.titleCompany.push({ text: row.key, jobs: postings });
    else index.locations.push({ text: row.key, jobs: postings });
  }
  return index;
}

/** A search as PostgreSQL reads it for the feed's statement (websearch_to_tsquery), in text form. */
export async function searchWords(db: Database, search: string): Promise<string> {
  const result = await db.execute(
    sql`select websearch_to_tsquery('english', ${search})::text as words`,
  );
  return (result as unknown as { rows: { words: string }[] }).rows[0]!.words;
}

/** The feed's version now (the trigger moves it with every write to jobs or job_listings). */
export async function feedVersion(db: Database): Promise<string | null> {
  const result = await db.execute(
    sql`select ${jobFeedVersion.version}::text as version from ${jobFeedVersion}`,
  );
  return (result as unknown as { rows: { version: string }[] }).rows[0]?.version ?? null;
}

/** How many jobs the feed shows: what an index would hold. */
export async function countOpenJobs(db: Database): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n from ${jobs} where ${jobs.status} = 'active'`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}
