/** A run of her answer, marked when a check quoted it. */
export interface AnswerPart {
  text: string;
  marked: boolean;
}

/**
 * Splits her answer into runs so that exactly the quoted substrings are marked: each quote's
 * first occurrence, overlaps merged, quotes not found in her text ignored (never guessed).
 */
export function highlightQuotes(text: string, quotes: readonly (string | null)[]): AnswerPart[] {
  const ranges: [number, number][] = [];
  for (const quote of quotes) {
    if (!quote) continue;
    const start = text.indexOf(quote);
    if (start >= 0) ranges.push([start, start + quote.length]);
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  const parts: AnswerPart[] = [];
  let at = 0;
  for (const [start, end] of merged) {
    if (start > at) parts.push({ text: text.slice(at, start), marked: false });
    parts.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return parts;
}
