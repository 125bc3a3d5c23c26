import { describe, expect, it } from 'vitest';
import { JobsQuerySchema, type Job } from '@/shared/contracts/jobs';
import {
  FEED_PAGE_SIZE,
  feedJobs,
  feedSearchParams,
  formatFeedTotal,
  nextFeedOffset,
  type FeedFilters,
  type FeedPage,
} from '@/client/features/jobs/lib/feed-pages';

const filters: FeedFilters = {
  roleTypes: ['Sales', 'Customer Success'],
  search: ' account executive ',
  location: 'remote',
  sort: 'recent',
};

const job = (n: number) => ({ id: `fixture:${n}`, title: `Job ${n}` }) as Job;

/**
 * The server's paging over `total` jobs, answering one request's query string; like listJobs it
 * stops counting at `cap` matches beyond the page and says so.
 */
function serve(total: number, query: URLSearchParams, cap = Infinity): FeedPage {
  const parsed = JobsQuerySchema.safeParse(Object.fromEntries(query));
  if (!parsed.success) throw new Error(`400: ${parsed.error.issues[0]?.message}`);
  const { offset, limit } = parsed.data;
  const end = Math.min(total, offset + limit);
  const countUpTo = Math.max(cap, offset + limit);
  return {
    jobs: Array.from({ length: Math.max(0, end - offset) }, (_, i) => job(offset + i)),
    total: Math.min(total, countUpTo),
    totalIsCapped: total > countUpTo,
  };
}

/** What 'Show more' does: fetch the next page until there is none. */
function pageThrough(
  total: number,
  cap = Infinity,
): { pages: FeedPage[]; queries: URLSearchParams[] } {
  const pages: FeedPage[] = [];
  const queries: URLSearchParams[] = [];
  let offset: number | undefined = 0;
  while (offset !== undefined) {
    const query = feedSearchParams(filters, offset);
    queries.push(query);
    pages.push(serve(total, query, cap));
    offset = nextFeedOffset(pages.at(-1)!, pages);
  }
  return { pages, queries };
}

describe('job feed paging', () => {
  it('pages through 250 jobs with requests the server accepts, each at most one page long', () => {
    const { pages, queries } = pageThrough(250);
    expect(queries.map((q) => Number(q.get('offset')))).toEqual([
      0, 30, 60, 90, 120, 150, 180, 210, 240,
    ]);
    for (const query of queries) expect(Number(query.get('limit'))).toBe(FEED_PAGE_SIZE);
    const jobs = feedJobs(pages);
    expect(jobs).toHaveLength(250);
    expect(jobs.at(-1)?.id).toBe('fixture:249');
  });

  it('keeps paging past a count the server capped, and says "1,000+" until it knows', () => {
    const { pages } = pageThrough(1_100, 1_000);
    expect(feedJobs(pages)).toHaveLength(1_100);
    expect(formatFeedTotal(pages[0])).toBe('1,000+');
    expect(formatFeedTotal(pages.at(-1))).toBe('1,100');
  });

  it('sends the filters with every page', () => {
    const query = feedSearchParams(filters, 60);
    expect(Object.fromEntries(query)).toEqual({
      roleTypes: 'Sales,Customer Success',
      sort: 'recent',
      limit: String(FEED_PAGE_SIZE),
      offset: '60',
      search: 'account executive',
      location: 'remote',
    });
    expect(feedSearchParams({ ...filters, search: ' ', location: 'all' }, 0).has('location')).toBe(
      false,
    );
  });

  it('stops after one page when everything fits, and when a page comes back empty', () => {
    expect(pageThrough(12).queries).toHaveLength(1);
    expect(pageThrough(0).queries).toHaveLength(1);
    const empty: FeedPage = { jobs: [], total: 90 };
    expect(nextFeedOffset(empty, [{ jobs: [job(0)], total: 90 }, empty])).toBeUndefined();
  });

  it('shows a job that moved to the next page while paging only once', () => {
    const first: FeedPage = { jobs: [job(1), job(2)], total: 4 };
    const second: FeedPage = { jobs: [job(2), job(3)], total: 4 };
    expect(feedJobs([first, second]).map((j) => j.id)).toEqual([
      'fixture:1',
      'fixture:2',
      'fixture:3',
    ]);
  });
});

describe('feedSearchParams for career changers', () => {
  it('sends the entry-level, education, place and older filters only when set, as the server reads them', () => {
    const plain = feedSearchParams(filters, 0);
    for (const key of ['experience', 'education', 'place', 'includeOlder']) {
      expect(plain.has(key)).toBe(false);
    }
    const narrowed = feedSearchParams(
      { ...filters, entryOnly: true, educationOnly: true, place: ' Austin ', includeOlder: true },
      0,
    );
    const parsed = JobsQuerySchema.parse(Object.fromEntries(narrowed));
    expect(parsed).toMatchObject({
      experience: 'entry',
      education: true,
      place: 'Austin',
      includeOlder: true,
    });
  });
});
