import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { TrackSlugSchema } from './content.schemas';
import { CONTENT_DIR } from '../lib/paths';
import { readContentJson } from './read-content-json';

/**
 * A spreadsheet exercise on a small book of accounts (issue 32): the CSV she downloads, and the
 * answers her work is checked against, computed from that same CSV when the content loads, so
 * editing a row can never leave a stale key behind.
 */
export const BookExerciseSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/),
  track: TrackSlugSchema,
  moduleId: z.number().int().min(1),
  title: z.string().min(1).max(120),
  instructions: z.string().min(200).max(4000),
  /** The CSV's path under content/. */
  csv: z.string().regex(/^exercises\/[a-z0-9-]+\.csv$/),
  downloadName: z.string().regex(/^[a-z0-9-]+\.csv$/),
  /** The accounts whose health score she works out: each must be a row of the CSV. */
  askedAccounts: z.array(z.string().min(1)).min(1).max(5),
});

const count = z.coerce.number().int().min(0);
export const BookRowSchema = z
  .object({
    account: z.string().min(1).max(80),
    industry: z.string().min(1).max(80),
    seats: z.coerce.number().int().min(1),
    start_arr: count,
    expansion_arr: count,
    contraction_arr: count,
    churned_arr: count,
    active_users_30d: count,
    open_tickets: count,
    nps: z.coerce.number().int().min(0).max(10),
  })
  .refine((row) => row.contraction_arr + row.churned_arr <= row.start_arr, {
    message: 'an account cannot lose more than it started with',
  })
  .refine(
    (row) => row.churned_arr === 0 || row.churned_arr === row.start_arr - row.contraction_arr,
    {
      message: 'a canceled account loses all its remaining ARR',
    },
  );
export type BookRow = z.infer<typeof BookRowSchema>;

/** The team's health score, out of 100, as the exercise text states it. */
export function healthScore(row: BookRow): number {
  const adoption = row.active_users_30d / row.seats;
  const usage = adoption >= 0.7 ? 40 : adoption >= 0.4 ? 20 : 0;
  const support = row.open_tickets <= 2 ? 30 : row.open_tickets <= 5 ? 15 : 0;
  const sentiment = row.nps >= 9 ? 30 : row.nps >= 7 ? 15 : 0;
  return usage + support + sentiment;
}

/** GRR and NRR of the whole book, in percent (unrounded). */
export function retention(rows: readonly BookRow[]): { grr: number; nrr: number } {
  const sum = (key: keyof BookRow) => rows.reduce((total, row) => total + Number(row[key]), 0);
  const start = sum('start_arr');
  const lost = sum('contraction_arr') + sum('churned_arr');
  return {
    grr: (100 * (start - lost)) / start,
    nrr: (100 * (start + sum('expansion_arr') - lost)) / start,
  };
}

export function parseBook(csv: string): BookRow[] {
  const records = parse(csv, { columns: true, skip_empty_lines: true, trim: true }) as unknown[];
  return records.map((record, index) => {
    const parsed = BookRowSchema.safeParse(record);
    if (!parsed.success)
      throw new Error(
        `row ${index + 2}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
      );
    return parsed.data;
  });
}

export interface BookExercise extends z.infer<typeof BookExerciseSchema> {
  /** The CSV as she downloads it. */
  csvText: string;
  /** The right answers, computed from the CSV. */
  answers: { healthScores: Record<string, number>; grr: number; nrr: number };
}

export function loadBookExercise(relativePath: string): BookExercise {
  const exercise = readContentJson(BookExerciseSchema, relativePath);
  const csvText = readFileSync(path.join(CONTENT_DIR, exercise.csv), 'utf8');
  let rows: BookRow[];
  try {
    rows = parseBook(csvText);
  } catch (error) {
    throw new Error(`content/${exercise.csv} is invalid: ${(error as Error).message}`);
  }
  if (rows.length < 10 || rows.length > 15)
    throw new Error(`content/${exercise.csv}: a book of 10 to 15 accounts, not ${rows.length}`);
  const byName = new Map(rows.map((row) => [row.account, row]));
  if (byName.size !== rows.length)
    throw new Error(`content/${exercise.csv}: an account is listed twice`);
  const healthScores = Object.fromEntries(
    exercise.askedAccounts.map((name) => {
      const row = byName.get(name);
      if (!row) throw new Error(`content/${relativePath}: ${name} is not an account of the CSV`);
      return [name, healthScore(row)];
    }),
  );
  return { ...exercise, csvText, answers: { healthScores, ...retention(rows) } };
}
