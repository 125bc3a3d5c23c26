import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import type {
  ResumeTranslation,
  TranslationItem,
  TranslationItemResponse,
} from '@/shared/contracts/resume-translator';
import { resumeTranslations } from '@/server/db/schema';
import { multipart } from '../helpers/multipart';
import { pdfPages } from '../helpers/pdf-text';
import { JAMES, styledPdf } from '../helpers/styled-resumes';
import {
  as,
  createTestApp,
  registerUser,
  type SignedInUser,
  type TestApp,
} from '../helpers/test-app';

const RESUME = readFileSync('tests/fixtures/resumes/teacher-generic-elementary.txt', 'utf8');
const CONFERENCES =
  'Hold parent conferences twice a year and send a weekly newsletter and photos through Seesaw.';

let t: TestApp;
let me: SignedInUser;
let other: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  me = await registerUser(t.app, { firstName: 'Emily', lastName: 'Carter' });
  other = await registerUser(t.app);
});
afterAll(() => t.close());

async function upload(app: FastifyInstance, who: SignedInUser, text: string) {
  const body = multipart([{ name: 'resume', filename: 'resume.txt', content: Buffer.from(text) }]);
  const response = await as(app, who, { method: 'POST', url: '/api/resumes/upload', ...body });
  expect(response.statusCode, response.body).toBe(200);
}

const base = (who: SignedInUser) => `/api/users/${who.user.id}/resume-translations`;
const build = (app: FastifyInstance, who: SignedInUser, role: string, asWho = who) =>
  as(app, asWho, { method: 'POST', url: base(who), payload: { role } });
const patch = (who: SignedInUser, track: string, itemId: string, payload: object) =>
  as(t.app, who, { method: 'PATCH', url: `${base(who)}/${track}/items/${itemId}`, payload });

function unzipEntry(bytes: Buffer, name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName !== name) return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        });
      });
      zip.on('end', () => reject(new Error(`${name} not in the zip`)));
      zip.readEntry();
    });
  });
}

/** The paragraphs of a DOCX, in order, as plain text. */
async function docxParagraphs(bytes: Buffer): Promise<string[]> {
  const xml = await unzipEntry(bytes, 'word/document.xml');
  return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)]
    .map((p) =>
      // Text runs and tabs ("3rd Grade Teacher<tab>Aug 2018 - Present").
      [...p[0].matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>|<w:tab\/>/g)]
        .map((m) => m[1] ?? '\t')
        .join('')
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'"),
    )
    .filter(Boolean);
}

describe('before she has a resume', () => {
  it('asks her to upload one (409), and has nothing to show (404)', async () => {
    const response = await build(t.app, other, 'Customer Success Manager');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'RESUME_REQUIRED',
      message: expect.stringMatching(/upload your resume/i),
    });
    const get = await as(t.app, other, { method: 'GET', url: `${base(other)}/customer-success` });
    expect(get.statusCode).toBe(404);
    // The list says so up front, so the screen asks for a resume without trying a build.
    const list = await as(t.app, other, { method: 'GET', url: base(other) });
    expect(list.json()).toEqual({ hasResume: false, translations: [] });
  });
});

