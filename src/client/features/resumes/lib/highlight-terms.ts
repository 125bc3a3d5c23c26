export interface QuoteSegment {
  text: string;
  /** True for the words that show the skill (Evidence.terms). */
  match: boolean;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A quote cut into plain and matched parts, so the matched words can be marked. Terms are found
 * whole-word and case-insensitively (the server gives them as written, but a term may appear
 * twice); longer terms win where two overlap.
 */
export function highlightSegments(quote: string, terms: readonly string[] = []): QuoteSegment[] {
  const words = [...new Set(terms.map((t) => t.trim()).filter(Boolean))].sort(
    (a, b) => b.length - a.length,
  );
  if (words.length === 0 || quote === '') return quote ? [{ text: quote, match: false }] : [];
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${words.map(escape).join('|')})(?![\\p{L}\\p{N}])`,
    'giu',
  );
  const segments: QuoteSegment[] = [];
  let last = 0;
  for (const found of quote.matchAll(pattern)) {
    const start = found.index;
    if (start > last) segments.push({ text: quote.slice(last, start), match: false });
    segments.push({ text: found[0], match: true });
    last = start + found[0].length;
  }
  if (last < quote.length) segments.push({ text: quote.slice(last), match: false });
  return segments;
}
