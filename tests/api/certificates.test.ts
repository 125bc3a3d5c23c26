import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssessmentQuestionContent } from '@/server/content/content.schemas';
import { certificates } from '@/server/db/schema';
import { completeModules, drawnQuestions, grantCourse } from '../helpers/learning';
import { pdfPages } from '../helpers/pdf-text';
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
  t = await createTestApp({ PUBLIC_URL: 'https://c2c.example' });
  admin = await registerAdmin(t.app);
});
afterAll(() => t.close());

async function paidAndFinished(): Promise<SignedInUser> {
  const me = await registerUser(t.app, { firstName: 'Inés', lastName: 'Núñez' });
  await grantCourse(t.app, admin, me, 8);
  await completeModules(t.app, me, 'learning-development', 5);
  return me;
}

/** Answers with the first `right` of the 20 scored questions correct and every other one wrong. */
function answersScoring(questions: AssessmentQuestionContent[], right: number) {
  let correct = 0;
  return Object.fromEntries(
    questions.map((q) => {
      if (q.type === 'multiple_choice' || q.type === 'judgment') {
        const pick = correct++ < right ? q.correctIndex : (q.correctIndex + 1) % q.options.length;
        return [q.id, pick];
      }
      if (q.type === 'fill_blank') return [q.id, correct++ < right ? q.answer : 'not sure'];
      if (q.type === 'scale') return [q.id, 3];
      return [q.id, 'I would ask open questions first.'];
    }),
  );
}

/** One attempt, as the page takes it: the questions drawn for her, then her answers to them. */
const take = async (who: SignedInUser, right: number) => {
  const drawn = await drawnQuestions(t.app, who, 'learning-development');
  const response = await as(t.app, who, {
    method: 'POST',
    url: '/api/assessments/learning-development/attempts',
    payload: {
      userId: who.user.id,
      answers: answersScoring(drawn, right),
    },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { score: number; passed: boolean };
};
const mine = (who: SignedInUser) =>
  as(t.app, who, { method: 'GET', url: `/api/users/${who.user.id}/certificates` });

describe('certificates', () => {
  it('are issued only for a pass, keep the best score and one verification link', async () => {
    const me = await paidAndFinished();
    expect((await take(me, 3)).passed).toBe(false);
    expect((await mine(me)).json()).toEqual([]);

    const pass = await take(me, 16);
    expect(pass).toMatchObject({ passed: true });
    const [first] = (await mine(me)).json();
    expect(first).toMatchObject({
      status: 'valid',
      name: 'Inés Núñez',
      track: 'learning-development',
      trackName: 'Learning & Development',
      score: pass.score,
    });
    expect(first.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(first.verifyPath).toBe(`/certificates/${first.id}`);

    await take(me, 20); // a better retake raises the score
    await take(me, 14); // a worse pass changes nothing
    const [best] = (await mine(me)).json();
    expect(best.id).toBe(first.id);
    expect(best.score).toBe(100);
    expect(best.scoreBand).toBe('Distinction');
    expect(
      await t.db.select().from(certificates).where(eq(certificates.userId, me.user.id)),
    ).toHaveLength(1);
  });

  it('can be verified by anyone with the link, signed out, and unknown numbers are 404', async () => {
    const me = await paidAndFinished();
    await take(me, 17);
    const [certificate] = (await mine(me)).json();
    const response = await as(t.app, null, {
      method: 'GET',
      url: `/api/certificates/${certificate.id}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: certificate.id,
      status: 'valid',
      name: 'Inés Núñez',
      track: 'learning-development',
      trackName: 'Learning & Development',
      issuedAt: certificate.issuedAt,
      scoreBand: 'Merit',
    });
    expect(response.body).not.toContain(me.user.email);
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    const unknown = await as(t.app, null, {
      method: 'GET',
      url: '/api/certificates/AAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/no certificate with this number/);
    const malformed = await as(t.app, null, { method: 'GET', url: '/api/certificates/..%2Fx' });
    expect(malformed.statusCode).toBe(400);
  });

  it('print as one page with her name and the verification link', async () => {
    const me = await paidAndFinished();
    await take(me, 15);
    const [certificate] = (await mine(me)).json();
    const response = await as(t.app, null, {
      method: 'GET',
      url: `/api/certificates/${certificate.id}/pdf`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    const pages = await pdfPages(response.rawPayload);
    expect(pages).toHaveLength(1);
    const text = pages[0]!;
    expect(text).toContain('Inés Núñez');
    expect(text).toContain('Learning & Development');
    expect(text).toContain(`https://c2c.example/certificates/${certificate.id}`);
  });

  it('show the name she corrected on her account, which only she can change', async () => {
    const me = await paidAndFinished();
    const other = await registerUser(t.app);
    await take(me, 16);
    const url = `/api/users/${me.user.id}/name`;
    const rename = (who: SignedInUser, payload: Record<string, string>) =>
      as(t.app, who, { method: 'PATCH', url, payload });

    expect((await rename(other, { firstName: 'Mallory', lastName: 'X' })).statusCode).toBe(403);
    const blank = await rename(me, { firstName: '   ', lastName: 'Núñez' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toMatch(/First name is required/);
    expect((await rename(me, { firstName: 'Inés', lastName: 'x'.repeat(500) })).statusCode).toBe(
      400,
    );

    const renamed = await rename(me, { firstName: ' Inés ', lastName: 'Núñez-Ortega' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().user).toMatchObject({ firstName: 'Inés', lastName: 'Núñez-Ortega' });
    const [certificate] = (await mine(me)).json();
    const seen = await as(t.app, null, {
      method: 'GET',
      url: `/api/certificates/${certificate.id}`,
    });
    expect(seen.json().name).toBe('Inés Núñez-Ortega');
    const signedIn = await as(t.app, me, { method: 'GET', url: '/api/auth/me' });
    expect(signedIn.json().user).toMatchObject({ lastName: 'Núñez-Ortega' });
  });

  it('can be withdrawn by their owner only, which hides her name from the link', async () => {
    const me = await paidAndFinished();
    const other = await registerUser(t.app);
    await take(me, 14);
    const [certificate] = (await mine(me)).json();
    const url = `/api/users/${me.user.id}/certificates/${certificate.id}`;
    expect(
      (await as(t.app, other, { method: 'PATCH', url, payload: { withdrawn: true } })).statusCode,
    ).toBe(403);
    const sideways = await as(t.app, other, {
      method: 'PATCH',
      url: `/api/users/${other.user.id}/certificates/${certificate.id}`,
      payload: { withdrawn: true },
    });
    expect(sideways.statusCode).toBe(404);
    expect((await mine(other)).json()).toEqual([]);
    expect(
      (await as(t.app, other, { method: 'GET', url: `/api/users/${me.user.id}/certificates` }))
        .statusCode,
    ).toBe(403);

    const withdrawn = await as(t.app, me, { method: 'PATCH', url, payload: { withdrawn: true } });
    expect(withdrawn.json()).toMatchObject({ status: 'withdrawn' });
    const seen = (
      await as(t.app, null, { method: 'GET', url: `/api/certificates/${certificate.id}` })
    ).json();
    expect(seen).toMatchObject({ status: 'withdrawn', name: null, scoreBand: null });
    expect(
      (await as(t.app, null, { method: 'GET', url: `/api/certificates/${certificate.id}/pdf` }))
        .statusCode,
    ).toBe(404);
    await as(t.app, me, { method: 'PATCH', url, payload: { withdrawn: false } });
    expect(
      (await as(t.app, null, { method: 'GET', url: `/api/certificates/${certificate.id}` })).json()
        .status,
    ).toBe('valid');
  });
});
