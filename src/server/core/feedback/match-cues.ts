/**
 * Finds a rubric cue in her answer and returns the words that matched, exactly as she wrote them,
 * so feedback can quote her. A cue matches as whole words, case-insensitively, with any run of
 * spaces or hyphens between its words; a trailing `*` lets the last word take any ending
 * ("renew*" finds "renewal" and "Renewed").
 */

function cuePattern(cue: string): RegExp {
  const trimmed = cue.trim().toLowerCase();
  const open = trimmed.endsWith('*');
  const words = (open ? trimmed.slice(0, -1) : trimmed)
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const tail = open ? '[\\p{L}\\p{N}]*' : '';
  return new RegExp(`(?<![\\p{L}\\p{N}])${words.join('[\\s-]+')}${tail}(?![\\p{L}\\p{N}])`, 'iu');
}

const patterns = new Map<string, RegExp>();

function patternOf(cue: string): RegExp {
  let pattern = patterns.get(cue);
  if (!pattern) {
    pattern = cuePattern(cue);
    patterns.set(cue, pattern);
  }
  return pattern;
}

/** The first cue found in the text, as the exact substring of the text; null when none is. */
export function matchCues(text: string, cues: readonly string[]): string | null {
  let best: { index: number; quote: string } | null = null;
  for (const cue of cues) {
    const found = patternOf(cue).exec(text);
    if (found && (!best || found.index < best.index))
      best = { index: found.index, quote: found[0] };
  }
  return best?.quote ?? null;
}
