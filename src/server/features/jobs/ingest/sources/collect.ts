/**
 * What every connector does around its own mapping: request, check the envelope, map each item
 * on its own, and count. A dead board, a wrong shape or a bad item is logged and counted, never
 * thrown, so one failure costs only itself.
 */
import type { z } from 'zod';
import { redactUrl } from '../http';
import { httpUrl } from '../canonical-url';
import type { FetchContext, NormalizedJob, SourceResult } from '../job-source';

export const HOUR_MS = 60 * 60 * 1000;

/** A value a posting cannot do without (title, company, link) is missing or unusable. */
export class MappingError extends Error {
  override name = 'MappingError';
}

export function requireText(value: string | null | undefined, field: string): string {
  const text = value?.trim();
  if (!text) throw new MappingError(`${field} is empty`);
  return text;
}

export function requireUrl(value: string | null | undefined, field: string): string {
  const url = httpUrl(value);
  if (!url) throw new MappingError(`${field} is not an http(s) URL: ${String(value)}`);
  return url;
}

/** "https://api.lever.co/" + "/v0/postings/x" without a doubled slash. */
export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}

/**
 * A company board's base URL. Boards on their own subdomain (Recruitee, Breezy, Pinpoint) are
 * configured as a template, "https://{board}.recruitee.com"; a base without the placeholder (a
 * test server) takes the token as its first path segment instead.
 */
export function boardBaseUrl(baseUrl: string, board: string): string {
  const token = encodeURIComponent(board);
  return baseUrl.includes('{board}')
    ? baseUrl.replace('{board}', token).replace(/\/+$/, '')
    : joinUrl(baseUrl, `/${token}`);
}

export interface SourceRun {
  /** The parsed envelope, or null when the request failed or the shape was wrong (counted). */
  request<S extends z.ZodType>(
    url: string,
    schema: S,
    headers?: Record<string, string>,
  ): Promise<z.output<S> | null>;
  /**
   * Validates and maps each raw item on its own. `map` returns null for an item left out on
   * purpose (an unlisted posting); a failed validation or a throw counts as skipped.
   */
  addItems<S extends z.ZodType>(
    items: readonly unknown[],
    schema: S,
    map: (item: z.output<S>) => NormalizedJob | null,
  ): void;
  /** The board was read only in part (a page cap): the run's answer proves nothing gone. */
  readInPart(): void;
  result(): SourceResult;
}

const describeIssues = (error: z.ZodError) =>
  error.issues.slice(0, 3).map((issue) => `${issue.path.join('.') || '(item)'}: ${issue.message}`);

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Whatever identifies the raw item in the board's own terms, for the log line. */
function nativeId(item: unknown): unknown {
  if (typeof item !== 'object' || item === null) return undefined;
  const record = item as Record<string, unknown>;
  return record.id ?? record.guid ?? record.MatchedObjectId;
}

export function startRun(context: FetchContext, source: string): SourceRun {
  const jobs = new Map<string, NormalizedJob>();
  let fetched = 0;
  let skipped = 0;
  let failedRequests = 0;
  let partial = false;

  return {
    async request(url, schema, headers) {
      context.signal?.throwIfAborted();
      let payload: unknown;
      try {
        payload = await context.getJson(url, { headers, signal: context.signal });
      } catch (error) {
        if (context.signal?.aborted) throw error;
        failedRequests++;
        // Counted; the run logs one line per board with the first reason (run-ingest.ts).
        context.log.debug(
          { source, url: redactUrl(url), reason: errorMessage(error) },
          'job board request failed',
        );
        return null;
      }
      const parsed = schema.safeParse(payload);
      if (!parsed.success) {
        failedRequests++;
        context.log.error(
          { source, url: redactUrl(url), issues: describeIssues(parsed.error) },
          'job board payload has an unexpected shape',
        );
        return null;
      }
      return parsed.data;
    },

    addItems(items, schema, map) {
      for (const [index, item] of items.entries()) {
        fetched++;
        const parsed = schema.safeParse(item);
        try {
          if (!parsed.success) throw new MappingError(describeIssues(parsed.error).join('; '));
          const job = map(parsed.data);
          // Two queries or categories often return the same posting; the first copy is kept.
          if (job && !jobs.has(job.externalId)) jobs.set(job.externalId, job);
        } catch (error) {
          skipped++;
          context.log.warn(
            { source, index, id: nativeId(item), reason: errorMessage(error) },
            'job board item skipped',
          );
        }
      }
    },

    readInPart() {
      partial = true;
    },

    result: () => ({
      jobs: [...jobs.values()],
      fetched,
      skipped,
      failedRequests,
      ...(partial ? { partial } : {}),
    }),
  };
}

/** Runs `task` over `items`, at most `limit` at a time (company boards are many small calls). */
export async function forEachLimited<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Company boards asked at once: many small calls, kind to the ATS and to our event loop. */
const BOARD_CONCURRENCY = 4;

export interface BoardsSpec<E extends z.ZodType, I extends z.ZodType> {
  source: string;
  boards: readonly string[];
  /** The request URL for one board token. */
  url(board: string): string;
  envelope: E;
  /** The raw items in a board's envelope. */
  items(payload: z.output<E>, board: string): readonly unknown[];
  item: I;
  map(item: z.output<I>, board: string): NormalizedJob | null;
}

/** An ATS source (Greenhouse, Lever, Ashby): one request per company board, a few at a time. */
export async function collectBoards<E extends z.ZodType, I extends z.ZodType>(
  context: FetchContext,
  spec: BoardsSpec<E, I>,
): Promise<SourceResult> {
  const run = startRun(context, spec.source);
  await forEachLimited(spec.boards, BOARD_CONCURRENCY, async (board) => {
    const payload = await run.request(spec.url(board), spec.envelope);
    if (payload)
      run.addItems(spec.items(payload, board), spec.item, (item) => spec.map(item, board));
  });
  return run.result();
}
