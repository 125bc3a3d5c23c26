import { describe, expect, it } from 'vitest';
import { classifyRole } from '@/server/features/jobs/ingest/classify-role';
import { createSmartRecruitersSource } from '@/server/features/jobs/ingest/sources/smartrecruiters';
import { fixtures, runSource, testConfig } from './recorded-boards';

const BASE = 'https://api.smartrecruiters.com';
const list = (offset: number) =>
  `${BASE}/v1/companies/recorded/postings?offset=${offset}&limit=100`;
const source = () =>
  createSmartRecruitersSource(
    testConfig({ smartrecruiters: { baseUrl: BASE, boards: ['recorded'], pageSize: 100 } }),
  );

interface Page {
  offset: number;
  limit: number;
  totalFound: number;
  content: Array<{ name: string; function?: { label?: string } }>;
}

describe.each(fixtures('smartrecruiters'))('SmartRecruiters recording $file', ({ payload }) => {
  const page = payload as Page;

  it('asks for details only of the postings our classifier keeps, and stops at an empty page', async () => {
    const next = page.content.length;
    // The recorded page says more postings exist (totalFound); the next page answers none.
    const run = await runSource(source(), {
      [list(0)]: page,
      [list(next)]: { offset: next, limit: 100, totalFound: page.totalFound, content: [] },
    });
    const ours = page.content.filter((posting) =>
      classifyRole({ title: posting.name, categories: [posting.function?.label ?? ''] }),
    );
    expect(run.requests.map((request) => request.url)).toEqual([list(0), list(next)]);
    expect(ours).toHaveLength(0);
    expect(run).toMatchObject({ jobs: [], failedRequests: 0, skipped: 0 });
  });
});
