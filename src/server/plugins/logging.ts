import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import type { AppConfig } from '../config/env';

/**
 * What the logs may hold (ADR 013): no password or password hash, no one-time token, no full
 * email address. Three layers: the request serializer blanks secrets out of URLs, the error
 * serializer keeps only an error's known-safe fields (a failed query's parameters, which held
 * a new account's password hash, are dropped), and redaction censors well-known keys wherever a
 * log call puts them.
 */

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const ARGON_HASH = /\$argon2(?:id|i|d)\$[^\s'",)]*/g;
const SECRET_PARAM = /token|code|key|secret|password|signature|sig|email/i;

export function maskEmail(address: string): string {
  const [local = '', domain = ''] = address.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

/** Emails masked and password hashes removed from any text bound for a log. */
export function scrubText(text: string): string {
  return text.replace(ARGON_HASH, '[password hash]').replace(EMAIL, maskEmail);
}

/** A URL as logs may show it: secret-looking query values blanked, emails masked. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return scrubText(url);
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return pair;
      let name = pair.slice(0, eq);
      try {
        name = decodeURIComponent(name);
      } catch {
        // an undecodable name is judged as written
      }
      return SECRET_PARAM.test(name) ? `${pair.slice(0, eq)}=[redacted]` : pair;
    })
    .join('&');
  return scrubText(`${url.slice(0, at)}?${query}`);
}

/** Database error fields that name where it failed, not what was in the row. */
const SAFE_ERROR_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'routine',
] as const;

/**
 * An error as logs may show it. drizzle's DrizzleQueryError puts the query's parameters in its
 * message ("params: a@b.c,$argon2id$..."): the message is rebuilt from the query alone. A
 * PostgreSQL `detail` ("Key (lower(email))=(a@b.c) already exists.") keeps its shape without
 * the values.
 */
interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: scrubText(String(error)), stack: '' };
  }
  const fields = error as Error & Record<string, unknown>;
  let message = error.message;
  let stack = error.stack ?? '';
  if (typeof fields.query === 'string' && 'params' in fields) {
    const count = Array.isArray(fields.params) ? fields.params.length : 0;
    const safe = message.startsWith('Failed query:')
      ? `Failed query: ${fields.query}\nparams: [${count} hidden]`
      : message;
    stack = stack.replace(message, safe);
    message = safe;
  }
  const out: SerializedError = {
    type: error.name,
    message: scrubText(message),
    stack: scrubText(stack),
  };
  for (const key of SAFE_ERROR_FIELDS) {
    const value = fields[key];
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  if (typeof fields.detail === 'string') {
    out.detail = scrubText(fields.detail.replace(/=\(.*?\)(?= |$|\.)/g, '=(…)'));
  }
  if (error.cause !== undefined && depth < 3) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Keys censored wherever a log call puts them (a body, a message, an object passed along). */
const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  ...['password', 'currentPassword', 'newPassword', 'passwordHash', 'token', 'email', 'to'].flatMap(
    (key) => [key, `*.${key}`],
  ),
  'body',
  '*.body',
];

function censor(value: unknown, path: string[]): unknown {
  const key = path[path.length - 1];
  if ((key === 'email' || key === 'to') && typeof value === 'string') return scrubText(value);
  return '[redacted]';
}

export function loggerOptions(
  config: AppConfig,
  stream?: DestinationStream,
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor },
    serializers: {
      req: serializeRequest,
      err: (error: unknown) => serializeError(error),
      error: (error: unknown) => serializeError(error),
    },
    ...(stream
      ? { stream }
      : config.logFormat === 'pretty'
        ? { transport: { target: 'pino-pretty' } }
        : {}),
  };
}
