/** Where her spoken length sits against the question's band. */
export type BandPosition = 'under' | 'inside' | 'over';

export function bandPosition(seconds: number, band: { min: number; max: number }): BandPosition {
  if (seconds < band.min) return 'under';
  if (seconds > band.max) return 'over';
  return 'inside';
}

/** "1:05" */
export function formatSeconds(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/**
 * What the timer says aloud, only when something changes: at the band's edges, never every
 * second (a live region that chatters each tick drowns a screen reader).
 */
export function bandAnnouncement(
  previous: number,
  current: number,
  band: { min: number; max: number },
): string | null {
  const before = bandPosition(previous, band);
  const now = bandPosition(current, band);
  if (before === now) return null;
  if (now === 'inside') return `${formatSeconds(current)}: you are inside the target length.`;
  if (now === 'over')
    return `${formatSeconds(current)}: you are past the target length. Time to wrap up.`;
  return null;
}

export function bandText(band: { min: number; max: number }): string {
  return `Aim for ${band.min}-${band.max} seconds`;
}
