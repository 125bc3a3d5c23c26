import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Job } from '@/shared/contracts/jobs';
import { JobCard } from '@/client/features/jobs/components/job-card';

/**
 * A feed page carries the beginning of each posting; the card asks for the rest when she opens it.
 * The server's answer is the only thing faked (the network edge).
 */
const WHOLE = `${'Turn usage data into next steps teachers can act on. '.repeat(14)}We welcome former teachers.`;
const job: Job = {
  id: 'greenhouse:brightpath:1',
  title: 'Customer Success Manager',
  company: 'Brightpath Learning',
  description: `${WHOLE.slice(0, 590).trimEnd()}…`,
  descriptionComplete: false,
  requirements: [],
  roleType: 'customer-success',
  location: 'Remote',
  isRemote: true,
  salaryRange: null,
  salary: null,
  postedAt: new Date().toISOString(),
  applyUrl: 'https://boards.greenhouse.io/brightpath/jobs/1',
  source: { name: 'Greenhouse', url: 'https://boards.greenhouse.io/brightpath/jobs/1' },
  sources: [{ name: 'Greenhouse', url: 'https://boards.greenhouse.io/brightpath/jobs/1' }],
  confirmed: null,
  savedSample: false,
  minYears: null,
  entryLevel: true,
  servesEducation: true,
};

function renderCard(answer: () => Response) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetch);
  const element = (
    <JobCard
      job={job}
      bookmarked={false}
      onToggleBookmark={() => {}}
      tracked={false}
      onTrack={() => {}}
    />
  );
  const router = createMemoryRouter([{ path: '/jobs', element }], { initialEntries: ['/jobs'] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return fetch;
}

beforeEach(() => cleanup());
afterEach(() => vi.unstubAllGlobals());

describe('a job card whose page carried only the beginning of the posting', () => {
  it('asks for nothing until she opens it, then shows the whole text', async () => {
    const fetch = renderCard(
      () =>
        new Response(JSON.stringify({ description: WHOLE }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    expect(screen.queryByText(/We welcome former teachers/)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText(/We welcome former teachers\.$/)).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]![0])).toContain(
      `/api/jobs/${encodeURIComponent(job.id)}/description`,
    );
    expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('keeps the beginning and says so when the rest cannot be loaded', async () => {
    renderCard(
      () =>
        new Response(JSON.stringify({ message: 'That job posting was not found.' }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText(/could not be loaded/)).toBeTruthy();
    expect(screen.getByText(/^Turn usage data/)).toBeTruthy();
  });
});
