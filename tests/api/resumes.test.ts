import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumes, users } from '@/server/db/schema';
import { analyzeResume } from '@/server/features/resumes/analysis/analyze-resume';
import { EXTRACTION_LIMITS } from '@/server/features/resumes/extraction/extraction-errors';
import { resumeFilesDir } from '@/server/features/resumes/resume-files';
import { loadRoleProfiles } from '@/server/lib/onet/role-profiles';
import {
  as,
  createTestApp,
  registerUser,
  type SignedInUser,
  type TestApp,
} from '../helpers/test-app';
import { multipart } from '../helpers/multipart';
import {
  makeDocx,
  makeImageOnlyPdf,
  makePdf,
  makeZipBombDocx,
  SAMPLE_TEACHER_RESUME,
} from '../helpers/resume-files';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The original file as kept: in the row on PostgreSQL, in the file store on the embedded engine. */
async function storedFile(row: typeof resumes.$inferSelect): Promise<Buffer> {
  if (t.app.dbEngine === 'pglite') {
    expect(row.content).toBeNull();
    return t.app.resumeFiles!.read(row.storageKey!);
  }
  expect(row.storageKey).toBeNull();
  return row.content!;
}

function upload(
  who: SignedInUser | null,
  file: { filename: string; content: Buffer },
  userId?: string,
) {
  const body = multipart([
    ...(userId !== undefined ? [{ name: 'userId', value: userId }] : []),
    { name: 'resume', filename: file.filename, content: file.content },
  ]);
  return as(t.app, who, { method: 'POST', url: '/api/resumes/upload', ...body });
}