describe('building, reading and reviewing a translation', () => {
  let translation: ResumeTranslation;

  beforeAll(async () => {
    await upload(t.app, me, RESUME);
    const response = await build(t.app, me, 'Customer Success Manager');
    expect(response.statusCode, response.body).toBe(201);
    translation = response.json();
  });

  it('rewrites her lines for the role, with a summary, skills and progress', () => {
    expect(translation).toMatchObject({
      role: 'Customer Success Manager',
      roleType: 'customer-success',
      stale: false,
      resume: { fileName: 'resume.txt' },
      contact: ['Emily Carter', 'McKinney, TX 75070 | 972-555-0133 | emily.carter@example.com'],
    });
    const lines = translation.items.filter((i) => i.section === 'experience');
    expect(lines.length).toBeGreaterThanOrEqual(6);
    const conferences = translation.items.find((i) => i.source === CONFERENCES)!;
    expect(conferences).toMatchObject({
      section: 'experience',
      suggestion: expect.stringContaining('progress-review meetings with parents'),
      skill: 'Stakeholder reviews',
      why: expect.stringContaining('CSMs'),
      accepted: null,
      edited: false,
      origin: 'rules',
      prompt: 'Add how many families you met with each year.',
    });
    // The summary and the skills are items to review like the lines; nothing prints before she does.
    expect(translation.items.filter((i) => i.section === 'summary').map((i) => i.id)).toEqual([
      'summary-opening',
      'summary-strength',
      'summary-closing',
    ]);
    const skills = translation.items.filter((i) => i.section === 'skills');
    expect(skills.length).toBeGreaterThanOrEqual(3);
    for (const item of [...skills, ...translation.items.filter((i) => i.section === 'summary')]) {
      expect(item).toMatchObject({ jobId: '', accepted: null, edited: false });
      // Beside the lines of her resume it came from.
      for (const line of item.source.split('\n')) expect(RESUME).toContain(line);
    }
    expect(translation.summary).toBe('');
    expect(translation.skills.competencies).toEqual([]);
    expect(translation.skills.tools).toEqual(
      expect.arrayContaining(['Seesaw', 'Google Classroom']),
    );
    expect(translation.progress).toMatchObject({
      total: lines.length + skills.length + 3,
      reviewed: 0,
      label: `0 of ${translation.items.length} reviewed`,
    });
    // Every job line is there, as an item or kept as she wrote it.
    expect(translation.jobs.map((j) => j.header[0])).toEqual([
      '3rd Grade Teacher',
      '2nd Grade Teacher',
    ]);
    expect(translation.jobs.flatMap((j) => j.lines)).toHaveLength(11);
  });

  it('answers the saved state on GET, and 200 on a rebuild', async () => {
    const get = await as(t.app, me, { method: 'GET', url: `${base(me)}/customer-success` });
    expect(get.statusCode).toBe(200);
    expect(get.json<ResumeTranslation>().items).toEqual(translation.items);
    const again = await build(t.app, me, 'Customer Success Manager');
    expect(again.statusCode).toBe(200);
    const list = await as(t.app, me, { method: 'GET', url: base(me) });
    expect(list.json()).toEqual({
      hasResume: true,
      translations: [
        expect.objectContaining({
          roleType: 'customer-success',
          stale: false,
          role: 'Customer Success Manager',
        }),
      ],
    });
  });

  it('accepts, rejects and edits a line, counting progress', async () => {
    const [first, second, third] = translation.items;
    let response = await patch(me, 'customer-success', first!.id, { accepted: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      item: { id: first!.id, accepted: true },
      progress: { reviewed: 1, accepted: 1, label: `1 of ${translation.items.length} reviewed` },
    });
    response = await patch(me, 'customer-success', second!.id, { accepted: false });
    expect(response.json().progress).toMatchObject({ reviewed: 2, rejected: 1 });

    const text =
      'Led twice-yearly progress reviews with parents and sent weekly updates through Seesaw';
    response = await patch(me, 'customer-success', third!.id, { text });
    expect(response.statusCode).toBe(200);
    expect(response.json().item).toMatchObject({ suggestion: text, edited: true, accepted: true });
    expect(response.json().item.generated).toBe(third!.suggestion);

    // Back to our suggestion, and back to not reviewed.
    response = await patch(me, 'customer-success', third!.id, { text: null, accepted: null });
    expect(response.json().item).toMatchObject({
      suggestion: third!.suggestion,
      edited: false,
      accepted: null,
    });
    expect(response.json().progress.reviewed).toBe(2);
  });

  it('holds her edit to the fact guard: nothing her resume does not state', async () => {
    const item = translation.items[0]!;
    const response = await patch(me, 'customer-success', item.id, {
      text: 'Ran progress reviews with 140 families using Salesforce',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'UNSUPPORTED_FACTS',
      message: expect.stringContaining('"140"'),
      fields: { text: expect.stringContaining('"Salesforce"') },
    });
    const saved = await as(t.app, me, { method: 'GET', url: `${base(me)}/customer-success` });
    expect(saved.json<ResumeTranslation>().items[0]!.edited).toBe(false);
  });

  it.each([
    ['an edit over 400 characters', { text: 'x'.repeat(401) }, 400],
    ['an empty body', {}, 400],
    ['an empty edit', { text: '   ' }, 400],
    ['accepted that is not a boolean', { accepted: 'yes' }, 400],
  ])('refuses %s', async (_what, payload, status) => {
    const response = await patch(me, 'customer-success', translation.items[0]!.id, payload);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('answers 404 for an unknown line or a role she has not translated', async () => {
    expect(
      (await patch(me, 'customer-success', 'no-such-item', { accepted: true })).statusCode,
    ).toBe(404);
    expect(
      (await patch(me, 'sales', translation.items[0]!.id, { accepted: true })).statusCode,
    ).toBe(404);
    const get = await as(t.app, me, { method: 'GET', url: `${base(me)}/sales` });
    expect(get.statusCode).toBe(404);
    expect(get.json().message).toMatch(/no Sales Representative translation yet/);
  });

  it('refuses an unknown role or role type (400) and someone else’s translation (403)', async () => {
    const badRole = await build(t.app, me, 'Astronaut');
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().message).toMatch(/role must be one of/);
    expect((await as(t.app, me, { method: 'GET', url: `${base(me)}/astronaut` })).statusCode).toBe(
      400,
    );

    expect((await build(t.app, me, 'Sales Representative', other)).statusCode).toBe(403);
    const id = translation.items[0]!.id;
    for (const request of [
      { method: 'GET' as const, url: `${base(me)}/customer-success` },
      { method: 'GET' as const, url: base(me) },
      {
        method: 'PATCH' as const,
        url: `${base(me)}/customer-success/items/${id}`,
        payload: { accepted: false },
      },
      { method: 'GET' as const, url: `${base(me)}/customer-success/export?format=pdf` },
    ]) {
      expect((await as(t.app, other, request)).statusCode, request.url).toBe(403);
    }
    expect(
      (await as(t.app, null, { method: 'GET', url: `${base(me)}/customer-success` })).statusCode,
    ).toBe(401);
  });
});

describe('a resume with little to translate', () => {
  it.each([
    ['a warehouse resume', readFileSync('tests/fixtures/resumes/no-signal-warehouse.txt', 'utf8')],
    // A few loose lines, but the ten words an upload needs before it is read at all.
    [
      'a few loose lines',
      'Sam Lee\nsam@example.test\nI like helping people, and I enjoy working with my neighbours.',
    ],
  ])('still answers for %s, and exports it', async (_what, text) => {
    const who = await registerUser(t.app);
    await upload(t.app, who, text);
    const response = await build(t.app, who, 'Sales Representative');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<ResumeTranslation>().progress.label).toMatch(/^0 of \d+ reviewed$/);
    for (const format of ['pdf', 'docx']) {
      const file = await as(t.app, who, {
        method: 'GET',
        url: `${base(who)}/sales/export?format=${format}`,
      });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.length).toBeGreaterThan(1000);
    }
  });
});

