import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleFit } from '@/shared/contracts/resumes';
import { completeModules, drawnQuestions, grantCourse } from '../helpers/learning';
import { multipart } from '../helpers/multipart';
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

const RESUME = readFileSync('tests/fixtures/resumes/teacher-generic-elementary.txt');

const csFit = async (who: SignedInUser): Promise<RoleFit> => {
  const latest = await as(t.app, who, { method: 'GET', url: '/api/resumes/latest' });
  expect(latest.statusCode).toBe(200);
  return (latest.json().resume.analysis.roles as RoleFit[]).find(
    (r) => r.role === 'Customer Success Manager',
  )!;
};

async function passCustomerSuccess(who: SignedInUser): Promise<number> {
  const drawn = await drawnQuestions(t.app, who, 'customer-success');
  const answers = Object.fromEntries(
    drawn.map((q) => {
      if (q.type === 'multiple_choice' || q.type === 'judgment') return [q.id, q.correctIndex];
      if (q.type === 'scale') return [q.id, 4];
      return [q.id, 'I would ask what success looks like for them first.'];
    }),
  );
  const attempt = await as(t.app, who, {
    method: 'POST',
    url: '/api/assessments/customer-success/attempts',
    payload: { userId: who.user.id, answers },
  });
  expect(attempt.json()).toMatchObject({ passed: true });
  return attempt.json().score as number;
}

describe('what she proves in the app moves her fit', () => {
  it('raises her Customer Success fit as she completes modules and passes, naming each proof and closing gaps', async () => {
    const me = await registerUser(t.app);
    const upload = await as(t.app, me, {
      method: 'POST',
      url: '/api/resumes/upload',
      ...multipart([
        { name: 'resume', filename: 'resume.txt', content: RESUME, type: 'text/plain' },
      ]),
    });
    expect(upload.statusCode).toBe(200);
    const atUpload = await csFit(me);
    expect(atUpload.scoreFromResume).toBeUndefined();
    const firstGap = atUpload.gaps[0]!;

    await grantCourse(t.app, admin, me, 7);
    await completeModules(t.app, me, 'customer-success', 5);
    const afterCourse = await csFit(me);
    expect(afterCourse.score).toBeGreaterThan(atUpload.score);
    expect(afterCourse.scoreFromResume).toBe(atUpload.score);
    expect(afterCourse.gaps.map((g) => g.skill)).not.toContain(firstGap.skill);

    const score = await passCustomerSuccess(me);
    const afterPass = await csFit(me);
    expect(afterPass.score).toBeGreaterThan(afterCourse.score);
    expect(afterPass.evidence).toContainEqual(
      expect.objectContaining({
        quote: `Verified: passed the Customer Success assessment, ${score}%`,
        verified: true,
      }),
    );

    // The learning paths read the same fit: the closed gap is gone there too.
    const paths = await as(t.app, me, {
      method: 'POST',
      url: '/api/generate-learning-paths',
      payload: { userId: me.user.id, suggestedRoles: ['Customer Success Manager'] },
    });
    expect(paths.statusCode).toBe(200);
    const focus = paths.json().learningPaths[0].focus;
    expect(focus.gaps.map((g: { skill: string }) => g.skill)).not.toContain(firstGap.skill);

    // Someone else's fit is untouched by her work.
    const other = await registerUser(t.app);
    await as(t.app, other, {
      method: 'POST',
      url: '/api/resumes/upload',
      ...multipart([
        { name: 'resume', filename: 'resume.txt', content: RESUME, type: 'text/plain' },
      ]),
    });
    expect((await csFit(other)).score).toBe(atUpload.score);
  });
});
