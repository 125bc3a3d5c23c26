/**
 * The one place that talks HTTP to job boards: JSON GETs with a timeout, our User-Agent, and
 * retries with exponential backoff and full jitter on network errors, 429 and 5xx.
 */
export interface JsonFetcherOptions {
  /** Descriptive, with a contact: boards such as RemoteOK and USAJobs ask for one. */
  userAgent: string;
  timeoutMs: number;
  /** Extra attempts after the first. */
  retries: number;
  fetch?: typeof fetch;
  /** Injected by tests so retries do not really wait. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
  baseDelayMs?: number;
  /** Longest wait between attempts; a Retry-After beyond it ends the retries. */
  maxDelayMs?: number;
}

interface GetJsonInit {
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export type GetJson = (url: string, init?: GetJsonInit) => Promise<unknown>;

export class JobBoardHttpError extends Error {
  constructor(
    message: string,
    /** The request URL with credentials (app_key, api_key...) redacted. */
    readonly url: string,
    /** HTTP status, or null when no response arrived (network error, timeout). */
    readonly status: number | null,
    readonly attempts: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'JobBoardHttpError';
  }
}

const SECRET_PARAM = /key|token|secret|password|app_id/i;

/** Adzuna puts its key in the query string; errors and logs must not carry it. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    for (const key of [...parsed.searchParams.keys()]) {
      if (SECRET_PARAM.test(key)) parsed.searchParams.set(key, 'REDACTED');
    }
    return parsed.href;
  } catch {
    return url;
  }
}

/** Seconds or an HTTP date, as milliseconds from now; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

const isRetryableStatus = (status: number) => status === 429 || status >= 500;
/** A backoff wait that ends early, with the abort reason, when the caller gives up. */
const defaultSleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });

type Outcome =
  | { ok: true; value: unknown }
  | { ok: false; error: JobBoardHttpError; retryable: boolean; retryAfterMs: number | null };

export function createJsonFetcher(options: JsonFetcherOptions): GetJson {
  const doFetch = options.fetch ?? globalThis.fetch;
  const sleep = options.sleep ?? defaultSleep;
  const random = options.random ?? Math.random;
  const baseDelayMs = options.baseDelayMs ?? 500;
  const maxDelayMs = options.maxDelayMs ?? 30_000;
  const maxAttempts = Math.max(1, options.retries + 1);

  async function attempt(url: string, init: GetJsonInit, number: number): Promise<Outcome> {
    const safeUrl = redactUrl(url);
    const failure = (
      message: string,
      status: number | null,
      extra: { retryable: boolean; retryAfterMs?: number | null; cause?: unknown },
    ): Outcome => ({
      ok: false,
      error: new JobBoardHttpError(`GET ${safeUrl}: ${message}`, safeUrl, status, number, {
        cause: extra.cause,
      }),
      retryable: extra.retryable,
      retryAfterMs: extra.retryAfterMs ?? null,
    });
    const timeout = AbortSignal.timeout(options.timeoutMs);
    let response: Response;
    try {
      response = await doFetch(url, {
        headers: { Accept: 'application/json', 'User-Agent': options.userAgent, ...init.headers },
        signal: init.signal ? AbortSignal.any([init.signal, timeout]) : timeout,
      });
    } catch (error) {
      // The caller gave up (shutdown): no retry, and their abort reason, not ours.
      if (init.signal?.aborted) throw error;
      const message = timeout.aborted ? `timed out after ${options.timeoutMs} ms` : 'network error';
      return failure(message, null, { retryable: true, cause: error });
    }
    if (!response.ok) {
      await response.body?.cancel();
      return failure(`HTTP ${response.status}`, response.status, {
        retryable: isRetryableStatus(response.status),
        retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
      });
    }
    const body = await response.text();
    try {
      return { ok: true, value: JSON.parse(body) as unknown };
    } catch (error) {
      // Adzuna, for one, answers some outages with an HTML page.
      const type = response.headers.get('content-type') ?? 'no content type';
      return failure(`response is not JSON (${type})`, response.status, {
        retryable: false,
        cause: error,
      });
    }
  }

  return async function getJson(url, init = {}) {
    for (let number = 1; ; number++) {
      const outcome = await attempt(url, init, number);
      if (outcome.ok) return outcome.value;
      const { error, retryable, retryAfterMs } = outcome;
      // A Retry-After beyond our longest wait is honoured by not asking again this run.
      if (!retryable || number >= maxAttempts) throw error;
      if (retryAfterMs !== null && retryAfterMs > maxDelayMs) throw error;
      // Full jitter: a random wait up to the exponential ceiling.
      const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** (number - 1));
      await sleep(retryAfterMs ?? Math.round(random() * ceiling), init.signal);
    }
  };
}

/** An apply link's HTTP status, or null when it could not be reached (no answer proves nothing). */
export type CheckLink = (url: string, signal?: AbortSignal) => Promise<number | null>;

/**
 * Asks an apply link whether it still exists: one HEAD (a GET when the site refuses HEAD),
 * redirects followed, our User-Agent, no retries, the body never read.
 */
export function createLinkChecker(options: {
  userAgent: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}): CheckLink {
  const doFetch = options.fetch ?? globalThis.fetch;
  return async (url, signal) => {
    for (const method of ['HEAD', 'GET']) {
      const timeout = AbortSignal.timeout(options.timeoutMs);
      try {
        const response = await doFetch(url, {
          method,
          redirect: 'follow',
          headers: { 'User-Agent': options.userAgent },
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
        await response.body?.cancel();
        if (method === 'HEAD' && (response.status === 405 || response.status === 501)) continue;
        return response.status;
      } catch (error) {
        if (signal?.aborted) throw error;
        return null;
      }
    }
    return null;
  };
}
