import { QueryClient, QueryClientProvider, queryOptions, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { primedPart, primeQueries } from '@/client/lib/prime-queries';
import { staleTimeForVisit } from '@/client/lib/query-client';

afterEach(cleanup);

const newClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: staleTimeForVisit } },
  });

/** A query whose own read counts how often it was asked. */
function counted(key: string, value: string) {
  const asked = { count: 0 };
  const options = queryOptions({
    queryKey: ['test', key],
    queryFn: async () => {
      asked.count += 1;
      return `${value} #${asked.count}`;
    },
  });
  return { asked, options };
}

function Reader({
  options,
  label,
}: {
  options: ReturnType<typeof counted>['options'];
  label: string;
}) {
  const { data } = useQuery(options);
  return <p>{`${label}: ${data ?? 'loading'}`}</p>;
}

/** The reader mounts at once; a second one mounts later, as a card opened on the same page. */
function Page({ options }: { options: ReturnType<typeof counted>['options'] }) {
  const [more, setMore] = useState(false);
  return (
    <>
      <Reader options={options} label="first" />
      <button onClick={() => setMore(true)}>more</button>
      {more ? <Reader options={options} label="second" /> : null}
    </>
  );
}

describe('one read per visit to a page (query-client.ts)', () => {
  it('lets a card mounted later on the same page read the cache, and reads again on the next page', async () => {
    window.history.pushState({}, '', '/visit-one');
    const client = newClient();
    const { asked, options } = counted('bank', 'bank');
    const page = (
      <QueryClientProvider client={client}>
        <Page options={options} />
      </QueryClientProvider>
    );
    const { unmount } = render(page);
    expect(await screen.findByText('first: bank #1')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'more' }).click());
    expect(await screen.findByText('second: bank #1')).toBeTruthy();
    expect(asked.count).toBe(1);
    unmount();

    // She goes to another page and comes back: a new visit reads the server again.
    window.history.pushState({}, '', '/visit-two');
    render(page);
    expect(await screen.findByText('first: bank #2')).toBeTruthy();
    expect(asked.count).toBe(2);
  });

  it('still reads again on the same page when a write invalidates the data', async () => {
    window.history.pushState({}, '', '/visit-three');
    const client = newClient();
    const { asked, options } = counted('plan', 'plan');
    render(
      <QueryClientProvider client={client}>
        <Reader options={options} label="plan" />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('plan: plan #1')).toBeTruthy();
    await act(() => client.invalidateQueries({ queryKey: ['test', 'plan'] }));
    expect(await screen.findByText('plan: plan #2')).toBeTruthy();
    expect(asked.count).toBe(2);
  });
});

describe('primeQueries: one combined answer fills several queries', () => {
  const setUp = () => {
    window.history.pushState({}, '', `/prime-${Math.random()}`);
    const client = newClient();
    const a = counted('a', 'own a');
    const b = counted('b', 'own b');
    const parts = [
      primedPart(a.options, (all: { a: string; b: string }) => all.a),
      primedPart(b.options, (all: { a: string; b: string }) => all.b),
    ];
    const view = (
      <QueryClientProvider client={client}>
        <Reader options={a.options} label="a" />
        <Reader options={b.options} label="b" />
      </QueryClientProvider>
    );
    return { client, a, b, parts, view };
  };

  it('answers every card from the one request: none asks its own endpoint', async () => {
    const { client, a, b, parts, view } = setUp();
    let combined = 0;
    primeQueries(client, async () => ({ a: `combined a ${++combined}`, b: 'combined b' }), parts);
    render(view);
    expect(await screen.findByText('a: combined a 1')).toBeTruthy();
    expect(await screen.findByText('b: combined b')).toBeTruthy();
    expect([a.asked.count, b.asked.count, combined]).toEqual([0, 0, 1]);

    // Primed again on the same visit (the loader runs on a search change): nothing is asked.
    primeQueries(client, async () => ({ a: `combined a ${++combined}`, b: 'x' }), parts);
    expect(combined).toBe(1);
  });

  it('asks for the combined answer again on a later visit, though the cache still holds the last one', async () => {
    const { client, a, b, parts, view } = setUp();
    let combined = 0;
    const readAll = async () => ({ a: `combined a ${++combined}`, b: `combined b ${combined}` });
    primeQueries(client, readAll, parts);
    const { unmount } = render(view);
    expect(await screen.findByText('a: combined a 1')).toBeTruthy();
    unmount();

    // She went elsewhere and comes back: no card is mounted, and the cached parts are old.
    window.history.pushState({}, '', `/elsewhere-${Math.random()}`);
    window.history.pushState({}, '', `/prime-again-${Math.random()}`);
    primeQueries(client, readAll, parts);
    render(view);
    expect(await screen.findByText('b: combined b 2')).toBeTruthy();
    expect([a.asked.count, b.asked.count, combined]).toEqual([0, 0, 2]);
  });

  it("falls back to each card's own read when the combined request fails", async () => {
    const { client, a, b, parts, view } = setUp();
    primeQueries(client, () => Promise.reject(new Error('503')), parts);
    render(view);
    expect(await screen.findByText('a: own a #1')).toBeTruthy();
    expect(await screen.findByText('b: own b #1')).toBeTruthy();
    expect([a.asked.count, b.asked.count]).toEqual([1, 1]);
  });
});
