import { describe, expect, it } from 'vitest';
import { createWorkableSource } from '@/server/features/jobs/ingest/sources/workable';
import {
  expectEverythingMapped,
  fixtureItems,
  fixtures,
  runSource,
  testConfig,
} from './recorded-boards';

const BASE = 'https://apply.workable.com';
const url = (account: string) => `${BASE}/api/v1/widget/accounts/${account}?details=true`;
const source = (account: string) =>
  createWorkableSource(testConfig({ workable: { baseUrl: BASE, boards: [account] } }));

describe.each(fixtures('workable'))('Workable recording $file', ({ payload }) => {
  it('maps every job of the widget feed, named after the account, with nothing skipped', async () => {
    const run = await runSource(source('recorded'), { [url('recorded')]: payload });
    expectEverythingMapped(run, fixtureItems(payload).length);
    expect(run.jobs).toHaveLength(fixtureItems(payload).length);
    const name = (payload as { name: string }).name;
    for (const job of run.jobs) {
      expect(job.company).toBe(name);
      expect(job.externalId).toMatch(/^workable:recorded:[A-Z0-9]+$/);
      expect(job.postedAt).not.toBeNull();
    }
  });
});
