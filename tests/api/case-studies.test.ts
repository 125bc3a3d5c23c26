import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseStudy, CaseStudyList } from '@/shared/contracts/case-studies';
import { TRACKS } from '@/shared/constants';
import { loadContent } from '@/server/content/load-content';
import { openDatabase } from '@/server/db/client';
import { caseStudyResponses } from '@/server/db/schema';
import { MIGRATIONS_DIR } from '@/server/lib/paths';
import { grantCourse } from '../helpers/learning';
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

async function buyer(courseId: number): Promise<SignedInUser> {
  const me = await registerUser(t.app);
  await grantCourse(t.app, admin, me, courseId);
  return me;
}

/** Each track's first case: the one it had before cases became a list. */
const FIRST_CASE = {
  sales: 'harmon-valley',
  'customer-success': 'copper-kettle',
  'learning-development': 'stonebridge',
} as const;
type Track = keyof typeof FIRST_CASE;

const list = (who: SignedInUser | null, track: string) =>
  as(t.app, who, { method: 'GET', url: `/api/case-studies/${track}` });
const readCase = (who: SignedInUser | null, track: string, caseId: string) =>
  as(t.app, who, { method: 'GET', url: `/api/case-studies/${track}/${caseId}` });
const saveCase = (
  who: SignedInUser,
  track: string,
  caseId: string,
  payload: Record<string, unknown>,
) =>
  as(t.app, who, { method: 'PUT', url: `/api/case-studies/${track}/${caseId}/response`, payload });
/** The track's first case, read and saved as the single-case tests always did. */
const read = (who: SignedInUser | null, track: string) =>
  readCase(who, track, FIRST_CASE[track as Track] ?? 'none');
const save = (who: SignedInUser, track: string, payload: Record<string, unknown>) =>
  saveCase(who, track, FIRST_CASE[track as Track] ?? 'none', payload);

