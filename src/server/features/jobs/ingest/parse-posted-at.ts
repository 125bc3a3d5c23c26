/** When a board says a posting was published: ISO strings, epoch seconds or milliseconds. */

const ISO_DATE =
  /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2})?)(\.\d+)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

/** Below this a number is epoch seconds (it would be early 1973 in milliseconds). */
const EPOCH_MS_THRESHOLD = 100_000_000_000;

/**
 * Board timestamps: epoch seconds or milliseconds (told apart by magnitude), ISO with or
 * without a zone (zone-less means UTC, as Remotive and USAJobs send it), or a bare date.
 */
export function parsePostedAt(value: unknown): Date | null {
  if (typeof value === 'number') return fromEpoch(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (/^\d+(?:\.\d+)?$/.test(text)) return fromEpoch(Number(text));
  const iso = ISO_DATE.exec(text);
  if (!iso) return null;
  const [, date, time, fraction, zone] = iso;
  // JavaScript reads at most milliseconds, and a zone-less time as local time.
  const millis = fraction ? fraction.slice(0, 4).padEnd(4, '0') : '';
  const offset = !zone || /^z$/i.test(zone) ? 'Z' : zone.replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
  const parsed = new Date(time ? `${date}T${time}${millis}${offset}` : `${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

function fromEpoch(value: number): Date | null {
  if (!Number.isFinite(value) || value <= 0) return null;
  return new Date(value < EPOCH_MS_THRESHOLD ? value * 1000 : value);
}
