import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listJobs } from '@/server/features/jobs/feed.queries';
import { JOB_LOCATIONS, JobsQuerySchema, type JobsQuery } from '@/shared/contracts/jobs';
import { insertRealisticJobs, POSTING_WORDS, snapshotFacts } from '../helpers/realistic-jobs';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The search index and the feed's statement agree (ADR 018): 1,000 random searches and filters
 * over realistic postings, each answered by both, same jobs in the same order, same count. Drawn
 * from a seeded generator, so a failure names a case that fails again.
 */
let t: TestApp;
const JOBS = 800;

beforeAll(async () => {
  t = await createTestApp();
  await insertRealisticJobs(t.db, 1, JOBS);
  await t.db.execute(sql`analyze`);
  await t.app.feedSearch.rebuild();
}, 120_000);
afterAll(() => t.close());

/** mulberry32: small, seeded, good enough to draw cases. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
  return { next, pick, chance: (p: number) => next() < p };
}

const SEED = 31;
const facts = snapshotFacts();
const titleWords = [
  ...new Set(facts.flatMap((f) => f.title.toLowerCase().match(/[a-z]{3,}/g) ?? [])),
];
const companyWords = [
  ...new Set(facts.flatMap((f) => f.company.toLowerCase().match(/[a-z]{3,}/g) ?? [])),
];
const places = [
  'texas',
  'TX',
  'new york',
  'Denver',
  'CA',
  'chicago',
  'remote',
  'united states',
  'Ohio',
  'salt lake',
];
const ROLES = ['Sales', 'Customer Success', 'Learning & Development'];

function drawQuery(r: ReturnType<typeof random>): Record<string, string> {
  const q: Record<string, string> = {};
  if (r.chance(0.7)) {
    const word = () => r.pick([...POSTING_WORDS, ...titleWords, ...companyWords]);
    const words = r.chance(0.5) ? [word()] : [word(), word()];
    const operator = words.length === 2 ? r.pick(['', '', '', '', 'or', '-']) : '';
    if (operator === 'or') q.search = `${words[0]} or ${words[1]}`;
    else if (operator === '-') q.search = `${words[0]} -${words[1]}`;
    else q.search = words.join(' ');
  }
  if (r.chance(0.4)) q.roleTypes = ROLES.filter(() => r.chance(0.5)).join(',') || r.pick(ROLES);
  if (r.chance(0.25)) q.location = r.pick(['all', ...JOB_LOCATIONS]);
  if (r.chance(0.25)) q.place = r.pick(places);
  if (r.chance(0.2)) q.experience = 'entry';
  if (r.chance(0.2)) q.education = 'true';
  if (r.chance(0.3)) q.includeOlder = 'true';
  q.sort = r.pick(['recent', 'company', 'title']);
  q.limit = '20';
  q.offset = String(20 * Math.floor(r.next() * 5));
  return q;
}

describe('the search index against the statement', () => {
  it('agrees on 1,000 random searches and filters over realistic postings', async () => {
    const r = random(SEED);
    let byIndex = 0;
    for (let n = 0; n < 1_000; n++) {
      const raw = drawQuery(r);
      const query: JobsQuery = JobsQuerySchema.parse(raw);
      const got = await t.app.feedSearch.page(query);
      const want = await listJobs(t.db, query);
      const label = `case ${n}: ${new URLSearchParams(raw).toString()}`;
      if (got.answeredBy === 'index') byIndex++;
      expect(
        got.rows.map((row) => row.id),
        label,
      ).toEqual(want.rows.map((row) => row.id));
      expect({ total: got.total, capped: got.totalIsCapped }, label).toEqual({
        total: want.total,
        capped: want.totalIsCapped,
      });
    }
    // Only phrases go to the statement; the cases are words, so nearly all are the index's.
    expect(byIndex).toBeGreaterThan(950);
  }, 300_000);
});
