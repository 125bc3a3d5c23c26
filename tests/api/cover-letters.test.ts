import { eq } from 'drizzle-orm';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoverLetter } from '@/shared/contracts/cover-letters';
import { coverLetters, jobs, resumes } from '@/server/db/schema';
import { pdfPages } from '../helpers/pdf-text';
import { SAMPLE_TEACHER_RESUME } from '../helpers/resume-files';
import {
  as,
  createTestApp,
  registerUser,
  type SignedInUser,
  type TestApp,
} from '../helpers/test-app';

let t: TestApp;
let me: SignedInUser;
let other: SignedInUser;
let feedApplicationId: string;
let outsideApplicationId: string;

const POSTING = `Brightpath Learning helps schools get more from their reading programs.
Requirements:
• Experience running onboarding and training sessions for new customers
• Comfortable using data to plan next steps with school leaders
• Working knowledge of Salesforce`;

const letterUrl = (who: SignedInUser, applicationId: string, query = '') =>
  `/api/users/${who.user.id}/applications/${applicationId}/cover-letter${query}`;
const build = (who: SignedInUser, applicationId: string, payload: Record<string, unknown> = {}) =>
  as(t.app, who, { method: 'POST', url: letterUrl(who, applicationId), payload });
const edit = (who: SignedInUser, applicationId: string, payload: Record<string, unknown>) =>
  as(t.app, who, { method: 'PATCH', url: letterUrl(who, applicationId), payload });
const sentences = (letter: CoverLetter) => letter.paragraphs.flatMap((p) => p.sentences);

