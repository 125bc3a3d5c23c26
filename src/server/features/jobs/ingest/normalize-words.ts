/**
 * A title or name reduced to comparable words: accents and case dropped, "&" as "and", anything
 * but letters and digits (and "+", where it is kept, as in "C++" or "B2B+") a single space.
 */
export function normalizeWords(value: string, options: { keepPlus?: boolean } = {}): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(options.keepPlus ? /[^a-z0-9+]+/g : /[^a-z0-9]+/g, ' ')
    .trim();
}
