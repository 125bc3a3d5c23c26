import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumeTranslations } from '@/server/db/schema';
import type { StoredTranslationItem } from '@/server/db/schema/resume-translations';
import { pdfPages } from '../helpers/pdf-text';
import {
  as,
  createTestApp,
  registerUser,
  type SignedInUser,
  type TestApp,
} from '../helpers/test-app';

let t: TestApp;
let maria: SignedInUser;
let other: SignedInUser;

const item = (id: string, source: string, generated: string, accepted: boolean | null) =>
  ({
    id,
    section: 'experience' as const,
    jobId: 'job-1',
    source,
    generated,
    editedText: null,
    origin: 'rules',
    skill: 'Facilitation',
    why: 'L&D teams run sessions.',
    prompt: null,
    accepted,
  }) satisfies StoredTranslationItem;

beforeAll(async () => {
  t = await createTestApp();
  maria = await registerUser(t.app, { firstName: 'Maria', lastName: 'Lopez' });
  other = await registerUser(t.app, { firstName: 'Olga', lastName: 'Other' });
  const row = (userId: string, items: StoredTranslationItem[]) => ({
    userId,
    track: 'learning-development' as const,
    resumeSha256: 'a'.repeat(64),
    layout: { contact: [], name: null, jobs: [], education: [], certifications: [], other: [] },
    items,
    summary: '',
    skills: { competencies: [], tools: [], languages: [] },
  });
  await t.db
    .insert(resumeTranslations)
    .values([
      row(maria.user.id, [
        item(
          'a',
          'Led monthly exit-ticket workshops for colleagues.',
          'Facilitated monthly workshops for colleagues on exit tickets.',
          true,
        ),
        item('b', 'Ran the chess club.', 'Coordinated an extracurricular chess program.', false),
        item('c', 'Taught biology.', 'Delivered biology instruction.', null),
      ]),
      row(other.user.id, [
        item('d', 'Olga trained 12 new hires.', 'Onboarded 12 new hires for Olga.', true),
      ]),
    ]);
});
afterAll(() => t.close());

describe('her career kit PDF', () => {
  it('prints the translator lines she accepted for the role, and no one else’s', async () => {
    const response = await as(t.app, maria, {
      method: 'GET',
      url: '/api/career-kits/learning-development/pdf',
    });
    expect(response.statusCode).toBe(200);
    // Where its time went: reading her data, then laying out the PDF.
    expect(response.headers['server-timing']).toMatch(/\bdb;dur=[\d.]+;desc="Database \(\d+\)"/);
    expect(response.headers['server-timing']).toMatch(
      /\brender;dur=[\d.]+;desc="Document rendering \(1\)"/,
    );
    const text = (await pdfPages(response.rawPayload)).join(' ');
    expect(text).toContain('Prepared for Maria Lopez');
    expect(text).toContain('Your line: Led monthly exit-ticket workshops for colleagues.');
    expect(text).toContain(
      'Translated: Facilitated monthly workshops for colleagues on exit tickets.',
    );
    // Kept as it was, or not reviewed yet: not printed as a translation.
    expect(text).not.toContain('chess');
    expect(text).not.toContain('Delivered biology instruction.');
    expect(text).not.toContain('Olga');
  });
});

describe('your offer and your first 90 days (issue 32)', () => {
  const flat = (text: string) => text.replace(/\s+/g, ' ');

  it.each(['sales', 'customer-success', 'learning-development'] as const)(
    '%s: prints how to read the offer, what to say, the dated sources and a plan for the job itself',
    async (slug) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/career-kits/${slug}/pdf` });
      expect(response.statusCode).toBe(200);
      const text = flat((await pdfPages(response.rawPayload)).join(' '));
      const kit = t.app.content.careerKits[slug];
      const section = text.slice(text.indexOf('Your offer and your first 90 days'));
      expect(text).toContain('Your offer and your first 90 days');
      for (const { term } of kit.offer.planTerms) expect(section).toContain(`${term}:`);
      expect(section).toContain('Negotiating from a teacher’s salary');
      expect(section).toContain(flat(kit.offer.scripts[0]!.script).slice(0, 60));
      for (const source of kit.offer.sources) {
        expect(section).toContain(flat(source.name));
        expect(section).toContain('(checked 28 November 2026)');
      }
      const job = text.indexOf('A sample 30-60-90 plan for the job itself');
      expect(job).toBeGreaterThan(text.indexOf('Your offer and your first 90 days'));
      expect(text.slice(job)).toContain(flat(kit.onTheJobPlan!.days61to90[0]!).slice(0, 60));
    },
  );

  it('gives a visitor’s first page the strengths teachers bring, not only the upload prompt', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/career-kits/customer-success/pdf',
    });
    const [first] = await pdfPages(response.rawPayload);
    const page = flat(first!);
    expect(page).toContain('Lead with your strengths');
    for (const strength of t.app.content.careerKits['customer-success'].teacherStrengths)
      expect(page).toContain(flat(strength).slice(0, 50));
    expect(page).toContain('Upload your resume in Classroom to Career');
  });
});
