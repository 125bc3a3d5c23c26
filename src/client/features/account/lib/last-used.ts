import { differenceInSeconds, format, formatDistanceStrict } from 'date-fns';

/**
 * When a session was last used, in words: "just now" under two minutes (the server moves it at
 * most once a minute, so anything finer would be noise), else "5 minutes ago", "3 days ago".
 */
export function lastUsedInWords(lastUsedAt: string, now = new Date()): string {
  const date = new Date(lastUsedAt);
  if (differenceInSeconds(now, date) < 120) return 'just now';
  return formatDistanceStrict(date, now, { addSuffix: true, roundingMethod: 'floor' });
}

/** A date as people write it: "25 Nov 2026". */
export const dayInWords = (iso: string) => format(new Date(iso), 'd MMM yyyy');

/** The full moment, for a tooltip: "25 Nov 2026, 14:05". */
export const momentInWords = (iso: string) => format(new Date(iso), 'd MMM yyyy, HH:mm');