describe('POST /api/resumes/upload', () => {
  it('reads a PDF, answers the spec shape with the full analysis, and updates the user', async () => {
    const me = await registerUser(t.app);
    const pdf = await makePdf(SAMPLE_TEACHER_RESUME, { pages: 2 });
    const response = await upload(me, { filename: 'maria.pdf', content: pdf }, me.user.id);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.aiAssessment.bestFitRole).toBe('Learning & Development Specialist');
    expect(body.aiAssessment.originalAssessment).toContain('Learning & Development Specialist');
    expect(body.extractedRole).toBe('5th Grade Teacher');
    expect(body.skills).toEqual(
      expect.arrayContaining(['Professional development facilitation', 'Fundraising']),
    );
    // The resume states 8 years; its dates would add up to 14. The stated figure wins.
    expect(body.parsedData).toMatchObject({
      yearsExperience: 8,
      education: expect.stringContaining('Bachelor of Arts'),
    });
    expect(body.analysis.yearsExperienceSource).toBe('stated');
    expect(body.comparison).toBeNull();
    expect(Date.parse(body.uploadedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(body.file).toEqual({ name: 'maria.pdf', size: pdf.length, type: 'pdf' });
    expect(body.analysis.roles).toHaveLength(3);
    for (const e of body.analysis.roles[0].evidence)
      expect(SAMPLE_TEACHER_RESUME.replace(/•/g, '-')).toContain(e.quote);

    const [user] = await t.db.select().from(users).where(eq(users.id, me.user.id));
    expect(user).toMatchObject({
      currentRole: '5th Grade Teacher',
      yearsExperience: 8,
      targetRoles: ['Learning & Development Specialist'],
      skills: body.skills,
    });
    const [row] = await t.db.select().from(resumes).where(eq(resumes.userId, me.user.id));
    expect((await storedFile(row!)).equals(pdf)).toBe(true);
    expect(row?.fileType).toBe('pdf');
    expect(row?.text).toContain('Held parent-teacher conferences');
    expect(row?.analysis.bestFitRole).toBe('Learning & Development Specialist');

    const roles = await as(t.app, me, {
      method: 'GET',
      url: `/api/users/${me.user.id}/recommended-roles`,
    });
    expect(roles.json()).toEqual({
      hasRecommendations: true,
      recommendedRoles: [{ role: 'Learning & Development Specialist' }],
    });
  });

  it('keeps only the first 60,000 characters of a 4.9 MB TXT, and still answers its analysis', async () => {
    const me = await registerUser(t.app);
    const one = Buffer.from(`${SAMPLE_TEACHER_RESUME}\n\n`);
    const txt = Buffer.concat(
      Array.from({ length: Math.floor(4_900_000 / one.length) }, () => one),
    );
    expect(txt.length).toBeGreaterThan(4_800_000);
    const response = await upload(me, { filename: 'maria.txt', content: txt });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.file).toEqual({ name: 'maria.txt', size: txt.length, type: 'txt' });
    expect(body.aiAssessment.bestFitRole).toBe('Learning & Development Specialist');

    const [row] = await t.db.select().from(resumes).where(eq(resumes.userId, me.user.id));
    // The file is kept whole; its text, read and analysed, is capped.
    expect((await storedFile(row!)).equals(txt)).toBe(true);
    expect(row!.text.length).toBeLessThanOrEqual(EXTRACTION_LIMITS.maxChars);
    expect(row!.text.length).toBeGreaterThan(EXTRACTION_LIMITS.maxChars - one.length);
    expect(txt.toString('utf8').replace(/•/g, '-')).toContain(row!.text.slice(0, 2000));
    // The analysis the worker made is the one the stored text gives.
    expect(row!.analysis).toEqual(analyzeResume(row!.text, loadRoleProfiles()));
    expect(body.analysis).toEqual(row!.analysis);
  });

  it('replaces the previous resume: one row per user, holding the newest file', async () => {
    const me = await registerUser(t.app);
    await upload(me, { filename: 'first.docx', content: await makeDocx(SAMPLE_TEACHER_RESUME) });
    const second = Buffer.from(
      'Sam Rivera\nEXPERIENCE\nAccount Executive | Acme SaaS | 2018 - Present\n- Exceeded quota 8 quarters in a row closing $1.2M in new business\n- Prospected with cold calls and managed pipeline in Salesforce',
    );
    const response = await upload(me, { filename: 'second.txt', content: second });
    expect(response.statusCode).toBe(200);
    expect(response.json().aiAssessment.bestFitRole).toBe('Sales Representative');
    const rows = await t.db.select().from(resumes).where(eq(resumes.userId, me.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.fileName).toBe('second.txt');
    expect((await storedFile(rows[0]!)).equals(second)).toBe(true);
    if (t.app.dbEngine === 'pglite') {
      // The first file went with its row: her folder holds the newest file only.
      const folder = path.join(resumeFilesDir(t.config.database.dataDir), me.user.id);
      expect(readdirSync(folder)).toEqual([rows[0]!.storageKey!.split('/')[1]]);
    }

    const latest = await as(t.app, me, { method: 'GET', url: '/api/resumes/latest' });
    expect(latest.json().resume).toMatchObject({ fileName: 'second.txt', fileSize: second.length });
    expect(latest.json().resume.analysis.bestFitRole).toBe('Sales Representative');
  });

  it('keeps the previous analysis and says what changed: file, date, scores per role, new evidence', async () => {
    const me = await registerUser(t.app);
    const first = await upload(me, {
      filename: 'teaching.docx',
      content: await makeDocx(SAMPLE_TEACHER_RESUME),
    });
    const firstBody = first.json();
    const second = await upload(me, {
      filename: 'with-sales.txt',
      content: Buffer.from(
        `${SAMPLE_TEACHER_RESUME}\n\nSales Associate | Best Buy | Summers 2017 - 2024\n- Exceeded monthly sales targets every summer and sold protection plans to 30% of customers\n- Top seller in the store two summers running`,
      ),
    });
    expect(second.statusCode).toBe(200);
    const body = second.json();
    expect(body.file.name).toBe('with-sales.txt');
    expect(body.comparison.previous).toEqual({
      fileName: 'teaching.docx',
      uploadedAt: firstBody.uploadedAt,
      bestFitRole: firstBody.analysis.bestFitRole,
    });
    const sales = body.comparison.scores.find(
      (s: { role: string }) => s.role === 'Sales Representative',
    );
    const salesBefore = firstBody.analysis.roles.find(
      (r: { role: string }) => r.role === 'Sales Representative',
    ).score;
    expect(sales).toMatchObject({ before: salesBefore, change: sales.after - salesBefore });
    expect(sales.change).toBeGreaterThan(0);
    expect(body.comparison.bestFitChanged).toBe(
      body.analysis.bestFitRole !== firstBody.analysis.bestFitRole,
    );
    expect(body.comparison.newEvidence).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          role: 'Sales Representative',
          quote: expect.stringMatching(/Exceeded monthly sales targets/),
        }),
      ]),
    );

    // The latest resume names its file and date, and compares in the same way.
    const latest = (await as(t.app, me, { method: 'GET', url: '/api/resumes/latest' })).json();
    expect(latest.resume).toMatchObject({
      fileName: 'with-sales.txt',
      uploadedAt: body.uploadedAt,
      comparison: body.comparison,
    });
  });

  it('redoes an analysis stored by an older version from the stored text when it is read', async () => {
    const me = await registerUser(t.app);
    await upload(me, { filename: 'maria.txt', content: Buffer.from(SAMPLE_TEACHER_RESUME) });
    const [row] = await t.db.select().from(resumes).where(eq(resumes.userId, me.user.id));
    // Version 1 had no analysisVersion, no goal, quoted single lines and left the best fit gapless.
    const { analysisVersion: _v, goal: _g, yearsExperienceSource: _y, ...old } = row!.analysis;
    const stale = {
      ...old,
      yearsExperience: 14,
      roles: old.roles.map((r) => ({
        ...r,
        gaps: [],
        evidence: [
          {
            quote: 'maria.lopez@example.com | (555) 123-4567 | Austin, TX',
            skill: 'Teaching and instruction',
          },
        ],
      })),
    };
    await t.db.update(resumes).set({ analysis: stale }).where(eq(resumes.userId, me.user.id));

    const latest = (await as(t.app, me, { method: 'GET', url: '/api/resumes/latest' })).json();
    const analysis = latest.resume.analysis;
    expect(analysis.analysisVersion).toBeGreaterThanOrEqual(2);
    expect(analysis.yearsExperience).toBe(8);
    // The gaps come back as the upload gave them (some role always has some).
    const gapsOf = (roles: typeof old.roles) => roles.map((r) => r.gaps.map((g) => g.skill));
    expect(gapsOf(old.roles).flat().length).toBeGreaterThan(0);
    expect(gapsOf(analysis.roles)).toEqual(gapsOf(old.roles));
    for (const role of analysis.roles)
      for (const e of role.evidence) expect(e.quote).not.toMatch(/@|555/);
    const [stored] = await t.db.select().from(resumes).where(eq(resumes.userId, me.user.id));
    expect(stored!.analysis.analysisVersion).toBe(analysis.analysisVersion);
  });

  it('falls back to the spec defaults when the resume shows no role signal', async () => {
    const me = await registerUser(t.app);
    const text = Buffer.from(
      'Chris Dale\nForklift Operator, Cold Storage Inc.\n- Loaded and unloaded trailers every shift\n- Kept a perfect safety record for three straight years',
    );
    const response = await upload(me, { filename: 'chris.txt', content: text });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.analysis.bestFitRole).toBeNull();
    expect(body.aiAssessment.bestFitRole).toBe('Learning & Development Specialist');
    expect(body.skills).toEqual(['Communication', 'Leadership', 'Organization', 'Teaching']);
    expect(body.parsedData.yearsExperience).toBe(5);
    expect(body.parsedData.education).toBe("Bachelor's Degree in Education");
    expect(body.parsedData.workHistory).toHaveLength(1);
  });

  it('refuses without a session (401) and for another user (403), writing nothing', async () => {
    const me = await registerUser(t.app);
    const other = await registerUser(t.app);
    const file = { filename: 'r.txt', content: Buffer.from(SAMPLE_TEACHER_RESUME) };
    const anonymous = await upload(null, file, me.user.id);
    expect(anonymous.statusCode).toBe(401);
    const forged = await upload(me, file, other.user.id);
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe('You can only upload a resume to your own account');
    expect(await t.db.select().from(resumes).where(eq(resumes.userId, other.user.id))).toHaveLength(
      0,
    );
    expect(await t.db.select().from(resumes).where(eq(resumes.userId, me.user.id))).toHaveLength(0);
  });

  it.each([
    [
      'a 6 MB file',
      () => ({ filename: 'big.pdf', content: Buffer.alloc(6 * 1024 * 1024, 0x41) }),
      413,
      /larger than 5 MB/,
    ],
    [
      'a PNG named .pdf',
      () => ({
        filename: 'resume.pdf',
        content: Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806', 'hex'),
      }),
      415,
      /^This looks like an image \(PNG\), not a PDF\./,
    ],
    [
      'a JPEG named .docx',
      () => ({
        filename: 'resume.docx',
        content: Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
      }),
      415,
      /^This looks like an image \(JPEG\), not a Word document\./,
    ],
    [
      'a 7-byte text file',
      () => ({ filename: 'resume.txt', content: Buffer.from('Teacher') }),
      422,
      /^This file is too short to analyse/,
    ],
    [
      'a scanned PDF with no text',
      async () => ({ filename: 'scan.pdf', content: await makeImageOnlyPdf() }),
      422,
      /scanned PDF.*enter your details manually/,
    ],
    [
      'a zip-bomb DOCX',
      () => ({ filename: 'bomb.docx', content: makeZipBombDocx(64) }),
      422,
      /expands to far more data/,
    ],
    [
      'an empty file',
      () => ({ filename: 'empty.pdf', content: Buffer.alloc(0) }),
      422,
      /^This file is empty\./,
    ],
  ])('refuses %s, saying why in words a person understands', async (_, make, status, message) => {
    const me = await registerUser(t.app);
    const response = await upload(me, await make());
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toMatch(message);
    expect(await t.db.select().from(resumes).where(eq(resumes.userId, me.user.id))).toHaveLength(0);
  });

  it('refuses a JSON body with 415 and a multipart body without the file with 400', async () => {
    const me = await registerUser(t.app);
    const json = await as(t.app, me, {
      method: 'POST',
      url: '/api/resumes/upload',
      payload: { resume: 'text' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toMatch(/multipart\/form-data/);
    const noFile = await as(t.app, me, {
      method: 'POST',
      url: '/api/resumes/upload',
      ...multipart([{ name: 'userId', value: me.user.id }]),
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toMatch(/Choose a resume file/);
  });

  it('answers 400, not 500, for a multipart body cut short or without a boundary', async () => {
    const me = await registerUser(t.app);
    const whole = multipart([
      { name: 'resume', filename: 'resume.txt', content: Buffer.from('Teacher '.repeat(200)) },
    ]);
    const cutShort = await as(t.app, me, {
      method: 'POST',
      url: '/api/resumes/upload',
      headers: whole.headers,
      payload: whole.payload.subarray(0, whole.payload.length - 40),
    });
    const noBoundary = await as(t.app, me, {
      method: 'POST',
      url: '/api/resumes/upload',
      headers: { 'content-type': 'multipart/form-data' },
      payload: whole.payload,
    });
    for (const response of [cutShort, noBoundary]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'The upload could not be read. Please choose the file again.',
      );
    }
  });
});

describe('GET /api/users/{id}/recommended-roles', () => {
  it('answers no recommendations before an upload, and 403 for another user', async () => {
    const me = await registerUser(t.app);
    const other = await registerUser(t.app);
    const mine = await as(t.app, me, {
      method: 'GET',
      url: `/api/users/${me.user.id}/recommended-roles`,
    });
    expect(mine.json()).toEqual({ hasRecommendations: false, recommendedRoles: [] });
    const theirs = await as(t.app, me, {
      method: 'GET',
      url: `/api/users/${other.user.id}/recommended-roles`,
    });
    expect(theirs.statusCode).toBe(403);
  });
});

describe('PATCH /api/users/{id} (manual profile)', () => {
  it('saves the profile, de-duplicating lists, and the recommendations follow the chosen roles', async () => {
    const me = await registerUser(t.app);
    const response = await as(t.app, me, {
      method: 'PATCH',
      url: `/api/users/${me.user.id}`,
      payload: {
        currentRole: ' 8th Grade Math Teacher ',
        yearsExperience: 7,
        skills: ['Data analysis', 'Coaching', 'Data analysis'],
        targetRoles: ['Customer Success Manager', 'Sales Representative'],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      currentRole: '8th Grade Math Teacher',
      yearsExperience: 7,
      skills: ['Data analysis', 'Coaching'],
      targetRoles: ['Customer Success Manager', 'Sales Representative'],
    });
    const roles = await as(t.app, me, {
      method: 'GET',
      url: `/api/users/${me.user.id}/recommended-roles`,
    });
    expect(roles.json().recommendedRoles).toEqual([
      { role: 'Customer Success Manager' },
      { role: 'Sales Representative' },
    ]);
  });

  it.each([
    [{ targetRoles: [] }, 'targetRoles', /at least one target role/],
    [{ targetRoles: ['Astronaut'] }, 'targetRoles.0', /targetRoles/],
    [{ yearsExperience: -1 }, 'yearsExperience', /cannot be negative/],
    [{ yearsExperience: 2.5 }, 'yearsExperience', /whole number/],
    [{ currentRole: '' }, 'currentRole', /Current role is required/],
    [{ skills: ['x'.repeat(81)] }, 'skills.0', /at most 80/],
  ])('rejects %j with 400', async (override, field, message) => {
    const me = await registerUser(t.app);
    const response = await as(t.app, me, {
      method: 'PATCH',
      url: `/api/users/${me.user.id}`,
      payload: {
        currentRole: 'Teacher',
        yearsExperience: 3,
        skills: [],
        targetRoles: ['Sales Representative'],
        ...override,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(Object.keys(response.json().fields)).toContain(field);
  });

  it("refuses to change someone else's profile", async () => {
    const me = await registerUser(t.app);
    const other = await registerUser(t.app);
    const response = await as(t.app, me, {
      method: 'PATCH',
      url: `/api/users/${other.user.id}`,
      payload: {
        currentRole: 'Hacker',
        yearsExperience: 1,
        skills: [],
        targetRoles: ['Sales Representative'],
      },
    });
    expect(response.statusCode).toBe(403);
    const [row] = await t.db.select().from(users).where(eq(users.id, other.user.id));
    expect(row?.currentRole).toBeNull();
  });
});

describe('language-model refinement (a fake OpenAI-compatible server)', () => {
  let server: Server;
  let baseUrl: string;
  let reply: (body: unknown) => { status: number; body: string; delayMs?: number };
  const requests: { authorization?: string; model?: string }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        const body = JSON.parse(raw);
        requests.push({ authorization: req.headers.authorization, model: body.model });
        const answer = reply(body);
        setTimeout(() => {
          res.writeHead(answer.status, { 'content-type': 'application/json' });
          res.end(answer.body);
        }, answer.delayMs ?? 0);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const completion = (content: string) =>
    JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] });
  const assessment =
    'You are a strong fit for Customer Success: your parent-teacher conferences with 50+ families are account management. Next, learn health scores and take a customer-facing summer role.';
  const ldAssessment =
    'Learning & Development fits you best: you led professional development workshops for 30 teachers. Next, build one e-learning sample and learn adult learning principles.';

  // A model that answers gets all the time a busy test machine needs (with 500 ms, CI saw the
  // fake's answer arrive late and the local analysis kept); the timeout has its own server.
  let app: Awaited<ReturnType<TestApp['sibling']>>;
  let impatient: Awaited<ReturnType<TestApp['sibling']>>;
  beforeAll(async () => {
    const model = { LLM_BASE_URL: baseUrl, LLM_API_KEY: 'test-key', LLM_MODEL: 'fake-model' };
    app = await t.sibling({ ...model, LLM_TIMEOUT_MS: '20000' });
    impatient = await t.sibling({ ...model, LLM_TIMEOUT_MS: '200' });
  });

  async function uploadWithModel(content = Buffer.from(SAMPLE_TEACHER_RESUME), server = app) {
    const me = await registerUser(server);
    const body = multipart([{ name: 'resume', filename: 'r.txt', content }]);
    return (await as(server, me, { method: 'POST', url: '/api/resumes/upload', ...body })).json();
  }
  const expectLocalAnalysis = (body: {
    analysis: { source: string };
    aiAssessment: { bestFitRole: string; originalAssessment: string };
  }) => {
    expect(body.analysis.source).toBe('local');
    expect(body.aiAssessment.bestFitRole).toBe('Learning & Development Specialist');
    expect(body.aiAssessment.originalAssessment).toMatch(
      /^Your resume fits Learning & Development Specialist best/,
    );
  };
  const scoreOf = (
    body: { analysis: { roles: { role: string; score: number }[] } },
    role: string,
  ) => body.analysis.roles.find((r) => r.role === role)!.score;

  it('uses the model text when it answers valid JSON', async () => {
    reply = () => ({
      status: 200,
      body: completion(
        JSON.stringify({
          bestFitRole: 'Learning & Development Specialist',
          assessment: ldAssessment,
        }),
      ),
    });
    const body = await uploadWithModel();
    expect(requests.at(-1)).toEqual({ authorization: 'Bearer test-key', model: 'fake-model' });
    expect(body.aiAssessment).toEqual({
      bestFitRole: 'Learning & Development Specialist',
      originalAssessment: ldAssessment,
    });
    expect(body.analysis.source).toBe('llm');
  });

  it('lets the model pick a runner-up within 15 points of the evidence, but not a distant one', async () => {
    const close = readFileSync('tests/fixtures/resumes/teacher-special-ed.txt');
    reply = () => ({
      status: 200,
      body: completion(JSON.stringify({ bestFitRole: 'Customer Success Manager', assessment })),
    });
    const accepted = await uploadWithModel(close);
    expect(
      scoreOf(accepted, 'Learning & Development Specialist') -
        scoreOf(accepted, 'Customer Success Manager'),
    ).toBeLessThanOrEqual(15);
    expect(accepted.aiAssessment.bestFitRole).toBe('Customer Success Manager');

    const refused = await uploadWithModel();
    expect(
      scoreOf(refused, 'Learning & Development Specialist') -
        scoreOf(refused, 'Customer Success Manager'),
    ).toBeGreaterThan(15);
    expect(refused.aiAssessment.bestFitRole).toBe('Learning & Development Specialist');
    expect(refused.analysis.source).toBe('local');
  });

  it.each([
    ['invalid JSON', () => ({ status: 200, body: completion('not json at all') })],
    [
      'a text that argues for another role than the one it picks',
      () => ({
        status: 200,
        body: completion(
          JSON.stringify({ bestFitRole: 'Learning & Development Specialist', assessment }),
        ),
      }),
    ],
    [
      'an unknown role',
      () => ({
        status: 200,
        body: completion(JSON.stringify({ bestFitRole: 'Astronaut', assessment })),
      }),
    ],
    ['a server error', () => ({ status: 500, body: '{"error":"boom"}' })],
  ])('keeps the local analysis on %s', async (_, make) => {
    reply = make;
    expectLocalAnalysis(await uploadWithModel());
  });

  it('keeps the local analysis when the model answers past LLM_TIMEOUT_MS', async () => {
    reply = () => ({
      status: 200,
      body: completion(JSON.stringify({ bestFitRole: 'Sales Representative', assessment })),
      delayMs: 3000,
    });
    expectLocalAnalysis(await uploadWithModel(Buffer.from(SAMPLE_TEACHER_RESUME), impatient));
  });
});
