/** Apply links as comparable keys, and links safe to show (job-boards.md §4). */

const TRACKING_PARAMS = new Set([
  'gh_src',
  'lever-source',
  'lever-source[]',
  'lever-origin',
  'lever-via',
  'source',
  'src',
  'ref',
  'ref_src',
  'referrer',
  // LinkedIn's share and tracking keys (keys are compared lowercased).
  'trkinfo',
  'trackingid',
  'refid',
  'li_fat_id',
  // Marketo, Google's cross-domain linker, TikTok.
  'mkt_tok',
  '_gl',
  'ttclid',
  'fbclid',
  'gclid',
  'dclid',
  'msclkid',
  'mc_cid',
  'mc_eid',
  '_hsenc',
  '_hsmi',
  'trk',
  'ashby_jid_source',
  'igshid',
  'yclid',
]);

const isTrackingParam = (key: string) => key.startsWith('utm_') || TRACKING_PARAMS.has(key);

/**
 * The URL used to recognise one job across boards: tracking parameters (utm_*, gh_src,
 * lever-source...) removed, host lowercased, fragment and trailing slash dropped, remaining
 * parameters sorted. Parameters that identify the job (gh_jid, id) are kept.
 */
export function canonicalUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return url.trim();
  }
  const kept = [...parsed.searchParams.entries()]
    .filter(([key]) => !isTrackingParam(key.toLowerCase()))
    .sort(([a], [b]) => a.localeCompare(b));
  const query = new URLSearchParams(kept).toString();
  const pathname = parsed.pathname.replace(/\/+$/, '');
  return `${parsed.protocol}//${parsed.host.toLowerCase()}${pathname}${query ? `?${query}` : ''}`;
}

/** An http(s) URL or null; boards occasionally send empty strings or relative paths. */
export function httpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
