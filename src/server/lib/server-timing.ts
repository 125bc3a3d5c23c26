import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Where a request's time went, for the `Server-Timing` header of API answers (read in the
 * browser's network panel): the database, the job search index, document rendering. Each request
 * runs in its own store (the app's onRequest hook); the database client, the index and the
 * renderers add to it. Time is wall-clock busy time per part: queries that overlap (Promise.all)
 * count once, from the first one's start to the last one's end.
 */
export type TimingPart = 'db' | 'index' | 'render';

const DESCRIPTIONS: Record<TimingPart, string> = {
  db: 'Database',
  index: 'Job search index',
  render: 'Document rendering',
};

interface Part {
  ms: number;
  count: number;
  /** Operations of this part running now, and since when the part has been busy. */
  active: number;
  since: number;
}

export interface RequestTimings {
  started: number;
  parts: Map<TimingPart, Part>;
}

const storage = new AsyncLocalStorage<RequestTimings>();

/** Runs `next` (the rest of the request) with a fresh store, which it is handed. */
export function runWithTimings(next: (timings: RequestTimings) => void): void {
  const timings: RequestTimings = { started: performance.now(), parts: new Map() };
  storage.run(timings, () => next(timings));
}

function begin(name: TimingPart): (() => void) | null {
  const timings = storage.getStore();
  if (!timings) return null;
  let part = timings.parts.get(name);
  if (!part) {
    part = { ms: 0, count: 0, active: 0, since: 0 };
    timings.parts.set(name, part);
  }
  const current = part;
  if (current.active++ === 0) current.since = performance.now();
  current.count += 1;
  return () => {
    if (--current.active === 0) current.ms += performance.now() - current.since;
  };
}

/** Times an asynchronous operation as part of the current request (no request: just runs it). */
export async function timed<T>(name: TimingPart, operation: () => Promise<T>): Promise<T> {
  const end = begin(name);
  try {
    return await operation();
  } finally {
    end?.();
  }
}

export function timedSync<T>(name: TimingPart, operation: () => T): T {
  const end = begin(name);
  try {
    return operation();
  } finally {
    end?.();
  }
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/** `db;dur=3.1;desc="Database (4)", total;dur=5.2`: milliseconds, with how many operations. */
export function serverTimingHeader(timings: RequestTimings): string {
  const entries = [...timings.parts].map(
    ([name, part]) => `${name};dur=${round(part.ms)};desc="${DESCRIPTIONS[name]} (${part.count})"`,
  );
  entries.push(`total;dur=${round(performance.now() - timings.started)}`);
  return entries.join(', ');
}
