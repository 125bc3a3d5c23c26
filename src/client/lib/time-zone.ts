/** The zone her device is set to (an IANA name), or null where the browser does not say. */
export function deviceTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/**
 * The zones to choose from, sorted, with `keep` (her saved zone) among them even when this
 * browser's list spells it differently or lacks it (UTC is not in Chromium's list).
 */
export function timeZoneChoices(keep: readonly (string | null)[]): string[] {
  const listed =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = new Set<string>(listed);
  for (const zone of keep) if (zone) all.add(zone);
  return [...all].sort((a, b) => a.localeCompare(b));
}

/** "2:05 PM" in `timeZone` at `now`. */
export function clockTime(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(
    now,
  );
}
