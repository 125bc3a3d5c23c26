import { takeEarlyResponse } from './early-requests';
import { sessionStore } from './session-store';

/** A non-ok answer from our API. `message` follows the spec: "{status}: {body or status text}". */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    /** The server's `{ message }`, when it sent one. */
    public readonly serverMessage: string | undefined,
    public readonly fields: Record<string, string> | undefined,
    /** The parsed JSON body, or undefined when the body was not JSON. */
    public readonly body: unknown,
    /** The envelope's machine-readable `code` (CHECKOUT_BUSY...), when it sent one. */
    public readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Return null on 401 instead of throwing (session probes). */
  on401?: 'throw' | 'null';
}

/**
 * For a query whose failure the spec names ("Failed to fetch jobs", part-2 §8): the same error
 * under those words, keeping its status, the server's message and its fields. `.catch(failWith(..))`.
 */
export const failWith =
  (message: string) =>
  (error: unknown): never => {
    throw error instanceof ApiError
      ? new ApiError(
          error.status,
          message,
          error.serverMessage,
          error.fields,
          error.body,
          error.code,
        )
      : new Error(message, { cause: error });
  };

/**
 * Same-origin JSON call with the session cookie, with the response headers (X-Total-Count on
 * paged lists). A 401 means the session is gone: drop the cached user.
 */
export async function apiRequestWithHeaders<T>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<{ data: T; headers: Headers }> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const early = method === 'GET' ? takeEarlyResponse(path) : undefined;
  const response = await (early ??
    fetch(path, {
      method,
      headers:
        options.body === undefined
          ? { accept: 'application/json' }
          : { 'content-type': 'application/json', accept: 'application/json' },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    }));
  if (response.status === 401) {
    sessionStore.clear();
    if (options.on401 === 'null') return { data: null as T, headers: response.headers };
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    // The envelope is read by its zod contract, which comes with the first error answer: a page
    // that never gets one downloads no zod (ADR 015).
    const { toApiError } = await import('./api-error');
    throw toApiError(response.status, response.statusText, text);
  }
  const data = response.status === 204 ? undefined : await response.json();
  return { data: data as T, headers: response.headers };
}

/** Same-origin JSON call with the session cookie: the body only. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  return (await apiRequestWithHeaders<T>(path, options)).data;
}

/**
 * What a person reads when a call failed: the server's own words (its `message`), else the
 * fallback. The one way errors reach the screen; `error.message` is never shown.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return fallback;
}