describe('a new upload', () => {
  it('marks the translation stale, and a rebuild keeps her decisions on unchanged lines', async () => {
    const who = await registerUser(t.app);
    await upload(t.app, who, RESUME);
    const first = (await build(t.app, who, 'Sales Representative')).json<ResumeTranslation>();
    const decided = first.items.filter((i) => i.source !== CONFERENCES).slice(0, 4);
    const decisions = [
      { accepted: true },
      { accepted: false },
      { accepted: true },
      { text: 'Prepared and taught lessons for 22–24 students' },
    ];
    for (const [i, item] of decided.entries()) await patch(who, 'sales', item.id, decisions[i]!);
    const changedLine = first.items.find((i) => i.source === CONFERENCES)!;
    await patch(who, 'sales', changedLine.id, { accepted: true });

    await upload(t.app, who, RESUME.replace('twice a year', 'three times a year'));
    const stale = await as(t.app, who, { method: 'GET', url: `${base(who)}/sales` });
    expect(stale.json<ResumeTranslation>().stale).toBe(true);

    const rebuilt = (await build(t.app, who, 'Sales Representative')).json<ResumeTranslation>();
    expect(rebuilt.stale).toBe(false);
    expect(
      decided.map((before) => rebuilt.items.find((i) => i.id === before.id)!.accepted),
    ).toEqual([true, false, true, true]);
    expect(rebuilt.items.find((i) => i.id === decided[3]!.id)).toMatchObject({
      edited: true,
      suggestion: 'Prepared and taught lessons for 22–24 students',
    });
    // Her changed line is a new item, not reviewed yet.
    expect(rebuilt.items.find((i) => i.id === changedLine.id)).toBeUndefined();
    expect(rebuilt.items.find((i) => i.source.includes('three times a year'))?.accepted).toBeNull();
    expect(rebuilt.progress.reviewed).toBe(4);
  });
});

