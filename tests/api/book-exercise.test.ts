import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeModules, grantCourse } from '../helpers/learning';
import {
  as,
  createTestApp,
  registerAdmin,
  registerUser,
  type SignedInUser,
  type TestApp,
} from '../helpers/test-app';

let t: TestApp;
let admin: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await registerAdmin(t.app);
});
afterAll(() => t.close());

const CSV = '/api/mini-courses/customer-success/modules/5/exercise.csv';
const CHECK = '/api/mini-courses/customer-success/modules/5/exercise/check';
const file = readFileSync('content/exercises/customer-success-book-of-accounts.csv', 'utf8');

/** Her answers worked out from the CSV she downloaded, as in a spreadsheet. */
function workedOut(csv: string, accounts: string[]) {
  const [header, ...lines] = csv.trim().split('\n');
  const columns = header!.split(',');
  const rows = lines.map((line) =>
    Object.fromEntries(line.split(',').map((cell, i) => [columns[i]!, cell])),
  );
  const total = (column: string) => rows.reduce((sum, row) => sum + Number(row[column]), 0);
  const start = total('start_arr');
  const lost = total('contraction_arr') + total('churned_arr');
  const points = (row: Record<string, string>) => {
    const share = Number(row.active_users_30d) / Number(row.seats);
    const tickets = Number(row.open_tickets);
    const nps = Number(row.nps);
    return (
      (share >= 0.7 ? 40 : share >= 0.4 ? 20 : 0) +
      (tickets <= 2 ? 30 : tickets <= 5 ? 15 : 0) +
      (nps >= 9 ? 30 : nps >= 7 ? 15 : 0)
    );
  };
  return {
    healthScores: Object.fromEntries(
      accounts.map((name) => [name, points(rows.find((row) => row.account === name)!)]),
    ),
    grr: Number(((100 * (start - lost)) / start).toFixed(1)),
    nrr: Number(((100 * (start + total('expansion_arr') - lost)) / start).toFixed(1)),
  };
}

async function readyForModule5(): Promise<SignedInUser> {
  const me = await registerUser(t.app);
  await grantCourse(t.app, admin, me, 7);
  await completeModules(t.app, me, 'customer-success', 4);
  return me;
}

describe('the CS 5 book-of-accounts exercise', () => {
  it('shows in CS 5, downloads its CSV and checks her answers against it', async () => {
    const me = await readyForModule5();
    const course = (
      await as(t.app, me, { method: 'GET', url: '/api/mini-courses/customer-success' })
    ).json();
    const module5 = course.modules.find((m: { id: number }) => m.id === 5);
    expect(module5.exercise).toMatchObject({
      id: 'book-of-accounts',
      downloadName: 'book-of-accounts.csv',
      instructions: expect.stringMatching(/GRR/),
    });
    expect(course.modules.filter((m: { exercise?: unknown }) => m.exercise)).toHaveLength(1);

    const download = await as(t.app, me, { method: 'GET', url: CSV });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toMatch(/^text\/csv/);
    expect(download.headers['content-disposition']).toBe(
      'attachment; filename="book-of-accounts.csv"',
    );
    expect(download.body).toBe(file);

    const right = workedOut(download.body, module5.exercise.askedAccounts);
    const checked = await as(t.app, me, { method: 'POST', url: CHECK, payload: right });
    expect(checked.statusCode).toBe(200);
    expect(checked.json().passed).toBe(true);
    expect(checked.json().results).toHaveLength(module5.exercise.askedAccounts.length + 2);

    // GRR with expansion left in (her NRR) is the classic slip: she is told so.
    const slip = await as(t.app, me, {
      method: 'POST',
      url: CHECK,
      payload: { ...right, grr: right.nrr },
    });
    expect(slip.json().passed).toBe(false);
    const grr = slip.json().results.find((r: { id: string }) => r.id === 'grr');
    expect(grr).toMatchObject({ correct: false, feedback: expect.stringMatching(/expansion/) });
  });

  it('keeps the exercise behind the module lock, like the lesson', async () => {
    expect((await t.app.inject({ method: 'GET', url: CSV })).statusCode).toBe(403);
    const paid = await registerUser(t.app);
    await grantCourse(t.app, admin, paid, 7);
    const early = await as(t.app, paid, { method: 'GET', url: CSV });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBeTruthy();
    expect(
      (
        await as(t.app, paid, {
          method: 'POST',
          url: CHECK,
          payload: { healthScores: {}, grr: 1, nrr: 1 },
        })
      ).statusCode,
    ).toBe(409);
  });

  it.each([
    ['no body', undefined],
    ['a text GRR', { healthScores: {}, grr: 'ninety', nrr: 95 }],
    ['a health score over 100', { healthScores: { 'Urban Fitness Co': 180 }, grr: 80, nrr: 95 }],
    ['a negative NRR', { healthScores: {}, grr: 80, nrr: -4 }],
  ])('answers 400 with a message for %s', async (_, payload) => {
    const me = await readyForModule5();
    const response = await as(t.app, me, { method: 'POST', url: CHECK, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeTruthy();
  });

  it('answers 404 for a module without an exercise', async () => {
    const me = await readyForModule5();
    const response = await as(t.app, me, {
      method: 'GET',
      url: '/api/mini-courses/customer-success/modules/2/exercise.csv',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/no spreadsheet exercise/);
  });
});
