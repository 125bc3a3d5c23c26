/**
 * GET requests a page is known to make, started while its code is still on the way (main.tsx):
 * for a signed-in page on a phone that is the data a round trip or two sooner, and the verify-email
 * banner in the same frame as the page instead of pushing it down later (issue 33).
 * The first `apiRequest` for the same path takes the response instead of asking again.
 */
const started = new Map<string, { at: number; response: Promise<Response> }>();

/** A response this old is not taken: the page asked for it long after it loaded. */
const EARLY_RESPONSE_MAX_AGE_MS = 10_000;

export function requestEarly(path: string): void {
  if (started.has(path)) return;
  const response = fetch(path, {
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
  });
  // Nobody may ever take it (she navigated away first): its failure is nobody's to report.
  response.catch(() => undefined);
  started.set(path, { at: Date.now(), response });
}

/** The early response for `path`, once, if it was started and is recent. */
export function takeEarlyResponse(path: string): Promise<Response> | undefined {
  const early = started.get(path);
  if (!early) return undefined;
  started.delete(path);
  return Date.now() - early.at <= EARLY_RESPONSE_MAX_AGE_MS ? early.response : undefined;
}