describe('case studies', () => {
  it('shows visitors and non-buyers the outline only, never the scenario or model answers', async () => {
    const visitor = await read(null, 'customer-success');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toMatchObject({
      track: 'customer-success',
      locked: true,
      signedIn: false,
    });
    expect(visitor.json().title.length).toBeGreaterThan(10);
    expect(visitor.json().modules.length).toBeGreaterThan(0);
    expect(visitor.body).not.toMatch(/scenario|modelAnswer|takeaways/);

    const notBought = await registerUser(t.app);
    expect((await read(notBought, 'sales')).json()).toMatchObject({ locked: true, signedIn: true });
    const refused = await save(notBought, 'sales', { answers: {} });
    expect(refused.statusCode).toBe(403);
    const refusedOther = await saveCase(notBought, 'sales', 'brightwater-freight', { answers: {} });
    expect(refusedOther.statusCode).toBe(403);
    const outlines = (await list(notBought, 'sales')).json<CaseStudyList>();
    expect(outlines.locked).toBe(true);
    expect(outlines.cases.map((c) => c.id)).toEqual(['harmon-valley', 'brightwater-freight']);
    expect(JSON.stringify(outlines)).not.toMatch(/scenario|modelAnswer|takeaways/);
  });

  it('keeps a draft, refuses to submit with a question unanswered, then reveals the model answers', async () => {
    const me = await buyer(8);
    const opened = (await read(me, 'learning-development')).json();
    expect(opened.locked).toBe(false);
    expect(opened.scenario).toMatch(/\|/); // its data table
    const ids: string[] = opened.questions.map((q: { id: string }) => q.id);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    expect(
      opened.questions.every((q: { modelAnswer?: string }) => q.modelAnswer === undefined),
    ).toBe(true);

    const draft = await save(me, 'learning-development', {
      answers: { [ids[0]!]: '  I would ask the director what "done" looks like first.  ' },
    });
    expect(draft.statusCode).toBe(200);
    expect(draft.json().questions[0]).toMatchObject({
      answer: 'I would ask the director what "done" looks like first.',
    });
    expect(draft.json().submittedAt).toBeNull();

    const early = await save(me, 'learning-development', {
      answers: { [ids[0]!]: 'First answer' },
      submit: true,
    });
    expect(early.statusCode).toBe(400);
    expect(Object.keys(early.json().fields)).toContain(`answers.${ids[1]}`);

    const answers = Object.fromEntries(ids.map((id) => [id, `My answer to ${id}`]));
    const submitted = await save(me, 'learning-development', { answers, submit: true });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().submittedAt).toEqual(expect.any(String));
    expect(submitted.json().takeaways.length).toBeGreaterThanOrEqual(3);
    for (const q of submitted.json().questions) expect(q.modelAnswer.length).toBeGreaterThan(200);

    // Reading again keeps both; another person sees none of hers.
    expect((await read(me, 'learning-development')).json().questions[0].answer).toBe(
      `My answer to ${ids[0]}`,
    );
    const other = await buyer(8);
    const theirs = (await read(other, 'learning-development')).json();
    expect(theirs.questions.every((q: { answer: string | null }) => q.answer === null)).toBe(true);
    expect(theirs.submittedAt).toBeNull();
  });

  it('refuses unknown questions, over-long answers and unknown tracks with a 4xx that says why', async () => {
    const me = await buyer(6);
    const unknown = await save(me, 'sales', { answers: { 'not-a-question': 'x' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/not part of this case study/);
    const id = (await read(me, 'sales')).json().questions[0].id as string;
    const long = await save(me, 'sales', { answers: { [id]: 'x'.repeat(5001) } });
    expect(long.statusCode).toBe(400);
    expect((await read(me, 'astronaut')).statusCode).toBe(400);
    expect((await list(me, 'astronaut')).statusCode).toBe(400);
    expect(
      await t.db.select().from(caseStudyResponses).where(eq(caseStudyResponses.userId, me.user.id)),
    ).toEqual([]);
  });
});

describe('several cases per track', () => {
  it('lists every case of the track with her progress, and each case keeps its own answers', async () => {
    const me = await buyer(6);
    const before = await list(me, 'sales');
    expect(before.statusCode).toBe(200);
    const cases = before.json<CaseStudyList>();
    expect(cases).toMatchObject({ track: 'sales', locked: false, signedIn: true });
    expect(cases.cases.map((c) => c.id)).toEqual(['harmon-valley', 'brightwater-freight']);
    expect(cases.cases.every((c) => c.answeredCount === 0 && c.submittedAt === null)).toBe(true);
    const freight = cases.cases[1]!;
    expect(freight.questionCount).toBe(3);
    expect(freight.modules.map((m) => m.id)).toEqual([2, 3, 4]);

    const opened = (await readCase(me, 'sales', 'brightwater-freight')).json<CaseStudy>();
    expect(opened.id).toBe('brightwater-freight');
    expect(opened.scenario).toMatch(/Brightwater Freight/);
    const ids = opened.questions!.map((q) => q.id);

    // A draft in the freight case does not touch the district case.
    const draft = await saveCase(me, 'sales', 'brightwater-freight', {
      answers: { [ids[0]!]: 'Need: confirmed, 120 hours a month of supervisor time.' },
    });
    expect(draft.statusCode).toBe(200);
    expect(draft.json<CaseStudy>().id).toBe('brightwater-freight');
    const district = (await read(me, 'sales')).json<CaseStudy>();
    expect(district.questions!.every((q) => q.answer === null)).toBe(true);

    // A question of the other case is not part of this one.
    const crossed = await saveCase(me, 'sales', 'brightwater-freight', {
      answers: { [district.questions![0]!.id]: 'x' },
    });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().message).toMatch(/not part of this case study/);

    // Submitting the freight case: each answer gets its feedback and the model answers show.
    const content = t.app.content.caseStudies.sales.cases[1]!;
    const entry = Object.fromEntries(content.questions.map((q) => [q.id, q.entryAnswer]));
    const submitted = await saveCase(me, 'sales', 'brightwater-freight', {
      answers: entry,
      submit: true,
    });
    expect(submitted.statusCode).toBe(200);
    for (const q of submitted.json<CaseStudy>().questions!) {
      expect(q.modelAnswer!.length).toBeGreaterThan(200);
      expect(q.feedback!.level).not.toBe('not-yet');
    }
    const after = (await list(me, 'sales')).json<CaseStudyList>().cases;
    expect(after.map((c) => [c.id, c.answeredCount, c.submittedAt !== null])).toEqual([
      ['harmon-valley', 0, false],
      ['brightwater-freight', 3, true],
    ]);

    // Her data export holds every case's answers, each under its case.
    const exported = await as(t.app, me, { method: 'GET', url: `/api/users/${me.user.id}/export` });
    expect(exported.statusCode).toBe(200);
    const rows = (exported.json() as { caseStudyResponses: { caseId: string; answers: object }[] })
      .caseStudyResponses;
    expect(rows.map((r) => r.caseId)).toEqual(['brightwater-freight']);
    expect(rows[0]!.answers).toEqual(entry);
  });

  it('answers 404 with a message for a case the track does not have', async () => {
    const me = await buyer(6);
    for (const response of [
      await readCase(me, 'sales', 'no-such-case'),
      await readCase(null, 'sales', 'no-such-case'),
      await readCase(me, 'customer-success', 'brightwater-freight'),
      await saveCase(me, 'sales', 'no-such-case', { answers: {} }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toMatch(/no case study/i);
    }
    const odd = await readCase(me, 'sales', 'Not A Case!');
    expect(odd.statusCode).toBe(400);
    expect(odd.json().message).toEqual(expect.any(String));
  });

  it("never reads or writes another person's answers", async () => {
    const her = await buyer(6);
    const other = await buyer(6);
    const [id] = t.app.content.caseStudies.sales.cases[1]!.questions.map((q) => q.id);
    await saveCase(her, 'sales', 'brightwater-freight', {
      answers: { [id!]: 'Her private answer about Brightwater' },
    });
    const theirs = await readCase(other, 'sales', 'brightwater-freight');
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).not.toContain('Her private answer');
    expect((await list(other, 'sales')).json<CaseStudyList>().cases[1]!.answeredCount).toBe(0);
    // Their save writes their own row; hers is untouched.
    await saveCase(other, 'sales', 'brightwater-freight', { answers: { [id!]: 'Theirs' } });
    const [mine] = await t.db
      .select()
      .from(caseStudyResponses)
      .where(
        and(
          eq(caseStudyResponses.userId, her.user.id),
          eq(caseStudyResponses.caseId, 'brightwater-freight'),
        ),
      );
    expect(mine!.answers).toEqual({ [id!]: 'Her private answer about Brightwater' });
    // No route takes a person: a visitor sees outlines only.
    const visitor = await readCase(null, 'sales', 'brightwater-freight');
    expect(visitor.json<CaseStudy>()).toMatchObject({ locked: true, signedIn: false });
    expect(visitor.body).not.toContain('Her private answer');
  });
});

describe('answers saved while each track had one case (migration 0041)', () => {
  it("keeps every row, gives it its track's first case and reads it as before", async () => {
    // The migrations up to 0040 in a folder of their own: the database as it was before cases.
    const dir = mkdtempSync(path.join(tmpdir(), 'c2c-migrations-'));
    const handle = await openDatabase({});
    try {
      cpSync(MIGRATIONS_DIR, dir, { recursive: true });
      const journalFile = path.join(dir, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
        entries: { tag: string }[];
      };
      const at = journal.entries.findIndex((e) => e.tag.startsWith('0041_'));
      expect(at).toBeGreaterThan(0);
      journal.entries = journal.entries.slice(0, at);
      writeFileSync(journalFile, JSON.stringify(journal));
      const db = drizzle(handle.pglite!);
      await migrate(db, { migrationsFolder: dir });

      const pglite = handle.pglite!;
      const { rows: users } = await pglite.query<{ id: string }>(
        `insert into users (email, password_hash, first_name, last_name)
         values ('before-cases@example.test', 'x', 'Ana', 'Ruiz') returning id`,
      );
      const userId = users[0]!.id;
      const submitted = '2026-11-01T10:00:00.000Z';
      for (const { slug } of TRACKS)
        await pglite.query(
          `insert into case_study_responses (user_id, track, answers, submitted_at)
           values ($1, $2, $3, $4)`,
          [
            userId,
            slug,
            JSON.stringify({ [`${slug}-answer`]: `What I wrote for ${slug}` }),
            submitted,
          ],
        );

      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
      const { rows } = await pglite.query<{
        track: string;
        case_id: string;
        answers: Record<string, string>;
        submitted_at: Date;
      }>('select track, case_id, answers, submitted_at from case_study_responses order by track');
      const content = loadContent();
      expect(rows).toHaveLength(TRACKS.length);
      for (const row of rows) {
        const track = row.track as Track;
        // The id the migration wrote is the first case of the track's content file.
        expect(row.case_id).toBe(content.caseStudies[track].cases[0]!.id);
        expect(row.case_id).toBe(FIRST_CASE[track]);
        expect(row.answers).toEqual({ [`${track}-answer`]: `What I wrote for ${track}` });
        expect(new Date(row.submitted_at).toISOString()).toBe(submitted);
      }
    } finally {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('shows a first-case row on the course list and on the case page', async () => {
    const me = await buyer(7);
    const [question] = t.app.content.caseStudies['customer-success'].cases[0]!.questions;
    // A row as the migration leaves one written before cases: its track's first case.
    await t.db.insert(caseStudyResponses).values({
      userId: me.user.id,
      track: 'customer-success',
      caseId: 'copper-kettle',
      answers: { [question!.id]: 'Written before there were several cases' },
    });
    const cases = (await list(me, 'customer-success')).json<CaseStudyList>().cases;
    expect(cases[0]).toMatchObject({ id: 'copper-kettle', answeredCount: 1 });
    const opened = (await read(me, 'customer-success')).json<CaseStudy>();
    expect(opened.questions![0]!.answer).toBe('Written before there were several cases');
  });
});
