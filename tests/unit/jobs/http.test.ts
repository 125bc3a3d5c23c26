import { describe, expect, it } from 'vitest';
import {
  createJsonFetcher,
  JobBoardHttpError,
  parseRetryAfter,
  redactUrl,
  type JsonFetcherOptions,
} from '@/server/features/jobs/ingest/http';

const URL_ = 'https://boards-api.greenhouse.io/v1/boards/acme/jobs?content=true';

type Reply = Response | Error | 'hang';

/** A fetch that plays back replies in order and records what it was asked. */
function scriptedFetch(replies: Reply[]) {
  const calls: Array<{ url: string; headers: Headers }> = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(input), headers: new Headers(init?.headers) });
    const reply = replies.shift();
    if (!reply) throw new Error('no more scripted replies');
    if (reply === 'hang') {
      return new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    }
    if (reply instanceof Error) throw reply;
    return reply;
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

function fetcher(replies: Reply[], options: Partial<JsonFetcherOptions> = {}) {
  const scripted = scriptedFetch(replies);
  const sleeps: number[] = [];
  const getJson = createJsonFetcher({
    userAgent: 'ClassroomToCareer/1.0 (+https://classroomtocareer.app; jobs@classroomtocareer.app)',
    timeoutMs: 1000,
    retries: 2,
    fetch: scripted.fetch,
    sleep: async (ms) => void sleeps.push(ms),
    random: () => 0.5,
    ...options,
  });
  return { getJson, calls: scripted.calls, sleeps };
}

async function failure(promise: Promise<unknown>): Promise<JobBoardHttpError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof JobBoardHttpError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('createJsonFetcher', () => {
  it('returns parsed JSON and sends a descriptive User-Agent and Accept header', async () => {
    const { getJson, calls } = fetcher([json({ jobs: [] })]);
    await expect(getJson(URL_)).resolves.toEqual({ jobs: [] });
    expect(calls[0]!.headers.get('user-agent')).toMatch(/^ClassroomToCareer\/1\.0 \(\+https:/);
    expect(calls[0]!.headers.get('accept')).toBe('application/json');
  });

  it('lets a request override headers (USAJOBS wants the contact email as User-Agent)', async () => {
    const { getJson, calls } = fetcher([json({})]);
    await getJson(URL_, { headers: { 'User-Agent': 'ops@example.org', 'Authorization-Key': 'k' } });
    expect(calls[0]!.headers.get('user-agent')).toBe('ops@example.org');
    expect(calls[0]!.headers.get('authorization-key')).toBe('k');
  });

  it('retries a 503 and then succeeds, waiting with full jitter', async () => {
    const { getJson, calls, sleeps } = fetcher([
      new Response('busy', { status: 503 }),
      new Response('busy', { status: 502 }),
      json({ ok: true }),
    ]);
    await expect(getJson(URL_)).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(3);
    // random() = 0.5 of a ceiling that doubles: 500 ms, then 1000 ms.
    expect(sleeps).toEqual([250, 500]);
  });

  it('retries network errors and 429s, and gives up after the configured retries', async () => {
    const { getJson, calls } = fetcher([
      new TypeError('fetch failed'),
      new Response('slow down', { status: 429 }),
      new Response('down', { status: 500 }),
    ]);
    const error = await failure(getJson(URL_));
    expect(calls).toHaveLength(3);
    expect(error).toMatchObject({ status: 500, attempts: 3, url: URL_ });
    expect(error.message).toBe(`GET ${URL_}: HTTP 500`);
  });

  it('does not retry a 404', async () => {
    const { getJson, calls, sleeps } = fetcher([new Response('no such board', { status: 404 })]);
    const error = await failure(getJson(URL_));
    expect(error).toMatchObject({ status: 404, attempts: 1 });
    expect(calls).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('honours Retry-After when it is within the longest wait', async () => {
    const { getJson, sleeps } = fetcher([
      new Response('', { status: 429, headers: { 'retry-after': '3' } }),
      json({ ok: true }),
    ]);
    await getJson(URL_);
    expect(sleeps).toEqual([3000]);
  });

  it('stops instead of retrying early when Retry-After is beyond the cap', async () => {
    const { getJson, calls, sleeps } = fetcher(
      [new Response('', { status: 429, headers: { 'retry-after': '3600' } }), json({})],
      { maxDelayMs: 30_000 },
    );
    const error = await failure(getJson(URL_));
    expect(error.status).toBe(429);
    expect(calls).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('treats a non-JSON body as an error (Adzuna sometimes answers with an HTML page)', async () => {
    const html = new Response('<html><body>Service Unavailable</body></html>', {
      status: 200,
      headers: { 'content-type': 'text/html' },
    });
    const { getJson } = fetcher([html], { retries: 0 });
    const error = await failure(getJson(URL_));
    expect(error.message).toBe(`GET ${URL_}: response is not JSON (text/html)`);
  });

  it("retries Adzuna's HTML 503 like any 503", async () => {
    const { getJson, calls } = fetcher([
      new Response('<html>503</html>', { status: 503, headers: { 'content-type': 'text/html' } }),
      json({ results: [] }),
    ]);
    await expect(getJson(URL_)).resolves.toEqual({ results: [] });
    expect(calls).toHaveLength(2);
  });

  it('times out a hanging request, retries it, then reports the timeout', async () => {
    const { getJson, calls } = fetcher(['hang', 'hang'], { timeoutMs: 20, retries: 1 });
    const error = await failure(getJson(URL_));
    expect(calls).toHaveLength(2);
    expect(error).toMatchObject({ status: null, attempts: 2 });
    expect(error.message).toBe(`GET ${URL_}: timed out after 20 ms`);
  });

  it('stops at once when the caller aborts', async () => {
    const controller = new AbortController();
    const { getJson, calls } = fetcher(['hang', json({})]);
    const pending = getJson(URL_, { signal: controller.signal });
    controller.abort(new Error('shutting down'));
    await expect(pending).rejects.toThrow('shutting down');
    expect(calls).toHaveLength(1);
  });

  it('keeps API keys out of error messages', async () => {
    const adzuna =
      'https://api.adzuna.com/v1/api/jobs/us/search/1?app_id=abc&app_key=secret&what_phrase=csm';
    const { getJson } = fetcher([new Response('', { status: 401 })]);
    const error = await failure(getJson(adzuna));
    expect(error.message).not.toContain('secret');
    expect(error.url).toBe(
      'https://api.adzuna.com/v1/api/jobs/us/search/1?app_id=REDACTED&app_key=REDACTED&what_phrase=csm',
    );
  });
});

describe('parseRetryAfter and redactUrl', () => {
  it('reads seconds and HTTP dates', () => {
    const now = Date.parse('2026-08-01T12:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('Sat, 01 Aug 2026 12:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });

  it('redacts key-like parameters only', () => {
    expect(redactUrl('https://x.test/a?api_key=1&page=2')).toBe(
      'https://x.test/a?api_key=REDACTED&page=2',
    );
  });
});

describe('createJsonFetcher and the abort signal', () => {
  it('ends a backoff wait as soon as the caller aborts, with their reason', async () => {
    const controller = new AbortController();
    const { getJson, calls } = fetcher(
      [json({ error: 'busy' }, 503, { 'retry-after': '20' }), json({ jobs: [] })],
      { sleep: undefined },
    );
    const started = Date.now();
    const request = getJson(URL_, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('the job feed is stopping')), 20);
    await expect(request).rejects.toThrow('the job feed is stopping');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(calls).toHaveLength(1);
  });
});
