import type { CompiledEntry, CompiledVocabulary } from '../../content/translator-vocabulary';
import { onlySwapsVerbs, verbTense } from './verbs';

/**
 * Rewrites one resume line in a role's language with the vocabulary (content/translator), in three
 * kinds of entry, each of which only ever reuses her words:
 *
 * - A phrase entry rewrites the words it matched ("parent conferences" -> "progress-review
 *   meetings with parents"); entries are tried in file order and never rewrite the same words twice.
 * - A frame rewrites a whole clause around her words: its pattern names the parts of her clause
 *   (the verb, what, for whom: `(?<what>...)`) and its template puts them in the role's sentence
 *   ("Teach {what} to {who}" -> "Deliver {what} instruction to {who}"). The words a frame takes
 *   from her line keep the phrase entries' rewrites inside them, and a frame gives way where it
 *   would overwrite another entry's rewrite.
 * - An `every` entry changes a word wherever it stands, after the rest ("students" -> "learners").
 *
 * An entry with an `end` adds, after her first clause, what the line shows in the role's terms
 * (for whom, to what end) when it names the line's competency; that is what makes one line read
 * differently for Sales, Customer Success and L&D.
 *
 * What no entry matched (her numbers, names, tools, places) passes through as she wrote it. A
 * rewrite that only swaps her verb for a synonym is no translation, and her line is kept.
 */

export interface LineTranslation {
  suggestion: string;
  /** The entry that names the line's competency (the first topical entry that matched). */
  entry: CompiledEntry;
  /** Every entry that rewrote part of the line, in file order. */
  entries: CompiledEntry[];
}

export interface TranslateOptions {
  /** The tense of her job (present while it runs), for a line that opens without a verb. */
  tense?: Tense;
}

interface Claim {
  start: number;
  end: number;
  replacement: string;
  entry: CompiledEntry;
  /** The replacement differs from her words. */
  changes: boolean;
}

export type Tense = 'past' | 'present';

/** The tense she writes in: that of her first word when it is a verb, else her job's, else present. */
export function lineTense(line: string, fallback?: Tense): Tense {
  const first = line
    .trim()
    .replace(/^[^A-Za-z]+/, '')
    .split(/\s+/)[0];
  return verbTense(first) ?? fallback ?? 'present';
}

const comparable = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Ordinary words that open a line with a capital only because they open it. */
const PROPER_START =
  /^(?:AP|IB|[A-Z]{2,}|English|Spanish|French|German|Italian|Latin|Chinese|Mandarin|Japanese|Korean|Arabic|American|African|Asian|European|Native|Algebra|Geometry|Calculus|Biology|Chemistry|Physics|Google|Microsoft|Title|Tier|Grade \d|Math \d)\b/;