describe('the tailored resume export', () => {
  let who: SignedInUser;
  let translation: ResumeTranslation;
  let accepted: ResumeTranslation['items'][number];
  let rejected: ResumeTranslation['items'][number];

  beforeAll(async () => {
    who = await registerUser(t.app);
    await upload(t.app, who, RESUME);
    translation = (await build(t.app, who, 'Learning & Development Specialist')).json();
    accepted = translation.items.find((i) => i.source.startsWith('Plan and teach'))!;
    rejected = translation.items.find((i) => i.source === CONFERENCES)!;
    await patch(who, 'learning-development', accepted.id, { accepted: true });
    await patch(who, 'learning-development', rejected.id, { accepted: false });
    // Her summary and a skill print only once she accepts them, as they read after her decisions.
    let last = await patch(who, 'learning-development', 'summary-opening', { accepted: true });
    for (const id of ['summary-strength', 'summary-closing'])
      last = await patch(who, 'learning-development', id, { accepted: true });
    const skill = last.json().review.find((i: { section: string }) => i.section === 'skills');
    last = await patch(who, 'learning-development', skill.id, { accepted: true });
    translation = { ...translation, summary: last.json().summary, skills: last.json().skills };
  });

  const exportAs = (format: string) =>
    as(t.app, who, {
      method: 'GET',
      url: `${base(who)}/learning-development/export?format=${format}`,
    });

  it('writes a DOCX with her contact block, standard headings and her accepted rewrites', async () => {
    const response = await exportAs('docx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="Emily-Carter-Resume-Learning-and-Development.docx"',
    );
    const paragraphs = await docxParagraphs(response.rawPayload);
    expect(paragraphs.slice(0, 2)).toEqual([
      'Emily Carter',
      'McKinney, TX 75070 | 972-555-0133 | emily.carter@example.com',
    ]);
    const at = (text: string) => paragraphs.indexOf(text);
    expect(at('SUMMARY')).toBe(2);
    expect(at('SUMMARY')).toBeLessThan(at('EXPERIENCE'));
    expect(at('EXPERIENCE')).toBeLessThan(at('SKILLS'));
    expect(at('SKILLS')).toBeLessThan(at('EDUCATION'));
    expect(at('EDUCATION')).toBeLessThan(at('CERTIFICATIONS'));
    expect(paragraphs[3]).toBe(translation.summary);
    expect(paragraphs).toContain(accepted.suggestion);
    expect(paragraphs).not.toContain(accepted.source);
    // Rejected and unreviewed lines stay as she wrote them.
    expect(paragraphs).toContain(rejected.source);
    const unreviewed = translation.items.find((i) => i.id !== accepted.id && i.id !== rejected.id)!;
    expect(paragraphs).toContain(unreviewed.source);
    // Each job's dates print on its title line, after a right tab stop.
    expect(at('3rd Grade Teacher\tAug 2018 - Present')).toBeGreaterThan(at('EXPERIENCE'));
    expect(at('3rd Grade Teacher\tAug 2018 - Present')).toBeLessThan(at(accepted.suggestion));
    expect(paragraphs).not.toContain('Aug 2018 - Present');
    expect(paragraphs.find((p) => p.startsWith('Core skills: '))).toBeDefined();
    expect(paragraphs).toContain(
      'B.S., Interdisciplinary Studies (EC–6) - University of North Texas, 2016',
    );
  });

  it('writes a PDF whose text reads in order under the same headings', async () => {
    const response = await exportAs('pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      'Emily-Carter-Resume-Learning-and-Development.pdf',
    );
    const text = (await pdfPages(response.rawPayload)).join(' ');
    // Each one after the one before: the text extracts in reading order.
    let at = -1;
    for (const needle of [
      'Emily Carter',
      'SUMMARY',
      'EXPERIENCE',
      '3rd Grade Teacher',
      accepted.suggestion.slice(0, 40),
      '2nd Grade Teacher',
      'SKILLS',
      'EDUCATION',
      'CERTIFICATIONS',
    ]) {
      const next = text.indexOf(needle, at + 1);
      expect(next, `${needle} after position ${at}`).toBeGreaterThan(at);
      at = next;
    }
    expect(text).toContain(rejected.source.slice(0, 40));
  });

  it('refuses an unknown format (400) and a role she has not translated (404)', async () => {
    expect((await exportAs('rtf')).statusCode).toBe(400);
    const missing = await as(t.app, who, {
      method: 'GET',
      url: `${base(who)}/sales/export?format=pdf`,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('is part of her account export', async () => {
    const response = await as(t.app, who, {
      method: 'GET',
      url: `/api/users/${who.user.id}/export`,
    });
    const data = response.json();
    expect(data.resumeTranslations).toEqual([
      expect.objectContaining({
        track: 'learning-development',
        items: expect.arrayContaining([
          expect.objectContaining({ id: 'summary-opening', section: 'summary', accepted: true }),
        ]),
      }),
    ]);
  });
});

describe('nothing she has not approved (issue 34, walk-through M3)', () => {
  // Compared without spaces: the PDF breaks a line after a dash ("22– 24").
  const flat = (text: string) => text.replace(/\s+/g, '');

  async function exported(who: SignedInUser, track: string) {
    const url = `${base(who)}/${track}/export?format=`;
    const pdf = await as(t.app, who, { method: 'GET', url: `${url}pdf` });
    const docx = await as(t.app, who, { method: 'GET', url: `${url}docx` });
    expect(pdf.statusCode).toBe(200);
    expect(docx.statusCode).toBe(200);
    return {
      pdf: flat((await pdfPages(pdf.rawPayload)).join(' ')),
      docx: flat((await docxParagraphs(docx.rawPayload)).join('\n')),
    };
  }

  async function translated(role: string) {
    const who = await registerUser(t.app);
    await upload(t.app, who, RESUME);
    const response = await build(t.app, who, role);
    expect(response.statusCode, response.body).toBe(201);
    return { who, translation: response.json<ResumeTranslation>() };
  }

  const inSection = (translation: ResumeTranslation, section: TranslationItem['section']) =>
    translation.items.filter((i) => i.section === section);

  it('exports no summary and no competencies she has not reviewed, and no rewrite she did not accept', async () => {
    const { who, translation } = await translated('Customer Success Manager');
    const lines = inSection(translation, 'experience');
    await patch(who, 'customer-success', lines[0]!.id, { accepted: false });
    const files = await exported(who, 'customer-success');
    for (const text of [files.pdf, files.docx]) {
      expect(text).not.toContain('SUMMARY');
      expect(text).not.toContain('Coreskills');
      for (const item of translation.items.filter((i) => i.section !== 'experience'))
        expect(text).not.toContain(flat(item.generated));
      for (const line of lines) {
        expect(text).toContain(flat(line.source));
        expect(text).not.toContain(flat(line.generated));
      }
      // Her tools, as she wrote them, still print.
      expect(text).toContain('Tools:');
    }
  });

  it('rejecting every item leaves an export with none of our wording, only hers', async () => {
    const { who, translation } = await translated('Sales Representative');
    for (const item of translation.items) {
      const response = await patch(who, 'sales', item.id, { accepted: false });
      expect(response.statusCode, response.body).toBe(200);
    }
    const after = (
      await as(t.app, who, { method: 'GET', url: `${base(who)}/sales` })
    ).json<ResumeTranslation>();
    expect(after.progress).toMatchObject({ reviewed: after.items.length, accepted: 0 });
    expect(after.summary).toBe('');
    const files = await exported(who, 'sales');
    for (const text of [files.pdf, files.docx]) {
      for (const item of after.items) {
        if (item.section === 'experience') expect(text).toContain(flat(item.source));
        if (item.section !== 'skills') expect(text).not.toContain(flat(item.generated));
      }
      expect(text).not.toContain('SUMMARY');
      expect(text).not.toContain('Coreskills');
      expect(text).toContain(flat('3rd Grade Teacher'));
    }
  });

  it('rebuilds the summary when she decides on the line it quotes, and asks her again', async () => {
    const { who, translation } = await translated('Customer Success Manager');
    const strength = translation.items.find((i) => i.id === 'summary-strength')!;
    const line = inSection(translation, 'experience').find((i) => i.source === strength.source)!;
    expect(line, 'the summary quotes a line we rewrote').toBeDefined();
    // Unreviewed, the line prints as she wrote it, and so the summary quotes her words.
    expect(strength.generated).not.toContain(flat(line.generated).replace(/\.$/, '').slice(8));

    let response = await patch(who, 'customer-success', strength.id, { accepted: true });
    expect(response.json<TranslationItemResponse>().summary).toBe(strength.generated);

    response = await patch(who, 'customer-success', line.id, { accepted: true });
    let body = response.json<TranslationItemResponse>();
    const rebuilt = body.review.find((i) => i.id === strength.id)!;
    expect(rebuilt.generated).not.toBe(strength.generated);
    expect(rebuilt.accepted).toBeNull();
    expect(body.summary).toBe('');
    expect(body.progress.reviewed).toBe(1);

    // Her edit of the new sentence holds until the line it quotes changes again.
    const mine = 'Plans reading, writing, math, science and social studies for 22–24 students.';
    response = await patch(who, 'customer-success', strength.id, { text: mine });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TranslationItemResponse>().summary).toBe(mine);
    response = await patch(who, 'customer-success', line.id, { accepted: false });
    body = response.json<TranslationItemResponse>();
    expect(body.review.find((i) => i.id === strength.id)).toMatchObject({
      generated: strength.generated,
      accepted: null,
      edited: false,
    });
    const saved = (
      await as(t.app, who, { method: 'GET', url: `${base(who)}/customer-success` })
    ).json<ResumeTranslation>();
    expect(saved.items.find((i) => i.id === strength.id)).toEqual(
      body.review.find((i) => i.id === strength.id),
    );
  });

  it('prints the summary sentences and skills she accepted or edited, and holds her edit to the fact guard', async () => {
    const { who, translation } = await translated('Learning & Development Specialist');
    const [skill, leftOut] = inSection(translation, 'skills');
    await patch(who, 'learning-development', skill!.id, { accepted: true });
    await patch(who, 'learning-development', leftOut!.id, { accepted: false });
    const opening = 'Elementary teacher who plans lessons with a grade-level team.';
    let response = await patch(who, 'learning-development', 'summary-opening', { text: opening });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TranslationItemResponse>()).toMatchObject({
      item: { section: 'summary', suggestion: opening, edited: true, accepted: true },
      summary: opening,
      skills: { competencies: [{ name: skill!.generated }] },
    });
    response = await patch(who, 'learning-development', 'summary-closing', {
      text: 'Trained 300 teachers across the district.',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toContain('"300"');

    const files = await exported(who, 'learning-development');
    for (const text of [files.pdf, files.docx]) {
      expect(text).toContain(flat(`SUMMARY ${opening}`));
      expect(text).toContain(flat(`Core skills: ${skill!.generated}`));
      expect(text).not.toContain(flat(leftOut!.generated));
    }
  });

  it('marks a translation built before summaries were reviewable as stale, and never prints its summary', async () => {
    const who = await registerUser(t.app);
    await upload(t.app, who, RESUME);
    const old = {
      id: 'old-line',
      jobId: 'job-1',
      source: 'Taught all subjects to a class of 20–22 second graders.',
      generated: 'Manages five sections of instruction for 20–22 learners.',
      editedText: null,
      origin: 'rules',
      skill: 'Data-informed account management',
      why: 'Recruiters care.',
      prompt: null,
      accepted: null,
    };
    await t.db.insert(resumeTranslations).values({
      userId: who.user.id,
      track: 'customer-success',
      resumeSha256: 'b'.repeat(64),
      layout: {
        contact: ['Emily Carter'],
        name: 'Emily Carter',
        jobs: [
          {
            id: 'job-1',
            header: ['2nd Grade Teacher'],
            lines: [{ kind: 'item', itemId: 'old-line' }],
          },
        ],
        education: [],
        certifications: [],
        other: [],
      },
      // A row as stored before: no section on its items, a summary nobody reviewed.
      items: [old as never],
      summary: 'Manages five sections of instruction for 20–22 learners.',
      skills: {
        competencies: [{ name: 'Data-informed account management', evidence: [old.source] }],
        tools: [],
        languages: [],
      },
    });
    const get = (
      await as(t.app, who, { method: 'GET', url: `${base(who)}/customer-success` })
    ).json<ResumeTranslation>();
    expect(get).toMatchObject({ stale: true, summary: '', skills: { competencies: [] } });
    expect(get.items).toEqual([expect.objectContaining({ id: 'old-line', section: 'experience' })]);
    expect((await patch(who, 'customer-success', 'old-line', { accepted: false })).statusCode).toBe(
      200,
    );
    const files = await exported(who, 'customer-success');
    expect(files.pdf).not.toContain(flat('Manages five sections'));
    expect(files.pdf).not.toContain(flat('account management'));
    expect(files.pdf).toContain(flat(old.source));
    // A rebuild brings it up to date: reviewable summary and skills.
    const rebuilt = (await build(t.app, who, 'Customer Success Manager')).json<ResumeTranslation>();
    expect(rebuilt.stale).toBe(false);
    expect(inSection(rebuilt, 'summary')).toHaveLength(3);
  });
});

describe('a styled two-page PDF with its dates at the right (walk-through M1)', () => {
  it('reads his current role, and exports his name as the heading and each job with its dates', async () => {
    const james = await registerUser(t.app, { firstName: 'James', lastName: 'Carter' });
    const body = multipart([
      {
        name: 'resume',
        filename: 'james-carter.pdf',
        content: await styledPdf(JAMES, { dates: 'page-end' }),
      },
    ]);
    const uploaded = await as(t.app, james, {
      method: 'POST',
      url: '/api/resumes/upload',
      ...body,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json().extractedRole).toBe('K-5 Instructional Coach');
    expect(uploaded.json().analysis.workHistory[0]).toEqual({
      title: 'K-5 Instructional Coach',
      organization: 'Westerville City Schools',
      dates: 'Aug 2020 – Present',
    });
    expect((await build(t.app, james, 'Sales Representative')).statusCode).toBe(201);

    const pdf = await as(t.app, james, {
      method: 'GET',
      url: `${base(james)}/sales/export?format=pdf`,
    });
    expect(pdf.headers['content-disposition']).toBe(
      'attachment; filename="James-Carter-Resume-Sales.pdf"',
    );
    const text = (await pdfPages(pdf.rawPayload)).join(' ');
    // His name comes first (nothing stacked above it), and each job's dates follow its title.
    expect(text.startsWith('JAMES CARTER')).toBe(true);
    let at = 0;
    for (const job of JAMES.jobs) {
      const title = text.indexOf(`${job.title}, ${job.organization}`, at);
      expect(title, job.title).toBeGreaterThan(at);
      expect(text.slice(title).replace(/\s+/g, ' ')).toMatch(
        new RegExp(`^${job.title}, ${job.organization} ${job.dates}`),
      );
      at = title;
    }

    const docx = await as(t.app, james, {
      method: 'GET',
      url: `${base(james)}/sales/export?format=docx`,
    });
    expect(docx.headers['content-disposition']).toBe(
      'attachment; filename="James-Carter-Resume-Sales.docx"',
    );
    const paragraphs = await docxParagraphs(docx.rawPayload);
    expect(paragraphs[0]).toBe('JAMES CARTER');
    for (const job of JAMES.jobs)
      expect(paragraphs).toContain(`${job.title}, ${job.organization}\t${job.dates}`);
  });
});

describe('language-model polish (a fake OpenAI-compatible server)', () => {
  let server: Server;
  let app: FastifyInstance;
  let impatient: FastifyInstance;
  let answer: (draft: string, source: string) => { status: number; body: string; delayMs?: number };
  let translatorCalls = 0;

  const completion = (content: string) =>
    JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] });

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        const content: string = JSON.parse(raw).messages[0].content;
        const draft = content.match(/^Draft rewrite: (.*)$/m)?.[1];
        const source = content.match(/^Original line: (.*)$/m)?.[1];
        // The upload's own analysis asks too: answer it with something it refuses.
        const reply = draft && source ? answer(draft, source) : { status: 500, body: '{}' };
        if (draft) translatorCalls += 1;
        setTimeout(() => {
          res.writeHead(reply.status, { 'content-type': 'application/json' });
          res.end(reply.body);
        }, reply.delayMs ?? 0);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const model = {
      LLM_BASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
      LLM_API_KEY: 'test-key',
      LLM_MODEL: 'fake-model',
    };
    // Answers count only if the limit is far above a busy machine's worst reply; the timeout case
    // has its own instance whose limit a 3 s delay is sure to pass.
    app = await t.sibling({ ...model, LLM_TIMEOUT_MS: '20000' });
    impatient = await t.sibling({ ...model, LLM_TIMEOUT_MS: '300' });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  async function translateWithModel(on = app) {
    const who = await registerUser(on);
    await upload(on, who, RESUME);
    translatorCalls = 0;
    const response = await build(on, who, 'Customer Success Manager');
    expect(response.statusCode, response.body).toBe(201);
    return response.json<ResumeTranslation>();
  }

  it('uses the model wording when it keeps to her facts', async () => {
    answer = (draft) => ({
      status: 200,
      body: completion(
        JSON.stringify({ suggestion: `${draft.replace(/\.$/, '')}, start to finish.` }),
      ),
    });
    const result = await translateWithModel();
    const lines = result.items.filter((i) => i.section === 'experience');
    expect(translatorCalls).toBe(lines.length);
    for (const item of lines) {
      expect(item.origin).toBe('model');
      expect(item.suggestion).toMatch(/, start to finish\.$/);
    }
  });

  it.each([
    ['an invented number and employer', (d: string) => `${d} for 500 families at Google`],
    ['a result she did not claim', (d: string) => `Exceeded every target: ${d}`],
    [
      'role terms the reviewed rewrite does not use',
      (d: string) => `${d} as QBRs tracked in a CRM`,
    ],
    ['her own line unchanged', (_d: string, s: string) => s],
    ['broken English', (d: string) => d.replace(/^(\S+)/, '$1 $1')],
  ])('keeps the rule-based rewrite when the model answers %s', async (_what, make) => {
    answer = (draft, source) => ({
      status: 200,
      body: completion(JSON.stringify({ suggestion: make(draft, source) })),
    });
    const result = await translateWithModel();
    const conferences = result.items.find((i) => i.source === CONFERENCES)!;
    expect(conferences.origin).toBe('rules');
    expect(conferences.suggestion).toContain('progress-review meetings with parents');
    expect(conferences.suggestion).not.toMatch(/500|Google/);
  });

  it.each([
    [
      'a timeout',
      () => ({ status: 200, body: completion('{"suggestion":"too late"}'), delayMs: 3000 }),
      true,
    ],
    ['a server error', () => ({ status: 500, body: '{"error":"boom"}' }), false],
    ['invalid JSON', () => ({ status: 200, body: completion('not json') }), false],
  ])(
    'falls back to the rules on %s, and stops asking after three failures',
    async (_what, make, timesOut) => {
      answer = make;
      const result = await translateWithModel(timesOut ? impatient : app);
      expect(result.items.length).toBeGreaterThan(3);
      expect(result.items.every((i) => i.origin === 'rules')).toBe(true);
      expect(translatorCalls).toBeLessThanOrEqual(6);
    },
  );
});
