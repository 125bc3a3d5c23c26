import { z } from 'zod';
import { ROLE_NAMES, TRACKS, type RoleName, type TrackSlug } from '@/shared/constants';
import { TrackSlugSchema } from './content.schemas';
import { readContentJson } from './read-content-json';

/**
 * The resume translator's vocabulary (content/translator/<track>.json): what teacher resumes say,
 * and how a recruiter for the role would say it. Each entry matches phrases in one of her lines
 * and rewrites only the matched words, with a template that reuses what it matched, so her
 * numbers, names and tools pass through untouched and the rewrite cannot invent one.
 *
 * Pattern syntax: JavaScript regular expressions (case-insensitive), where {{NAME}} stands for a
 * named part from content/translator/parts.json or the file's own `parts` (e.g. {{LEARNERS}} for
 * the words teachers use for the people they teach), so one reviewed list serves every pattern.
 *
 * Template syntax (`rewrite`):
 *   {name}       a named group of the pattern that matched ("(?<what>...)"), her own words
 *   {match}      everything the pattern matched
 *   {past|now}   the past or the present form, following the tense of the verb she used
 *                ("Held parent conferences" -> past, "Hold parent conferences" -> present)
 * Templates hold no digits, amounts, dates, tools or names: the load refuses them.
 */

const text = (max: number) => z.string().trim().min(1).max(max);

export const TranslatorEntrySchema = z.object({
  /** Stable id, unique in its file (lowercase, digits, dashes). */
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'id: lowercase words joined by dashes'),
  /** The classroom practice the entry covers, as teachers name it (for reviewers and coverage). */
  topic: text(80),
  /** Case-insensitive regular expressions (JavaScript syntax), tried in order. */
  patterns: z.array(text(400)).min(1).max(12),
  /** Replaces each match (see the syntax above). */
  rewrite: z.string().max(160),
  /** The competency the line shows, in the role's hiring language. */
  competency: text(60),
  /** One line on why a recruiter for this role cares. */
  rationale: text(260),
  /**
   * What a line about this topic shows in the role's terms (for whom, to what end), added after
   * her first clause when this entry names the line's competency: "Teach math to 140 students"
   * -> "..., keeping each student on track to their goals". It must be true of every line the
   * patterns match, and it is what makes one line read differently for each role.
   */
  end: z.string().trim().min(1).max(120).optional(),
  /** Shown when her line carries no number: what to add to make it measurable. */
  prompt: text(140).optional(),
  /** An opener only rewrites the line's first verb; it never names the line's competency first. */
  opener: z.boolean().optional(),
  /** Rewrite every match in the line (by default only the first). */
  every: z.boolean().optional(),
  /** A change of wording too small to make a suggestion on its own ("students" -> "learners"). */
  minor: z.boolean().optional(),
  /**
   * A frame rewrites a whole clause into the role's sentence around the words its named groups
   * take from her line; those words keep the other entries' rewrites, and a frame gives way where
   * it would overwrite one (translate-line.ts).
   */
  frame: z.boolean().optional(),
});
export type TranslatorEntry = z.infer<typeof TranslatorEntrySchema>;

const PartsSchema = z.record(z.string().regex(/^[A-Z][A-Z0-9_]*$/), z.string().min(1).max(2000));

export const TranslatorVocabularySchema = z.object({
  track: TrackSlugSchema,
  /** Named pattern parts only this role uses ({{NAME}} in a pattern), beside the shared ones. */
  parts: PartsSchema.optional(),
  role: z.enum(ROLE_NAMES),
  /** The role's own words a rewrite may add (the fact guard treats them as vocabulary, not facts). */
  roleTerms: z.array(text(60)).min(1),
  /**
   * Verbs that carry the role's meaning ("onboard" for Customer Success, "design" for L&D): a
   * rewrite that only puts one of these in place of her verb is still a translation, where any
   * other verb swap ("Tracked" -> "Monitored") is only a synonym and is not offered.
   */
  roleVerbs: z
    .array(z.string().regex(/^[a-z-]+$/, 'roleVerbs: base forms in lower case'))
    .default([]),
  summary: z.object({
    /** Sentence one: "{identity} with {experience}hands-on experience in {skills}." */
    opening: text(200),
    /** Sentence three, e.g. "Ready to bring {skills} to a sales team." */
    closing: text(200),
  }),
  /** Tools, platforms and systems to list under skills when her resume names them (her spelling). */
  tools: z.array(text(60)).min(10),
  entries: z.array(TranslatorEntrySchema).min(40),
});
export type TranslatorVocabulary = z.infer<typeof TranslatorVocabularySchema>;

