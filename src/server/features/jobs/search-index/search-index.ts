import { LRUCache } from 'lru-cache';
import { TypedFastBitSet } from 'typedfastbitset';
import { FRESH_POSTING_DAYS, type JobsQuery } from '@/shared/contracts/jobs';
import { jobFacet } from '../../../db/schema';
import type { Tsquery } from './tsquery';

/**
 * The feed's search index (ADR 018): every open job's words, facets, place and title as sets of
 * ordinals, where a job's ordinal is its place in the feed's recent order (posted desc, nulls
 * last, then id, as PostgreSQL sorts them). A query is a few set intersections over bit arrays,
 * its count a population count and its page the set's members from `offset` on, so its cost
 * depends on how many jobs exist (one bit each), not on how many match, and no statement reads
 * or sorts the matches. PostgreSQL stays the source of truth: the index is built from it, knows
 * which version of the feed it holds, and only ever names ids; the page's rows come from the
 * database in the same round trip that confirms the version (search-index.queries.ts).
 */
export interface SearchIndex {
  /** job_feed_version.version when it was read (the trigger bumps it with every change). */
  version: string;
  /** Open jobs; ordinals are 0 … size-1. */
  size: number;
  ids: string[];
  /** Posted time in ms by ordinal, NaN when the board gave none (those come last). */
  postedAt: Float64Array;
  facets: Map<string, Postings>;
  /** Full-text lexemes of title, company and description (the tsvector's). */
  words: Map<string, Postings>;
  /** Each distinct lower(title || ' ' || company), for fragments of a title or company. */
  titleCompany: { text: string; jobs: Postings }[];
  /** Each distinct lower(location), for a freely typed place. */
  locations: { text: string; jobs: Postings }[];
  /** The ordinals in the company and title orders. */
  orders: { company: Uint32Array; title: Uint32Array };
}

/**
 * A set of ordinals as stored: a bit array when that is smaller (more than one job in 32 is in the
 * set), otherwise the sorted ordinals themselves. No set costs more than one bit per job.
 */
export type Postings = TypedFastBitSet | Uint32Array;

export function toPostings(size: number, ordinals: Uint32Array): Postings {
  return ordinals.length * 32 > size ? bitsetOf(size, ordinals) : ordinals;
}

/** A bit array of exactly `size` bits (adding one by one would grow it to twice what it needs). */
function bitsetOf(size: number, ordinals: Uint32Array): TypedFastBitSet {
  const set = TypedFastBitSet.fromWords(new Uint32Array(Math.ceil(size / 32)));
  for (const o of ordinals) set.add(o);
  return set;
}

const asSet = (postings: Postings): TypedFastBitSet =>
  postings instanceof TypedFastBitSet ? postings.clone() : new TypedFastBitSet(postings);

function all(size: number): TypedFastBitSet {
  const set = new TypedFastBitSet();
  set.addRange(0, size);
  return set;
}

function unionOf(size: number, sets: Iterable<Postings>): TypedFastBitSet {
  const out = new TypedFastBitSet();
  out.resize(size);
  for (const postings of sets) {
    if (postings instanceof TypedFastBitSet) out.union(postings);
    else for (const o of postings) out.add(o);
  }
  return out;
}

/**
 * A typed place or a search's fragment of a title or company is found by scanning every distinct
 * place or title once; people type the same few places and words again and again, so each scan's
 * result is kept with the index it was made on (indexes never change; a new build starts afresh).
 * Bounded by bytes: one bit per job each.
 */
const scans = new WeakMap<
  SearchIndex,
  Record<'places' | 'titles', LRUCache<string, TypedFastBitSet>>
>();
const SCAN_CACHE_BYTES = 8 * 1024 * 1024;

function scanned(
  index: SearchIndex,
  kind: 'places' | 'titles',
  text: string,
  scan: () => TypedFastBitSet,
): TypedFastBitSet {
  let caches = scans.get(index);
  if (!caches) {
    const cache = () =>
      new LRUCache<string, TypedFastBitSet>({
        maxSize: SCAN_CACHE_BYTES,
        sizeCalculation: (set) => Math.max(1, set.words.byteLength),
      });
    caches = { places: cache(), titles: cache() };
    scans.set(index, caches);
  }
  let found = caches[kind].get(text);
  if (!found) {
    found = scan();
    caches[kind].set(text, found);
  }
  return found;
}

