import { readFileSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EvidenceBank } from '@/shared/contracts/evidence';
import type { ResumeTranslation } from '@/shared/contracts/resume-translator';
import { judgeResume } from '@/server/features/resumes/analysis/analyze-resume';
import { loadRoleProfiles } from '@/server/lib/onet/role-profiles';
import type { LatestResumeResponseSchema } from '@/shared/contracts/resumes';
import type { LearningPathsResponseSchema } from '@/shared/contracts/learning';
import type { z } from 'zod';
import { multipart } from '../helpers/multipart';
import { pdfPages } from '../helpers/pdf-text';
import {
  as,
  createTestApp,
  registerUser,
  type SignedInUser,
  type TestApp,
} from '../helpers/test-app';

/**
 * Issue 34: her evidence bank, and one verdict per skill on every screen that reads it (the
 * analysis, her learning paths, her career kit). The walk-through's Maria (M2): an M.Ed. in
 * Curriculum & Instruction and a unit she wrote, told "curriculum design" is her gap.
 */
const MARIA = readFileSync('tests/fixtures/resumes/maria-degree-and-unit.txt', 'utf8');

type Latest = z.infer<typeof LatestResumeResponseSchema>;
type Paths = z.infer<typeof LearningPathsResponseSchema>;

let t: TestApp;
let maria: SignedInUser;
let olga: SignedInUser;

async function upload(who: SignedInUser, text: string) {
  const body = multipart([
    { name: 'resume', filename: 'resume.txt', content: Buffer.from(text), type: 'text/plain' },
  ]);
  const response = await as(t.app, who, { method: 'POST', url: '/api/resumes/upload', ...body });
  expect(response.statusCode, response.body).toBe(200);
}