/** Her words moved from the start of her line into the middle of a sentence: "Caseload" -> "caseload". */
function lowerStart(text: string): string {
  if (PROPER_START.test(text)) return text;
  // Title case ("Rookie of the Year", "Summer Tech Institute", "Algebra, Geometry") is a name.
  const capitalised = text
    .replace(/["“][^"”]*["”]/g, ' ')
    .split(/\s+/)
    .slice(1, 6)
    .filter((w) => /^[A-Z][a-z]/.test(w));
  if (capitalised.length > 0) return text;
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

function overlaps(claims: Claim[], start: number, end: number): boolean {
  return claims.some((c) => start < c.end && end > c.start);
}

const inside = (claim: Claim, start: number, end: number) =>
  claim.start >= start && claim.end <= end;

/** Her words from `start` to `end`, with the rewrites of the claims inside them. */
function rewritten(source: string, claims: Claim[], start: number, end: number): string {
  let out = '';
  let at = start;
  for (const claim of claims
    .filter((c) => inside(c, start, end))
    .sort((a, b) => a.start - b.start)) {
    out += source.slice(at, claim.start) + claim.replacement;
    at = claim.end;
  }
  return out + source.slice(at, end);
}

function tenseAt(match: RegExpExecArray, start: number, sentenceTense: Tense): Tense {
  if (start === 0) return sentenceTense;
  return verbTense(match[0].split(/\s+/)[0]) ?? sentenceTense;
}

/** Fills a template: {past|present} by her tense, {name} with her words (as `group` gives them). */
function render(
  template: string,
  tense: Tense,
  group: (name: string, atStart: boolean) => string,
): string {
  return template.replace(/\{([^{}]*)\}/g, (whole, inside: string, offset: number) => {
    if (inside.includes('|')) {
      const [past, present] = inside.split('|');
      return (tense === 'past' ? past : present) ?? '';
    }
    return group(inside, template.slice(0, offset).trim() === '');
  });
}

/**
 * A replacement's first letter: a capital where a sentence starts; else, when the template opens
 * with its own word ("{Managed|Manage}"), lower case; her own words keep theirs ("IEPs").
 */
function caseFor(text: string, template: string, source: string, start: number): string {
  const trimmed = text.trimStart();
  if (start === 0 || /[.!?]["”)]?\s+$/.test(source.slice(0, start)))
    return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  const opensWithHerWords = /^\{[A-Za-z][A-Za-z0-9]*\}/.test(template);
  if (!opensWithHerWords && /^[A-Z][a-z]/.test(trimmed) && !PROPER_START.test(trimmed))
    return trimmed.charAt(0).toLowerCase() + trimmed.slice(1);
  return trimmed;
}

/** Spacing, punctuation and articles a substitution can leave behind. */
function tidy(text: string): string {
  return (
    text
      .replace(/\s+/g, ' ')
      .replace(/\s+([,;:.)])/g, '$1')
      .replace(/\(\s+/g, '(')
      .replace(/(?<=[A-Za-z,])\((?!s\))/g, ' (')
      // "plans (IEPs) (specific learning disability...)" -> "plans (IEPs; specific learning disability...)"
      .replace(/\(([^()]*)\) \(/g, '($1; ')
      .replace(/([,;:])(?=[^\s\d])/g, '$1 ')
      .replace(/,(?:\s*,)+/g, ',')
      // "a onboarding call" -> "an onboarding call"; "an kickoff" -> "a kickoff".
      .replace(/\b([Aa]) (?=(?!one\b|once\b|use|usu|uni|eu)[aeiou][a-z])/g, '$1n ')
      .replace(/\b([Aa])n (?=[bcdfgjklmnpqrstvwxyz][a-z])/g, '$1 ')
      .trim()
  );
}

const CONTENT_WORD = /[a-z]{5,}/g;

/** Her line already says most of what an entry's end would add (its longer words). */
function saysAlready(source: string, end: string): boolean {
  const hers = source.toLowerCase();
  const words =
    end
      .toLowerCase()
      .replace(/\{[^{}]*\}/g, ' ')
      .match(CONTENT_WORD) ?? [];
  const said = words.filter((w) => hers.includes(w.slice(0, 5)));
  return words.length > 0 && said.length * 2 >= words.length;
}

/**
 * Her line with what it shows in the role's terms after its first clause: "Teach math to 140
 * students; run the math club" -> "Teach math to 140 students, <end>; run the math club".
 */
function withEnd(line: string, end: string): string {
  const cut = line.search(/;\s/);
  const head = (cut >= 0 ? line.slice(0, cut) : line).replace(/[.,:\s]+$/, '');
  const tail = cut >= 0 ? line.slice(cut) : '';
  return `${head}, ${end}${tail}`;
}

/** Each non-empty match of a global pattern in the text, from its start. */
function* matchesIn(regex: RegExp, text: string): Generator<RegExpExecArray> {
  regex.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = regex.exec(text)) !== null) {
    if (match[0].length === 0) regex.lastIndex += 1;
    else yield match;
  }
}

/** The line as the vocabulary would rewrite it, or null when nothing in it is vocabulary. */
export function translateLine(
  vocabulary: CompiledVocabulary,
  line: string,
  options: TranslateOptions = {},
): LineTranslation | null {
  return readLine(vocabulary, line, options).translation;
}

export interface LineReading {
  translation: LineTranslation | null;
  /** The topical entries whose patterns match the line (matchingEntries), found on the way. */
  matched: CompiledEntry[];
}

/** translateLine and matchingEntries in one pass over the vocabulary. */
export function readLine(
  vocabulary: CompiledVocabulary,
  line: string,
  options: TranslateOptions = {},
): LineReading {
  const source = line.trim();
  const matchedSet = new Set<CompiledEntry>();
  const matched = () => vocabulary.entries.filter((e) => matchedSet.has(e));
  if (!source) return { translation: null, matched: [] };
  const sentenceTense = lineTense(source, options.tense);

  // Phrase entries first, over her whole line.
  const phrases: Claim[] = [];
  for (const entry of vocabulary.entries) {
    if (entry.frame || entry.every) continue;
    for (const regex of entry.regexes) {
      for (const match of matchesIn(regex, source)) {
        if (!entry.opener) matchedSet.add(entry);
        const start = match.index;
        const end = start + match[0].length;
        if (overlaps(phrases, start, end)) continue;
        const m = match;
        const replacement = caseFor(
          render(entry.rewrite, tenseAt(m, start, sentenceTense), (name) =>
            name === 'match' ? m[0] : (m.groups?.[name] ?? ''),
          ),
          entry.rewrite,
          source,
          start,
        );
        const changes = comparable(replacement) !== comparable(source.slice(start, end));
        phrases.push({ start, end, replacement, entry, changes });
        break;
      }
    }
  }

  // Frames: a clause in the role's sentence, her words (and their phrase rewrites) inside it.
  const frames: Claim[] = [];
  for (const entry of vocabulary.entries) {
    if (!entry.frame) continue;
    const used = [...entry.rewrite.matchAll(/\{([A-Za-z][A-Za-z0-9]*)\}/g)].map((m) => m[1]!);
    for (const regex of entry.regexes) {
      for (const match of matchesIn(regex, source)) {
        matchedSet.add(entry);
        const start = match.index;
        const end = start + match[0].length;
        if (overlaps(frames, start, end)) continue;
        const spans = used
          .map((name) => match.indices?.groups?.[name])
          .filter((span): span is [number, number] => span !== undefined);
        // A phrase rewrite the frame would overwrite wins: the frame gives way.
        const overwritten = phrases.some(
          (c) =>
            c.changes &&
            !c.entry.opener &&
            c.start < end &&
            c.end > start &&
            !spans.some(([s, e]) => inside(c, s, e)),
        );
        if (overwritten) continue;
        const m = match;
        const replacement = caseFor(
          render(entry.rewrite, tenseAt(m, start, sentenceTense), (name, atStart) => {
            if (name === 'match') return rewritten(source, phrases, start, end);
            const span = m.indices?.groups?.[name];
            if (!span) return '';
            const words = rewritten(source, phrases, span[0], span[1]).trimEnd();
            return span[0] === 0 && !atStart ? lowerStart(words) : words;
          }),
          entry.rewrite,
          source,
          start,
        );
        const changes = comparable(replacement) !== comparable(source.slice(start, end));
        frames.push({ start, end, replacement, entry, changes });
        break;
      }
    }
  }

  const claims = [...frames, ...phrases.filter((c) => !overlaps(frames, c.start, c.end))].sort(
    (a, b) => a.start - b.start,
  );
  // The line's competency is the one it leads with: the earliest topical match (claims are sorted).
  const leading = claims.find((c) => !c.entry.opener)?.entry ?? matched()[0];
  const end = leading?.end && !saysAlready(source, leading.end) ? leading : undefined;
  // Only vocabulary that changes her words makes a suggestion, and a minor change alone does not.
  const changes = claims.filter((c) => c.changes);
  if (!end && (changes.length === 0 || changes.every((c) => c.entry.minor)))
    return { translation: null, matched: matched() };

  let out = '';
  let at = 0;
  for (const claim of claims) {
    out += source.slice(at, claim.start) + claim.replacement;
    at = claim.end;
  }
  out += source.slice(at);
  if (end)
    out = withEnd(
      out,
      render(end.end!, sentenceTense, () => ''),
    );

  const everywhere: CompiledEntry[] = [];
  for (const entry of vocabulary.entries) {
    if (!entry.every) continue;
    for (const regex of entry.regexes) {
      const before = out;
      out = out.replace(regex, (...args: unknown[]) => {
        const matched = args[0] as string;
        const groups = (typeof args.at(-1) === 'object' ? args.at(-1) : undefined) as
          Record<string, string | undefined> | undefined;
        return render(entry.rewrite, sentenceTense, (name) =>
          name === 'match' ? matched : (groups?.[name] ?? ''),
        );
      });
      if (out !== before) everywhere.push(entry);
    }
  }

  let suggestion = tidy(out);
  suggestion = suggestion.charAt(0).toUpperCase() + suggestion.slice(1);
  // A synonym for her verb is not a translation: her line is kept as she wrote it.
  if (
    comparable(suggestion) === comparable(source) ||
    onlySwapsVerbs(suggestion, source, vocabulary.roleVerbs)
  )
    return { translation: null, matched: matched() };

  const used = vocabulary.entries.filter(
    (e) => claims.some((c) => c.entry === e) || everywhere.includes(e) || e === end,
  );
  const entry = leading ?? claims[0]!.entry;
  return { translation: { suggestion, entry, entries: used }, matched: matched() };
}

/** A phrase the vocabulary would put in a role's words: her words as found, and the role's. */
export interface PhraseRewrite {
  /** Exactly as she wrote it: a substring of the text searched. */
  found: string;
  /** The same words as a recruiter for the role says them. */
  rewrite: string;
  entry: CompiledEntry;
}

/**
 * The classroom phrases in a sentence and the role's words for each: the vocabulary's phrase
 * entries (not frames, which rewrite a whole resume clause, nor openers, which only swap a verb),
 * where the rewrite changes her words.
 */
export function phraseRewrites(vocabulary: CompiledVocabulary, sentence: string): PhraseRewrite[] {
  const found: PhraseRewrite[] = [];
  for (const entry of vocabulary.entries) {
    if (entry.frame || entry.opener) continue;
    for (const regex of entry.regexes) {
      for (const match of matchesIn(regex, sentence)) {
        const m = match;
        // Said aloud, a story is told in the past unless her own verb says otherwise.
        const tense = verbTense(m[0].split(/\s+/)[0]) ?? 'past';
        const rewrite = render(entry.rewrite, tense, (name) =>
          name === 'match' ? m[0] : (m.groups?.[name] ?? ''),
        ).trim();
        if (comparable(rewrite) === comparable(m[0])) continue;
        found.push({ found: m[0], rewrite, entry });
      }
    }
  }
  return found;
}

/** The entries that match a line, whether or not they change its words (for skills and summary). */
export function matchingEntries(vocabulary: CompiledVocabulary, line: string): CompiledEntry[] {
  return vocabulary.entries.filter(
    (entry) =>
      !entry.opener &&
      !entry.every &&
      entry.regexes.some((regex) => {
        regex.lastIndex = 0;
        return regex.test(line);
      }),
  );
}