export const TranslatorPartsSchema = z.object({ parts: PartsSchema });

export interface CompiledEntry extends TranslatorEntry {
  regexes: RegExp[];
}

export interface CompiledVocabulary {
  track: TrackSlug;
  role: RoleName;
  roleTerms: string[];
  roleVerbs: string[];
  summary: TranslatorVocabulary['summary'];
  tools: string[];
  toolRegexes: { tool: string; regex: RegExp }[];
  entries: CompiledEntry[];
  /** Every word a rewrite of this track may add: template words, competencies, role terms. */
  allowedWords: string[];
}

const PLACEHOLDER = /\{([^{}]*)\}/g;
/** Facts a template must never carry: digits, amounts, percentages. */
const FACTLIKE = /[0-9$£€%]/;

function escapeRegex(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const PART = /\{\{([A-Z][A-Z0-9_]*)\}\}/g;

/** A pattern with its {{PARTS}} written out (parts may use other parts). */
export function expandPattern(pattern: string, parts: Record<string, string>): string {
  let expanded = pattern;
  for (let depth = 0; PART.test(expanded); depth++) {
    PART.lastIndex = 0;
    if (depth > 8) throw new Error(`parts nest too deep in /${pattern}/`);
    expanded = expanded.replace(PART, (_, name: string) => {
      const part = parts[name];
      if (part === undefined) throw new Error(`{{${name}}} is not a known part`);
      return part;
    });
  }
  PART.lastIndex = 0;
  return expanded;
}

/** Problems with one entry; an empty list when it is sound. */
export function entryProblems(
  entry: TranslatorEntry,
  parts: Record<string, string> = {},
): string[] {
  const problems: string[] = [];
  const groups = new Set<string>();
  for (const written of entry.patterns) {
    let source: string;
    try {
      source = expandPattern(written, parts);
    } catch (error) {
      problems.push((error as Error).message);
      continue;
    }
    try {
      const regex = new RegExp(source, 'giu');
      if (regex.test('')) problems.push(`pattern /${written}/ matches an empty line`);
      for (const m of source.matchAll(/\(\?<([A-Za-z][A-Za-z0-9]*)>/g)) groups.add(m[1]!);
    } catch (error) {
      problems.push(`pattern /${written}/ does not compile: ${(error as Error).message}`);
    }
  }
  const literal = entry.rewrite.replace(PLACEHOLDER, ' ');
  if (FACTLIKE.test(literal)) problems.push('rewrite carries a digit, amount or percentage');
  if (entry.end !== undefined) {
    if (FACTLIKE.test(entry.end)) problems.push('end carries a digit, amount or percentage');
    if (/[{}]/.test(entry.end.replace(/\{[^{}|]*\|[^{}|]*\}/g, '')))
      problems.push('end: only {past|present} may be filled in');
    if (entry.opener || entry.every) problems.push('end: an opener or every-entry names no topic');
  }
  for (const [, inside] of entry.rewrite.matchAll(PLACEHOLDER)) {
    if (inside === undefined) continue;
    if (inside.includes('|')) {
      if (inside.split('|').length !== 2) problems.push(`{${inside}}: write {past|present}`);
    } else if (inside !== 'match' && !groups.has(inside)) {
      problems.push(`{${inside}} is not a named group of any pattern`);
    }
  }
  if (/[{}]/.test(entry.rewrite.replace(PLACEHOLDER, ''))) problems.push('unbalanced braces');
  return problems;
}

function words(value: string): string[] {
  return value.toLowerCase().match(/[a-z0-9][a-z0-9'&+.#-]*/g) ?? [];
}

export function compileVocabulary(
  vocabulary: TranslatorVocabulary,
  sharedParts: Record<string, string> = readParts(),
): CompiledVocabulary {
  const parts = { ...sharedParts, ...vocabulary.parts };
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const entry of vocabulary.entries) {
    if (ids.has(entry.id)) problems.push(`${entry.id}: id used twice`);
    ids.add(entry.id);
    for (const problem of entryProblems(entry, parts)) problems.push(`${entry.id}: ${problem}`);
    if (entry.frame && (entry.opener || entry.every))
      problems.push(`${entry.id}: a frame is neither an opener nor an every-entry`);
  }
  for (const part of ['opening', 'closing'] as const) {
    const literal = vocabulary.summary[part].replace(PLACEHOLDER, ' ');
    if (FACTLIKE.test(literal)) problems.push(`summary.${part} carries a digit or amount`);
  }
  if (problems.length > 0) throw new Error(problems.join('\n  '));

  const templateWords = [
    ...vocabulary.entries.flatMap((e) => [
      ...words(e.rewrite.replace(PLACEHOLDER, (_, inside: string) => inside.replace('|', ' '))),
      ...words((e.end ?? '').replace(PLACEHOLDER, (_, inside: string) => inside.replace('|', ' '))),
      ...words(e.competency),
    ]),
    ...vocabulary.roleTerms.flatMap(words),
    ...words(vocabulary.summary.opening.replace(PLACEHOLDER, ' ')),
    ...words(vocabulary.summary.closing.replace(PLACEHOLDER, ' ')),
    ...words(vocabulary.role),
  ].filter((w) => w !== 'match');
  return {
    track: vocabulary.track,
    role: vocabulary.role,
    roleTerms: vocabulary.roleTerms,
    roleVerbs: vocabulary.roleVerbs,
    summary: vocabulary.summary,
    tools: vocabulary.tools,
    toolRegexes: vocabulary.tools.map((tool) => ({
      tool,
      // Tools that are also words (Canvas, Excel, Zoom) must be written with their capital.
      regex: new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegex(tool)}(?![\\p{L}\\p{N}])`, 'u'),
    })),
    entries: vocabulary.entries.map((entry) => ({
      ...entry,
      // `d`: a frame needs where each of its groups matched.
      regexes: entry.patterns.map((source) => new RegExp(expandPattern(source, parts), 'giud')),
    })),
    allowedWords: [...new Set(templateWords)],
  };
}

/** The pattern parts every role shares (content/translator/parts.json). */
function readParts(): Record<string, string> {
  const relative = 'translator/parts.json';
  const { parts } = readContentJson(TranslatorPartsSchema, relative);
  for (const [name, part] of Object.entries(parts)) {
    try {
      new RegExp(expandPattern(part, parts), 'u');
    } catch (error) {
      throw new Error(`content/${relative}: ${name}: ${(error as Error).message}`);
    }
  }
  return parts;
}

function readVocabulary(slug: TrackSlug): CompiledVocabulary {
  const relative = `translator/${slug}.json`;
  const vocabulary = readContentJson(TranslatorVocabularySchema, relative);
  const track = TRACKS.find((t) => t.slug === slug)!;
  if (vocabulary.track !== slug || vocabulary.role !== track.roleName)
    throw new Error(`content/${relative} must be the ${track.roleName} vocabulary (${slug})`);
  try {
    return compileVocabulary(vocabulary);
  } catch (error) {
    throw new Error(`content/${relative} is invalid:\n  ${(error as Error).message}`);
  }
}

let cached: Record<TrackSlug, CompiledVocabulary> | undefined;

/** Reads, validates and compiles the three vocabularies once; a broken file stops the boot. */
export function loadTranslatorVocabularies(): Record<TrackSlug, CompiledVocabulary> {
  cached ??= Object.fromEntries(TRACKS.map((t) => [t.slug, readVocabulary(t.slug)])) as Record<
    TrackSlug,
    CompiledVocabulary
  >;
  return cached;
}

const lowerWords = z.array(z.string().regex(/^[a-z][a-z'-]*$/, 'lower-case single words')).min(1);

export const FactGuardWordsSchema = z.strictObject({
  about: z.string(),
  commonCapitalised: z.strictObject({ note: z.string(), words: lowerWords }),
  claimFamiliesNote: z.string(),
  claimFamilies: z
    .array(
      z.strictObject({
        /** What the words claim ("leadership", "growth"), as the guard reports it. */
        claim: z.string().min(1),
        note: z.string().optional(),
        /** Words that make the claim in a rewrite. */
        words: lowerWords,
        /** Words in her own line that support it. */
        supportedBy: lowerWords,
      }),
    )
    .min(1),
});
export type FactGuardWords = z.infer<typeof FactGuardWordsSchema>;

/**
 * The fact guard's word lists (content/translator/fact-guard.json): capitalised words that are
 * never facts, and the claim families a rewrite may not raise. Read once, at first use.
 */
export function loadFactGuardWords(): FactGuardWords {
  return readContentJson(FactGuardWordsSchema, 'translator/fact-guard.json');
}