/** The jobs a parsed full-text query matches. */
function wordsMatching(index: SearchIndex, query: Tsquery): TypedFastBitSet {
  switch (query.op) {
    case 'empty':
      return new TypedFastBitSet();
    case 'word': {
      const postings = index.words.get(query.lexeme);
      return postings ? asSet(postings) : new TypedFastBitSet();
    }
    case 'not':
      return all(index.size).difference(wordsMatching(index, query.arg));
    case 'and':
      return wordsMatching(index, query.left).intersection(wordsMatching(index, query.right));
    case 'or':
      return wordsMatching(index, query.left).union(wordsMatching(index, query.right));
  }
}

/** First ordinal whose posted time is before `cutoff` (they are in descending order, NaN last). */
function firstOlderThan(postedAt: Float64Array, cutoff: number): number {
  let lo = 0;
  let hi = postedAt.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const at = postedAt[mid]!;
    if (!Number.isNaN(at) && at >= cutoff) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** First ordinal without a posted time. */
function firstUndated(postedAt: Float64Array): number {
  let lo = 0;
  let hi = postedAt.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (Number.isNaN(postedAt[mid]!)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * The page's ordinals and how many jobs match, as feed.queries.ts's statement finds them (the
 * differential test holds the two to the same answers). `words` is the search as PostgreSQL
 * parsed it; undefined only without a search.
 */
export function searchIndex(
  index: SearchIndex,
  query: JobsQuery,
  words: Tsquery | undefined,
  now: Date,
): { ordinals: number[]; matched: number } {
  const matches = all(index.size);
  if (!query.includeOlder) {
    const cutoff = now.getTime() - FRESH_POSTING_DAYS * 86_400_000;
    const fresh = new TypedFastBitSet();
    fresh.addRange(0, firstOlderThan(index.postedAt, cutoff));
    fresh.addRange(firstUndated(index.postedAt), index.size);
    matches.intersection(fresh);
  }
  const required: string[] = [];
  if (query.experience === 'entry') required.push(jobFacet.entry);
  if (query.education) required.push(jobFacet.education);
  if (query.location === 'remote') required.push(jobFacet.remote);
  else if (query.location && query.location !== 'all') required.push(jobFacet.city(query.location));
  for (const facet of required) {
    const postings = index.facets.get(facet);
    if (!postings) return { ordinals: [], matched: 0 };
    matches.intersection(asSet(postings));
  }
  if (query.roleTypes && query.roleTypes.length > 0) {
    const tracks = query.roleTypes.flatMap((slug) => {
      const postings = index.facets.get(jobFacet.track(slug));
      return postings ? [postings] : [];
    });
    matches.intersection(unionOf(index.size, tracks));
  }
  if (query.place) {
    const place = query.place.toLowerCase();
    matches.intersection(
      scanned(index, 'places', place, () =>
        unionOf(
          index.size,
          index.locations.filter((l) => l.text.includes(place)).map((l) => l.jobs),
        ),
      ),
    );
  }
  if (query.search) {
    if (!words) throw new Error('a search needs its words parsed by the database');
    const fragment = query.search.toLowerCase();
    const found = wordsMatching(index, words);
    found.union(
      scanned(index, 'titles', fragment, () =>
        unionOf(
          index.size,
          index.titleCompany.filter((e) => e.text.includes(fragment)).map((e) => e.jobs),
        ),
      ),
    );
    matches.intersection(found);
  }
  const matched = matches.size();
  const end = query.offset + query.limit;
  const ordinals: number[] = [];
  if (query.sort === 'recent') {
    let position = 0;
    for (const o of matches) {
      if (position >= end) break;
      if (position++ >= query.offset) ordinals.push(o);
    }
  } else {
    const order = index.orders[query.sort];
    let position = 0;
    for (let i = 0; i < order.length && position < end; i++) {
      const o = order[i]!;
      if (!matches.has(o)) continue;
      if (position++ >= query.offset) ordinals.push(o);
    }
  }
  return { ordinals, matched };
}

const bytesOf = (postings: Postings) =>
  postings instanceof TypedFastBitSet ? postings.words.byteLength : postings.byteLength;

/**
 * About how much memory the index keeps: its arrays exactly, its strings at two bytes a character
 * plus V8's header (about 16 bytes), its maps and entries at about 64 bytes each. For the health
 * check and the cap's numbers in ADR 018, not for accounting.
 */
export function approximateBytes(index: SearchIndex): number {
  let bytes = index.postedAt.byteLength + index.orders.company.byteLength;
  bytes += index.orders.title.byteLength;
  for (const id of index.ids) bytes += 16 + id.length * 2 + 8;
  for (const map of [index.facets, index.words])
    for (const [key, postings] of map) bytes += 64 + key.length * 2 + bytesOf(postings);
  for (const list of [index.titleCompany, index.locations])
    for (const entry of list) bytes += 64 + entry.text.length * 2 + bytesOf(entry.jobs);
  return bytes;
}
