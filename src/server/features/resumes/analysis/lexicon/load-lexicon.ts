import { z } from 'zod';
import { ROLE_TYPES } from '@/shared/constants';
import { readContentJson } from '../../../../content/read-content-json';
import type { Signal, TitleSignal } from './types';

/**
 * The lexicon is content (content/lexicon/*.json), so a wording change never touches TypeScript:
 * read and checked once, when the analysis is first imported; a broken file stops the boot with
 * its name, the entry and the problem.
 *
 * A pattern is either `words` (alternatives joined into one pattern with word boundaries at both
 * ends, case-insensitive unless `caseSensitive`: acronyms and product names that are also
 * ordinary words, "Excel", "SEL") or a whole `regex` with its `flags`. Both are JavaScript regular
 * expression syntax, where {{NAME}} stands for a named part of content/lexicon/parts.json.
 */

const PatternSchema = z.union([
  z.strictObject({
    words: z.array(z.string().min(1)).min(1),
    caseSensitive: z.literal(true).optional(),
  }),
  z.strictObject({
    regex: z.string().min(1),
    flags: z
      .string()
      .regex(/^[imsu]*$/)
      .optional(),
  }),
]);

const Common = {
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'id: lowercase words joined by dashes'),
  /** Why the entry reads as it does, for whoever edits it next. */
  note: z.string().min(1).optional(),
  skill: z.string().min(1).max(80),
  patterns: z.array(PatternSchema).min(1),
  supports: z.record(z.string().regex(/^[a-z]+\.[a-z-]+$/), z.number().gt(0).max(1)),
};

const SignalSchema = z.strictObject({
  ...Common,
  kind: z.enum(['transferable', 'direct', 'tool']),
  defining: z.literal(true).optional(),
  degree: z.literal(true).optional(),
});
const TitleSignalSchema = z.strictObject({
  ...Common,
  role: z.enum(ROLE_TYPES),
  strength: z.number().gt(0).max(1),
});

const fileOf = <T extends z.ZodType>(signal: T) =>
  z.strictObject({ about: z.string().min(1), signals: z.array(signal).min(1) });
const PartsSchema = z.strictObject({
  about: z.string(),
  parts: z.record(z.string().regex(/^[A-Z_]+$/), z.string().min(1)),
  notes: z.record(z.string(), z.string()).optional(),
});

const read = <T extends z.ZodType>(schema: T, name: string): z.infer<T> =>
  readContentJson(schema, `lexicon/${name}.json`);

type PatternContent = z.infer<typeof PatternSchema>;

function compile(pattern: PatternContent, parts: Record<string, string>, where: string): RegExp {
  const expand = (text: string) =>
    text.replace(/\{\{([A-Z_]+)\}\}/g, (_, name: string) => {
      const part = parts[name];
      if (part === undefined) throw new Error(`${where}: no part named {{${name}}}`);
      return part;
    });
  try {
    return 'words' in pattern
      ? new RegExp(
          `\\b(?:${pattern.words.map(expand).join('|')})\\b`,
          pattern.caseSensitive ? '' : 'i',
        )
      : new RegExp(expand(pattern.regex), pattern.flags ?? '');
  } catch (error) {
    throw new Error(`${where}: ${(error as Error).message}`, { cause: error });
  }
}

/** The skill signals (sales, customer, learning, then classroom: order breaks ties) and the titles. */
export function loadLexicon(): { signals: Signal[]; titles: TitleSignal[] } {
  const { parts } = read(PartsSchema, 'parts');
  const ids = new Set<string>();
  const patternsOf = (name: string, entry: { id: string; patterns: PatternContent[] }) => {
    if (ids.has(entry.id))
      throw new Error(`content/lexicon/${name}.json: id ${entry.id} is used twice`);
    ids.add(entry.id);
    return entry.patterns.map((p, i) =>
      compile(p, parts, `content/lexicon/${name}.json ${entry.id} pattern ${i + 1}`),
    );
  };
  const signals = ['sales', 'customer', 'learning', 'classroom'].flatMap((name) =>
    read(fileOf(SignalSchema), name).signals.map(({ note: _note, ...signal }): Signal => ({
      ...signal,
      patterns: patternsOf(name, signal),
    })),
  );
  const titles = read(fileOf(TitleSignalSchema), 'titles').signals.map(
    ({ note: _note, ...title }): TitleSignal => ({
      ...title,
      patterns: patternsOf('titles', title),
    }),
  );
  return { signals, titles };
}
