import type {
  QueryClient,
  QueryFunction,
  QueryKey,
  QueryObserverOptions,
} from '@tanstack/react-query';

/** One query a combined answer fills: its own options (key and read), and its part of the answer. */
export interface PrimedPart<T> {
  isFresh(client: QueryClient): boolean;
  fill(client: QueryClient, answer: Promise<T>): void;
}

/** A query the combined answer `T` fills with `pick(answer)`. */
export function primedPart<T, D, K extends QueryKey>(
  options: { queryKey: K; queryFn?: QueryFunction<D, K> | unknown },
  pick: (answer: T) => D,
): PrimedPart<T> {
  const ownRead = options.queryFn as QueryFunction<D, K>;
  return {
    isFresh: (client) => {
      const query = client.getQueryCache().find({ queryKey: options.queryKey, exact: true });
      if (!query) return false;
      // By the stale time the query itself would use (Query.isStale() alone ignores it while no
      // card is mounted, so data from an earlier visit would pass for fresh).
      const { staleTime } = client.defaultQueryOptions(options as QueryObserverOptions);
      return !query.isStaleByTime(typeof staleTime === 'function' ? staleTime(query) : staleTime);
    },
    fill: (client, answer) => {
      client
        .query({
          queryKey: options.queryKey,
          // The combined answer, or, if it failed, the query's own read.
          queryFn: (context) => answer.then(pick, () => ownRead(context)),
        })
        // A part that fails is the card's error to show, as before; nobody awaits this one.
        .catch(() => undefined);
    },
  };
}

/**
 * Files one combined answer (her dashboard's six reads, issue 33) under the queries that would
 * each have asked for their own: every query is fetching at once, so a card that mounts now waits
 * for the one answer instead of asking, and gets its part when it comes. A query that is already
 * fresh on this page is left alone, and nothing is asked when all are.
 */
export function primeQueries<T>(
  client: QueryClient,
  readAll: () => Promise<T>,
  parts: PrimedPart<T>[],
): void {
  const due = parts.filter((part) => !part.isFresh(client));
  if (due.length === 0) return;
  const answer = readAll();
  // Each part handles a failure by asking its own endpoint; this keeps the rejection handled.
  answer.catch(() => undefined);
  for (const part of due) part.fill(client, answer);
}