async function track(who: SignedInUser, payload: Record<string, unknown>): Promise<string> {
  const response = await as(t.app, who, {
    method: 'POST',
    url: `/api/users/${who.user.id}/applications`,
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

beforeAll(async () => {
  t = await createTestApp();
  me = await registerUser(t.app, { firstName: 'Maria', lastName: 'Lopez' });
  other = await registerUser(t.app);
  // Her resume as the upload keeps it (its text is what every feature reads), written directly:
  // the upload's own path is tested in resumes.test.ts, and its extraction worker is not this file's subject.
  await t.db.insert(resumes).values({
    userId: me.user.id,
    fileName: 'resume.txt',
    fileType: 'txt',
    fileSize: SAMPLE_TEACHER_RESUME.length,
    sha256: 'sample',
    content: Buffer.from(SAMPLE_TEACHER_RESUME),
    text: SAMPLE_TEACHER_RESUME,
    analysis: {} as never,
  });
  const [job] = await t.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.status, 'active'))
    .limit(1);
  feedApplicationId = await track(me, { jobId: job!.id });
  outsideApplicationId = await track(me, {
    title: 'Customer Onboarding Specialist',
    company: 'Brightpath Learning',
    url: 'https://careers.brightpath.example/jobs/42',
  });
});
afterAll(() => t.close());

describe('POST /api/users/{id}/applications/{applicationId}/cover-letter', () => {
  it('builds a letter for a feed job from the posting and her resume, every sentence with its evidence', async () => {
    const response = await build(me, feedApplicationId, { length: 'standard' });
    expect(response.statusCode, response.body).toBe(200);
    const letter = response.json<CoverLetter>();
    expect(letter).toMatchObject({ applicationId: feedApplicationId, length: 'standard' });
    expect(letter.paragraphs[0]!.slot).toBe('opening');
    expect(letter.paragraphs.at(-1)!.slot).toBe('close');
    expect(letter.wordCount).toBeLessThanOrEqual(400);
    for (const s of sentences(letter)) expect(s.evidence.length, s.text).toBeGreaterThan(0);
    expect(sentences(letter).some((s) => s.evidence.some((e) => e.kind === 'resume'))).toBe(true);
    expect(sentences(letter).every((s) => s.flags.length === 0)).toBe(true);
    expect(letter.state).toBe('ready');

    const [row] = await t.db
      .select()
      .from(coverLetters)
      .where(eq(coverLetters.applicationId, feedApplicationId));
    expect(row!.userId).toBe(me.user.id);

    const again = await as(t.app, me, { method: 'GET', url: letterUrl(me, feedApplicationId) });
    expect(again.statusCode).toBe(200);
    expect(again.json<CoverLetter>().paragraphs).toEqual(letter.paragraphs);
  });

  it('keeps the short letter under 200 words', async () => {
    const response = await build(me, feedApplicationId, { length: 'short' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<CoverLetter>().wordCount).toBeLessThanOrEqual(200);
    expect(response.json<CoverLetter>().length).toBe('short');
  });

  it('asks her to paste the posting for a job found elsewhere (409), and builds from what she pastes', async () => {
    const without = await build(me, outsideApplicationId);
    expect(without.statusCode).toBe(409);
    expect(without.json().message).toMatch(/paste/i);

    const tooLong = await build(me, outsideApplicationId, { description: 'a'.repeat(20_001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(/too long/);

    const pasted = await build(me, outsideApplicationId, { description: POSTING });
    expect(pasted.statusCode, pasted.body).toBe(200);
    const letter = pasted.json<CoverLetter>();
    expect(sentences(letter)[0]!.text).toContain(
      'Customer Onboarding Specialist role at Brightpath Learning',
    );
    const quotes = sentences(letter).flatMap((s) => s.evidence.map((e) => e.quote));
    expect(quotes).toContain('Working knowledge of Salesforce');

    // Rebuilding (a new length) reads the text she pasted before.
    const rebuilt = await build(me, outsideApplicationId, { length: 'short' });
    expect(rebuilt.statusCode, rebuilt.body).toBe(200);
  });
});

describe('PATCH and export', () => {
  it('flags an invented number, blocks the export until she marks it as hers, then exports DOCX and PDF with the text', async () => {
    const letter = (
      await build(me, outsideApplicationId, { length: 'standard' })
    ).json<CoverLetter>();
    const target = sentences(letter).find((s) => s.evidence.some((e) => e.kind === 'resume'))!;
    const invented = `${target.text.replace(/\.$/, '')}, for 450 families.`;

    const edited = await edit(me, outsideApplicationId, { sentenceId: target.id, text: invented });
    expect(edited.statusCode, edited.body).toBe(200);
    const flagged = sentences(edited.json<CoverLetter>()).find((s) => s.id === target.id)!;
    expect(flagged.text).toBe(invented);
    expect(flagged.flags).toEqual([expect.objectContaining({ kind: 'number', text: '450' })]);
    expect(edited.json<CoverLetter>().state).toBe('draft');
    const draft = await as(t.app, me, {
      method: 'GET',
      url: `/api/users/${me.user.id}/cover-letters`,
    });
    expect(draft.json().letters).toContainEqual({
      applicationId: outsideApplicationId,
      state: 'draft',
    });
    const notMine = await as(t.app, other, {
      method: 'GET',
      url: `/api/users/${me.user.id}/cover-letters`,
    });
    expect(notMine.statusCode).toBe(403);

    const blocked = await as(t.app, me, {
      method: 'GET',
      url: letterUrl(me, outsideApplicationId, '?format=pdf'),
    });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toContain('450');

    const mine = await edit(me, outsideApplicationId, { sentenceId: target.id, ownFacts: ['450'] });
    expect(mine.statusCode).toBe(200);
    expect(sentences(mine.json<CoverLetter>()).every((s) => s.flags.length === 0)).toBe(true);
    expect(mine.json<CoverLetter>().state).toBe('ready');
    const states = await as(t.app, me, {
      method: 'GET',
      url: `/api/users/${me.user.id}/cover-letters`,
    });
    expect(states.json().letters).toContainEqual({
      applicationId: outsideApplicationId,
      state: 'ready',
    });

    const docx = await as(t.app, me, {
      method: 'GET',
      url: letterUrl(me, outsideApplicationId, '?format=docx'),
    });
    expect(docx.statusCode).toBe(200);
    expect(docx.headers['content-disposition']).toBe(
      'attachment; filename="Maria-Lopez-Cover-Letter-Brightpath-Learning.docx"',
    );
    const { value: docxText } = await mammoth.extractRawText({ buffer: docx.rawPayload });
    expect(docxText).toContain(invented);
    expect(docxText).toContain('Dear hiring team at Brightpath Learning,');

    const pdf = await as(t.app, me, {
      method: 'GET',
      url: letterUrl(me, outsideApplicationId, '?format=pdf'),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const pdfText = (await pdfPages(pdf.rawPayload)).join(' ');
    expect(pdfText).toContain('450 families');
    expect(pdfText).toContain('Maria Lopez');
  });

  it('refuses an edit over 1,000 characters (400) and a sentence not in the letter (404)', async () => {
    const letter = (
      await as(t.app, me, { method: 'GET', url: letterUrl(me, outsideApplicationId) })
    ).json<CoverLetter>();
    const id = sentences(letter)[0]!.id;
    const long = await edit(me, outsideApplicationId, { sentenceId: id, text: 'a'.repeat(1_001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/1,000 characters/);
    const unknown = await edit(me, outsideApplicationId, { sentenceId: 's999', text: 'Hello.' });
    expect(unknown.statusCode).toBe(404);
    const nothing = await edit(me, outsideApplicationId, { sentenceId: id });
    expect(nothing.statusCode).toBe(400);
  });
});

describe('her letters are hers only', () => {
  it("answers 403 on another person's URL for every method, and 404 for another's application on her own", async () => {
    for (const method of ['POST', 'GET', 'PATCH', 'DELETE'] as const) {
      const response = await as(t.app, other, {
        method,
        url: letterUrl(me, outsideApplicationId),
        payload: method === 'PATCH' ? { sentenceId: 's1', text: 'Mine now.' } : {},
      });
      expect(response.statusCode, method).toBe(403);
    }
    const theirs = await as(t.app, other, {
      method: 'GET',
      url: `/api/users/${other.user.id}/applications/${outsideApplicationId}/cover-letter?format=docx`,
    });
    expect(theirs.statusCode).toBe(404);
    const overwrite = await as(t.app, other, {
      method: 'PATCH',
      url: `/api/users/${other.user.id}/applications/${outsideApplicationId}/cover-letter`,
      payload: { sentenceId: 's1', text: 'Mine now.' },
    });
    expect(overwrite.statusCode).toBe(404);
    const [row] = await t.db
      .select()
      .from(coverLetters)
      .where(eq(coverLetters.applicationId, outsideApplicationId));
    expect(row!.paragraphs[0]!.sentences[0]!.text).not.toBe('Mine now.');
  });
});

describe('DELETE and the account', () => {
  it('is in her account export, deleted on request and with her account', async () => {
    const exported = await as(t.app, me, { method: 'GET', url: `/api/users/${me.user.id}/export` });
    expect(exported.statusCode).toBe(200);
    const letters = exported.json<{ coverLetters: { applicationId: string }[] }>().coverLetters;
    expect(letters.map((l) => l.applicationId).sort()).toEqual(
      [feedApplicationId, outsideApplicationId].sort(),
    );

    const removed = await as(t.app, me, {
      method: 'DELETE',
      url: letterUrl(me, feedApplicationId),
    });
    expect(removed.statusCode).toBe(204);
    const gone = await as(t.app, me, { method: 'GET', url: letterUrl(me, feedApplicationId) });
    expect(gone.statusCode).toBe(404);

    const deleted = await as(t.app, me, {
      method: 'DELETE',
      url: `/api/users/${me.user.id}`,
      payload: { password: me.password },
    });
    expect(deleted.statusCode).toBe(204);
    expect(
      await t.db.select().from(coverLetters).where(eq(coverLetters.userId, me.user.id)),
    ).toEqual([]);
  });
});
