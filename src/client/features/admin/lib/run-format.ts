/** How the administrators' page writes times and durations (pure, so the tables stay simple). */

const dateTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

export const whenInWords = (iso: string): string => dateTime.format(new Date(iso));

/** "4.2 s", "2 min 5 s"; "still running" while there is no end. */
export function durationInWords(startedAt: string, finishedAt: string | null): string {
  if (!finishedAt) return 'still running';
  const ms = Math.max(0, Date.parse(finishedAt) - Date.parse(startedAt));
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}
