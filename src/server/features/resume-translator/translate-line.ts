import type { CompiledEntry, CompiledVocabulary } from '../../content/translator-vocabulary';

/**
 * Rewrites one resume line in a role's language with the vocabulary (content/translator): every
 * entry whose pattern matches rewrites the words it matched, nothing else, so what is not
 * vocabulary (her numbers, names, tools, places) passes through as she wrote it. Entries are
 * tried in file order, and a later entry never rewrites words an earlier one already rewrote.
 */

export interface LineTranslation {
  suggestion: string;
  /** The entry that names the line's competency (the first topical entry that matched). */
  entry: CompiledEntry;
  /** Every entry that rewrote part of the line, in file order. */
  entries: CompiledEntry[];
}

interface Claim {
  start: number;
  end: number;
  replacement: string;
  entry: CompiledEntry;
}

const IRREGULAR_PAST = new Set([
  'led',
  'ran',
  'built',
  'taught',
  'wrote',
  'co-wrote',
  'held',
  'made',
  'set',
  'grew',
  'won',
  'sold',
  'upsold',
  'kept',
  'met',
  'sent',
  'brought',
  'took',
  'gave',
  'began',
  'spent',
  'put',
  'cut',
  'read',
  'hit',
  'found',
  'drove',
  'chose',
  'became',
  'spoke',
  'oversaw',
  'co-led',
  'co-taught',
  'thought',
  'told',
  'lent',
  'paid',
  'got',
  'stood',
  'understood',
]);

type Tense = 'past' | 'present';

function tenseOf(word: string | undefined): Tense | null {
  if (!word) return null;
  const w = word.toLowerCase().replace(/[^a-z-]/g, '');
  if (IRREGULAR_PAST.has(w) || /[a-z]{2}ed$/.test(w)) return 'past';
  if (/^[a-z-]+$/.test(w)) return 'present';
  return null;
}

/** The tense she writes in: her first verb-like word, else past. */
export function lineTense(line: string): Tense {
  const first = line.trim().split(/\s+/)[0];
  return tenseOf(first) === 'past' ? 'past' : 'present';
}

function render(template: string, match: RegExpExecArray, tense: Tense): string {
  return template.replace(/\{([^{}]*)\}/g, (_, inside: string) => {
    if (inside.includes('|')) {
      const [past, present] = inside.split('|');
      return (tense === 'past' ? past : present) ?? '';
    }
    if (inside === 'match') return match[0];
    return match.groups?.[inside] ?? '';
  });
}

function overlaps(claims: Claim[], start: number, end: number): boolean {
  return claims.some((c) => start < c.end && end > c.start);
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Spacing and punctuation a substitution can leave behind. */
function tidy(text: string): string {
  return (
    text
      .replace(/\s+/g, ' ')
      .replace(/\s+([,;:.)])/g, '$1')
      .replace(/\(\s+/g, '(')
      // "plans (IEPs) (specific learning disability...)" -> "plans (IEPs; specific learning disability...)"
      .replace(/\(([^()]*)\) \(/g, '($1; ')
      .replace(/([,;:])(?=[^\s\d])/g, '$1 ')
      .trim()
  );
}

const comparable = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The line as the vocabulary would rewrite it, or null when nothing in it is vocabulary. */
export function translateLine(
  vocabulary: CompiledVocabulary,
  line: string,
): LineTranslation | null {
  const source = line.trim();
  if (!source) return null;
  const sentenceTense = lineTense(source);
  const claims: Claim[] = [];
  for (const entry of vocabulary.entries) {
    for (const regex of entry.regexes) {
      regex.lastIndex = 0;
      let match: RegExpExecArray | null;
      while ((match = regex.exec(source)) !== null) {
        if (match[0].length === 0) {
          regex.lastIndex += 1;
          continue;
        }
        const start = match.index;
        const end = start + match[0].length;
        if (overlaps(claims, start, end)) continue;
        const tense = tenseOf(match[0].split(/\s+/)[0]) ?? sentenceTense;
        let replacement = render(entry.rewrite, match, start === 0 ? sentenceTense : tense);
        if (start === 0) replacement = capitalise(replacement.trimStart());
        claims.push({ start, end, replacement, entry });
        if (!entry.every) break;
      }
    }
  }
  // Only vocabulary that changes her words makes a suggestion, and a minor change alone does not.
  const changes = claims.filter(
    (c) => comparable(c.replacement) !== comparable(source.slice(c.start, c.end)),
  );
  if (changes.length === 0 || changes.every((c) => c.entry.minor)) return null;

  claims.sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  for (const claim of claims) {
    out += source.slice(at, claim.start) + claim.replacement;
    at = claim.end;
  }
  out += source.slice(at);
  const suggestion = capitalise(tidy(out));
  if (comparable(suggestion) === comparable(source)) return null;

  const used = vocabulary.entries.filter((e) => claims.some((c) => c.entry === e));
  // The line's competency is the one it leads with: the earliest topical match (claims are sorted).
  const entry = (claims.find((c) => !c.entry.opener) ?? claims[0]!).entry;
  return { suggestion, entry, entries: used };
}

/** The entries that match a line, whether or not they change its words (for skills and summary). */
export function matchingEntries(vocabulary: CompiledVocabulary, line: string): CompiledEntry[] {
  return vocabulary.entries.filter(
    (entry) =>
      !entry.opener &&
      entry.regexes.some((regex) => {
        regex.lastIndex = 0;
        return regex.test(line);
      }),
  );
}
