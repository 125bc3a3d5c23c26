import { ApiErrorSchema } from '@/shared/contracts/errors';
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

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let serverMessage: string | undefined;
  let fields: Record<string, string> | undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
    const parsed = ApiErrorSchema.safeParse(body);
    if (parsed.success) ({ message: serverMessage, fields } = parsed.data);
  } catch {
    // Not JSON: the raw text stands in the message below.
  }
  const message = `${response.status}: ${text || response.statusText}`;
  return new ApiError(response.status, message, serverMessage, fields, body);
}

/**
 * Same-origin JSON call with the session cookie, with the response headers (X-Total-Count on
 * paged lists). A 401 means the session is gone: drop the cached user.
 */
export async function apiRequestWithHeaders<T>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<{ data: T; headers: Headers }> {
  const response = await fetch(path, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers:
      options.body === undefined
        ? { accept: 'application/json' }
        : { 'content-type': 'application/json', accept: 'application/json' },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: 'same-origin',
    signal: options.signal,
  });
  if (response.status === 401) {
    sessionStore.clear();
    if (options.on401 === 'null') return { data: null as T, headers: response.headers };
  }
  if (!response.ok) throw await toApiError(response);
  const data = response.status === 204 ? undefined : await response.json();
  return { data: data as T, headers: response.headers };
}

/** Same-origin JSON call with the session cookie: the body only. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  return (await apiRequestWithHeaders<T>(path, options)).data;
}

/** Best message for a person: the server's own words, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return fallback;
}