async function bank(who: SignedInUser): Promise<EvidenceBank> {
  const response = await as(t.app, who, {
    method: 'GET',
    url: `/api/users/${who.user.id}/evidence`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<EvidenceBank>();
}

async function latest(who: SignedInUser) {
  const response = await as(t.app, who, { method: 'GET', url: '/api/resumes/latest' });
  expect(response.statusCode).toBe(200);
  return response.json<Latest>().resume!.analysis;
}

async function paths(who: SignedInUser) {
  const response = await as(t.app, who, {
    method: 'POST',
    url: '/api/generate-learning-paths',
    payload: {
      userId: who.user.id,
      suggestedRoles: [
        'Sales Representative',
        'Customer Success Manager',
        'Learning & Development Specialist',
      ],
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Paths>().learningPaths;
}

async function kitText(who: SignedInUser, kitId: string) {
  const response = await as(t.app, who, { method: 'GET', url: `/api/career-kits/${kitId}/pdf` });
  expect(response.statusCode).toBe(200);
  return (await pdfPages(response.rawPayload)).join('\n');
}

function state(verdicts: EvidenceBank['verdicts'], skill: string) {
  const verdict = verdicts.find((v) => v.skill === skill);
  expect(verdict, skill).toBeDefined();
  return verdict!;
}

function put(who: SignedInUser, competencyId: string, payload: unknown, userId = who.user.id) {
  return as(t.app, who, {
    method: 'PUT',
    url: `/api/users/${userId}/evidence/verdicts/${competencyId}`,
    payload: payload as Record<string, unknown>,
  });
}

/** Every screen's strengths and gaps agree with the bank's verdicts, and never name one skill twice. */
async function expectOneTruth(who: SignedInUser) {
  const { verdicts } = await bank(who);
  const analysis = await latest(who);
  const learning = await paths(who);
  for (const fit of analysis.roles) {
    const strengths = fit.strengths.map((s) => s.skill);
    const gaps = fit.gaps.map((g) => g.skill);
    expect(strengths.filter((s) => gaps.includes(s))).toEqual([]);
    for (const skill of strengths) expect(state(verdicts, skill).status).toBe('strength');
    for (const skill of gaps) expect(state(verdicts, skill).status).toBe('gap');
    if (fit.gaps.length > 0) expect(fit.score).toBeLessThan(100);
  }
  for (const path of learning) {
    for (const skill of path.focus.strengths)
      expect(state(verdicts, skill).status).toBe('strength');
    for (const gap of path.focus.gaps) expect(state(verdicts, gap.skill).status).toBe('gap');
  }
  return { verdicts, analysis, learning };
}

beforeAll(async () => {
  t = await createTestApp();
  maria = await registerUser(t.app, { firstName: 'Maria', lastName: 'Lopez' });
  olga = await registerUser(t.app, { firstName: 'Olga', lastName: 'Other' });
  await upload(maria, MARIA);
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/users/{id}/evidence', () => {
  it('lists her resume lines with the skills they show, and judges every skill once', async () => {
    const { hasResume, items, verdicts } = await bank(maria);
    expect(hasResume).toBe(true);
    const ids = new Set(items.map((i) => i.id));
    expect(ids.size).toBe(items.length);
    expect(new Set(verdicts.map((v) => v.skill)).size).toBe(verdicts.length);
    expect(verdicts.length).toBe(26);
    for (const verdict of verdicts)
      for (const id of verdict.evidenceIds) expect(ids.has(id)).toBe(true);
    // Her contact block and her name are never evidence.
    expect(items.some((i) => /maria\.lopez@|555/.test(i.text))).toBe(false);
    expect(items.every((i) => i.kind === 'resume-line' && i.approved)).toBe(true);

    // M2: the unit she wrote and her degree make design a strength, with both as its evidence.
    const design = state(verdicts, 'Instructional and curriculum design');
    expect(design.status).toBe('strength');
    const evidence = design.evidenceIds.map((id) => items.find((i) => i.id === id)!.text);
    expect(evidence).toContain('Wrote a 6-week unit on ecosystems now used district-wide');
    expect(evidence.some((text) => text.includes('Curriculum & Instruction'))).toBe(true);
    // Nothing on her resume is about revenue.
    expect(state(verdicts, 'Sales, fundraising or revenue results')).toMatchObject({
      status: 'gap',
      evidenceIds: [],
      stated: null,
    });
  });

  it('agrees with the analysis, the learning paths and the career kit', async () => {
    const { analysis } = await expectOneTruth(maria);
    const ld = analysis.roles.find((r) => r.roleType === 'learning_development')!;
    expect(ld.strengths.map((s) => s.skill)).toContain('Instructional and curriculum design');
    expect(ld.gaps.map((g) => g.skill)).not.toContain('Instructional and curriculum design');
    const kit = await kitText(maria, 'learning-development');
    expect(kit).toContain('Instructional and curriculum design');
  });

  it('without a resume, reads the skills on her profile as what she states', async () => {
    const fresh = await registerUser(t.app, { firstName: 'Nia', lastName: 'New' });
    const saved = await as(t.app, fresh, {
      method: 'PATCH',
      url: `/api/users/${fresh.user.id}`,
      payload: {
        currentRole: 'Teacher',
        yearsExperience: 6,
        skills: ['Lesson planning', 'Google Classroom'],
        targetRoles: ['Learning & Development Specialist'],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { hasResume, items } = await bank(fresh);
    expect(hasResume).toBe(false);
    expect(items.map((i) => [i.kind, i.text])).toEqual(
      expect.arrayContaining([['stated', 'Lesson planning']]),
    );
  });

  it("never shows another person's bank, and asks a visitor to sign in", async () => {
    const theirs = await as(t.app, olga, {
      method: 'GET',
      url: `/api/users/${maria.user.id}/evidence`,
    });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toHaveProperty('message');
    expect(theirs.body).not.toContain('ecosystems');
    const visitor = await as(t.app, null, {
      method: 'GET',
      url: `/api/users/${maria.user.id}/evidence`,
    });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('PUT /api/users/{id}/evidence/verdicts/{competencyId}', () => {
  it('"I have done this: here is where" turns a gap into a strength on every screen', async () => {
    const before = await latest(maria);
    const ld = before.roles.find((r) => r.roleType === 'learning_development')!;
    expect(ld.gaps.map((g) => g.skill)).toContain('E-learning and LMS tools');

    const where = 'Built our school’s Canvas course for 7th grade science, used by 6 teachers.';
    const response = await put(maria, 'ld.elearning', { stance: 'have', text: where });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<EvidenceBank>();
    const elearning = state(updated.verdicts, 'E-learning and LMS tools');
    expect(elearning).toMatchObject({ status: 'strength', stated: 'have' });
    const item = updated.items.find((i) => i.id === elearning.evidenceIds[0])!;
    expect(item).toMatchObject({ kind: 'stated', text: where, approved: true });

    const { analysis, learning } = await expectOneTruth(maria);
    const after = analysis.roles.find((r) => r.roleType === 'learning_development')!;
    expect(after.gaps.map((g) => g.skill)).not.toContain('E-learning and LMS tools');
    expect(after.evidence.some((e) => e.stated && e.quote === where)).toBe(true);
    expect(after.score).toBeGreaterThan(ld.score);
    const path = learning.find((p) => p.slug === 'learning-development')!;
    expect(path.focus.gaps.map((g) => g.skill)).not.toContain('E-learning and LMS tools');
    expect(await kitText(maria, 'learning-development')).toContain('E-learning and LMS tools');
  });

  it('"I have not done this" takes a strength away everywhere, and withdrawing it restores it', async () => {
    const skill = 'Facilitation and presenting';
    expect(state((await bank(maria)).verdicts, skill).status).toBe('strength');
    const response = await put(maria, 'ld.facilitation', { stance: 'have-not' });
    expect(response.statusCode, response.body).toBe(200);
    expect(state(response.json<EvidenceBank>().verdicts, skill)).toMatchObject({
      status: 'gap',
      stated: 'have-not',
      evidenceIds: [],
    });
    const { analysis } = await expectOneTruth(maria);
    const ld = analysis.roles.find((r) => r.roleType === 'learning_development')!;
    expect(ld.strengths.map((s) => s.skill)).not.toContain(skill);
    expect(ld.gaps.map((g) => g.skill)).toContain(skill);
    expect(await kitText(maria, 'learning-development')).not.toMatch(
      /•\s*Facilitation and presenting/,
    );

    const undo = await as(t.app, maria, {
      method: 'DELETE',
      url: `/api/users/${maria.user.id}/evidence/verdicts/ld.facilitation`,
    });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(state(undo.json<EvidenceBank>().verdicts, skill)).toMatchObject({
      status: 'strength',
      stated: null,
    });
    const again = await as(t.app, maria, {
      method: 'DELETE',
      url: `/api/users/${maria.user.id}/evidence/verdicts/ld.facilitation`,
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses what it cannot keep with a clear message', async () => {
    const cases: [string, unknown, number][] = [
      ['ld.design', { stance: 'have' }, 400],
      ['ld.design', { stance: 'have', text: 'short' }, 400],
      ['ld.design', { stance: 'have', text: 'x'.repeat(401) }, 400],
      ['ld.design', { stance: 'maybe' }, 400],
      ['ld.design', 'not json', 415],
      ['not a skill', { stance: 'have-not' }, 400],
      ['ld.juggling', { stance: 'have-not' }, 404],
    ];
    for (const [competencyId, payload, status] of cases) {
      const response = await put(maria, encodeURIComponent(competencyId), payload);
      expect(response.statusCode, `${competencyId} ${JSON.stringify(payload)}`).toBe(status);
      expect(response.json<{ message: string }>().message.length).toBeGreaterThan(5);
    }
  });

  it("never changes another person's verdicts", async () => {
    const response = await put(olga, 'ld.design', { stance: 'have-not' }, maria.user.id);
    expect(response.statusCode).toBe(403);
    expect(state((await bank(maria)).verdicts, 'Instructional and curriculum design').stated).toBe(
      null,
    );
  });
});

describe('one verdict per skill on every teacher fixture', () => {
  it('a gap and a strength never name the same skill, and the bank agrees', async () => {
    const dir = 'tests/fixtures/resumes';
    const files = readdirSync(dir).filter((f) => /^teacher-.*\.txt$/.test(f));
    expect(files.length).toBeGreaterThan(3);
    for (const file of files.slice(0, 4)) {
      const who = await registerUser(t.app);
      await upload(who, readFileSync(`${dir}/${file}`, 'utf8'));
      await expectOneTruth(who);
    }
  });
});

describe('the resume translator reads her verdicts', () => {
  it('never offers or prints a skill she said she has not done, and does again when she takes it back', async () => {
    const who = await registerUser(t.app, { firstName: 'Maria', lastName: 'Lopez' });
    await upload(who, MARIA);
    const base = `/api/users/${who.user.id}/resume-translations`;
    const built = await as(t.app, who, {
      method: 'POST',
      url: base,
      payload: { role: 'Learning & Development Specialist' },
    });
    expect(built.statusCode, built.body).toBe(201);
    const skills = built.json<ResumeTranslation>().items.filter((i) => i.section === 'skills');
    // The first skill whose label the analysis reads as one of its competencies.
    const profiles = loadRoleProfiles();
    const claimed = skills
      .map((item) => ({
        item,
        competency: judgeResume(item.generated, profiles, { skillsOnly: true }).find(
          (j) => j.fromResume >= 0.3,
        )?.competency.id,
      }))
      .find((c) => c.competency !== undefined);
    expect(claimed, skills.map((i) => i.generated).join(', ')).toBeDefined();
    const { item, competency } = claimed!;
    const accept = await as(t.app, who, {
      method: 'PATCH',
      url: `${base}/learning-development/items/${item.id}`,
      payload: { accepted: true },
    });
    expect(accept.statusCode, accept.body).toBe(200);
    const exported = async () => {
      const response = await as(t.app, who, {
        method: 'GET',
        url: `${base}/learning-development/export?format=pdf`,
      });
      expect(response.statusCode).toBe(200);
      return (await pdfPages(response.rawPayload)).join(' ').replace(/\s+/g, ' ');
    };
    expect(await exported()).toContain(item.generated);

    expect((await put(who, competency!, { stance: 'have-not' })).statusCode).toBe(200);
    const read = async () =>
      (
        await as(t.app, who, { method: 'GET', url: `${base}/learning-development` })
      ).json<ResumeTranslation>();
    const hidden = await read();
    expect(hidden.items.map((i) => i.id)).not.toContain(item.id);
    expect(hidden.skills.competencies.map((c) => c.name)).not.toContain(item.generated);
    expect(await exported()).not.toContain(item.generated);

    const undo = await as(t.app, who, {
      method: 'DELETE',
      url: `/api/users/${who.user.id}/evidence/verdicts/${competency}`,
    });
    expect(undo.statusCode).toBe(200);
    expect((await read()).items.map((i) => i.id)).toContain(item.id);
    expect(await exported()).toContain(item.generated);
  });
});
