/** Whole dollars, as she reads them: $62,000. */
export const dollars = (n: number) =>
  `${n < 0 ? '−' : ''}$${Math.abs(Math.round(n)).toLocaleString('en-US')}`;

/** Dollars and cents for per-hour and per-day figures: $31.02. */
export const dollarsAndCents = (n: number) =>
  `${n < 0 ? '−' : ''}$${Math.abs(n).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })}`;

/** A plan date (YYYY-MM-DD) in words: "Sunday, July 4, 2027". Read as a calendar day, not a time. */
export const longDate = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** Today as YYYY-MM-DD in her own time zone. */
export function localToday(now = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** The first date on her timeline that is today or later. */
export function nextDate<T extends { on: string }>(entries: readonly T[], today: string) {
  return entries.find((entry) => entry.on >= today);
}
