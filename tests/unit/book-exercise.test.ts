import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { healthScore, parseBook, retention } from '@/server/content/book-of-accounts';
import { loadContent } from '@/server/content/load-content';
import { checkBookExercise } from '@/server/features/mini-courses/check-book-exercise';

const exercise = loadContent().bookExercises.find((e) => e.id === 'book-of-accounts')!;

/** The CSV read here on its own (plain splitting, no shared code), as a spreadsheet would. */
function independently(): {
  health: Map<string, number>;
  grr: number;
  nrr: number;
  rows: number;
} {
  const [header, ...lines] = readFileSync(`content/${exercise.csv}`, 'utf8').trim().split('\n');
  const columns = header!.split(',');
  const rows = lines.map((line) =>
    Object.fromEntries(line.split(',').map((cell, i) => [columns[i]!, cell])),
  );
  const total = (column: string) => rows.reduce((sum, row) => sum + Number(row[column]), 0);
  const start = total('start_arr');
  const health = new Map(
    rows.map((row) => {
      const share = Number(row.active_users_30d) / Number(row.seats);
      const tickets = Number(row.open_tickets);
      const nps = Number(row.nps);
      const score =
        (share >= 0.7 ? 40 : share >= 0.4 ? 20 : 0) +
        (tickets <= 2 ? 30 : tickets <= 5 ? 15 : 0) +
        (nps >= 9 ? 30 : nps >= 7 ? 15 : 0);
      return [row.account!, score];
    }),
  );
  return {
    health,
    grr: (100 * (start - total('contraction_arr') - total('churned_arr'))) / start,
    nrr:
      (100 * (start + total('expansion_arr') - total('contraction_arr') - total('churned_arr'))) /
      start,
    rows: rows.length,
  };
}

describe('the Customer Success book-of-accounts exercise (issue 32)', () => {
  it('sits in CS 5 with a book of 10-15 accounts, and its answers are the ones the CSV gives', () => {
    expect(exercise).toMatchObject({ track: 'customer-success', moduleId: 5 });
    const mine = independently();
    expect(mine.rows).toBeGreaterThanOrEqual(10);
    expect(mine.rows).toBeLessThanOrEqual(15);
    expect(exercise.answers.grr).toBeCloseTo(mine.grr, 9);
    expect(exercise.answers.nrr).toBeCloseTo(mine.nrr, 9);
    for (const name of exercise.askedAccounts)
      expect(exercise.answers.healthScores[name], name).toBe(mine.health.get(name));
    // The asked accounts tell different stories, so one rule applied everywhere cannot pass.
    expect(new Set(Object.values(exercise.answers.healthScores)).size).toBe(
      exercise.askedAccounts.length,
    );
    // The book shrinks and grows: churn and expansion both matter to the answers.
    expect(exercise.answers.grr).toBeLessThan(exercise.answers.nrr);
  });

  it('computes GRR and NRR from any book with the formulas the exercise states', () => {
    const rows = parseBook(
      [
        'account,industry,seats,start_arr,expansion_arr,contraction_arr,churned_arr,active_users_30d,open_tickets,nps',
        'A,Logistics,10,500000,120000,40000,0,7,2,9',
        'B,Dental,10,60000,0,0,60000,3,6,6',
        'C,Hotels,10,240000,0,0,0,5,4,7',
      ].join('\n'),
    );
    // (800,000 - 40,000 - 60,000) / 800,000 and (800,000 + 120,000 - 100,000) / 800,000.
    expect(retention(rows)).toEqual({ grr: 87.5, nrr: 102.5 });
    expect(rows.map(healthScore)).toEqual([100, 0, 50]);
  });

  it('refuses a row that loses more than it started with, naming the row', () => {
    expect(() =>
      parseBook(
        'account,industry,seats,start_arr,expansion_arr,contraction_arr,churned_arr,active_users_30d,open_tickets,nps\nA,X,5,100,0,80,80,1,0,5',
      ),
    ).toThrow(/row 2/);
  });

  it('confirms right answers and points at the step to redo for wrong ones', () => {
    const { healthScores, grr, nrr } = exercise.answers;
    const right = checkBookExercise(exercise, {
      healthScores,
      grr: Number(grr.toFixed(1)),
      nrr: Number(nrr.toFixed(1)),
    });
    expect(right.passed).toBe(true);
    expect(right.results.every((r) => r.correct)).toBe(true);

    const [first] = exercise.askedAccounts;
    const swapped = checkBookExercise(exercise, {
      healthScores: { ...healthScores, [first!]: healthScores[first!]! + 15 },
      grr: nrr,
      nrr: grr,
    });
    expect(swapped.passed).toBe(false);
    const by = Object.fromEntries(swapped.results.map((r) => [r.id, r]));
    expect(by['health-1']).toMatchObject({
      correct: false,
      feedback: /active users divided by seats/,
    });
    expect(by['health-2']).toMatchObject({ correct: true });
    expect(by.grr).toMatchObject({ correct: false, feedback: /GRR leaves expansion out/ });
    expect(by.nrr).toMatchObject({ correct: false, feedback: /adds the expansion column back/ });
    // The number she missed is not given away.
    expect(by.grr!.feedback).not.toContain(grr.toFixed(1));

    const fraction = checkBookExercise(exercise, { healthScores, grr: grr / 100, nrr: 0 });
    expect(fraction.results.find((r) => r.id === 'grr')!.feedback).toMatch(/as a percentage/);
    expect(fraction.results.find((r) => r.id === 'nrr')!.feedback).toMatch(/Total each column/);
  });
});
