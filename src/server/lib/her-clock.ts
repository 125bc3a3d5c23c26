/** Emails timed to her day (follow-up and exit-plan reminders) go out from this hour, her time. */
export const MORNING_HOUR = 8;

/** The zone of an account that has none yet (signed up before time zones, or no browser zone). */
export const SERVER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Her calendar day (YYYY-MM-DD) and hour (0-23) at `now` in `timeZone`. */
export function clockIn(timeZone: string, now: Date): { day: string; hour: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}
