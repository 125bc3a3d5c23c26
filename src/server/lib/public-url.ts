import type { AppConfig } from '../config/env';

/**
 * An absolute link to a page of ours, for emails and the payment provider. It comes from
 * PUBLIC_URL, never from a request's Host header; outside production without one, localhost.
 */
export function absoluteUrl(
  config: Pick<AppConfig, 'publicUrl' | 'port'>,
  pathAndQuery: string,
): string {
  const base = config.publicUrl ?? `http://localhost:${config.port}`;
  return new URL(pathAndQuery, base.endsWith('/') ? base : `${base}/`).toString();
}
