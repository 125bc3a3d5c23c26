import { describe, expect, it } from 'vitest';
import { loadContent } from '@/server/content/load-content';
import {
  renderCareerKit,
  type KitPersonalisation,
} from '@/server/features/career-kits/render-career-kit';
import { pdfPages } from '../helpers/pdf-text';

const sales = loadContent().careerKits.sales;
const text = async (kit: typeof sales) =>
  (await pdfPages(await renderCareerKit(kit, null))).join(' ').replace(/\s+/g, ' ');

describe('career kit PDF', () => {
  it('prints the model answer under each interview question that has one', async () => {
    const [first, second, ...rest] = sales.interviewQuestions;
    const answer =
      'In my second year I had a parent who emailed the principal every week. I called her, asked what her son needed, and we agreed a Friday update that ended the emails within a month.';
    const kit = {
      ...sales,
      interviewQuestions: [
        { ...first!, modelAnswer: answer },
        { ...second!, modelAnswer: undefined },
        ...rest,
      ],
    };
    const pdf = await text(kit);
    expect(pdf).toContain('A model answer');
    expect(pdf).toContain('we agreed a Friday update that ended the emails within a month');
    expect(pdf.split('A model answer').length - 1).toBe(
      kit.interviewQuestions.filter((q) => q.modelAnswer).length,
    );
  });

  it('shows a sample on-the-job 30-60-90 plan when the kit has one, after the job-search plan', async () => {
    const plan = {
      first30: ['Shadow five discovery calls', 'Learn the CRM stages', 'Map ten target districts'],
      days31to60: ['Run 50 dials a day', 'Book four meetings a week', 'Write two new sequences'],
      days61to90: ['Hit full activity goals', 'Source pipeline for an AE', 'Coach the next hire'],
    };
    const pdf = await text({ ...sales, onTheJobPlan: plan });
    const job = pdf.indexOf('A sample 30-60-90 plan for the job itself');
    expect(job).toBeGreaterThan(pdf.indexOf('Your 30-60-90 day transition plan'));
    for (const item of [...plan.first30, ...plan.days31to60, ...plan.days61to90])
      expect(pdf.slice(job)).toContain(item);
    expect(await text({ ...sales, onTheJobPlan: undefined })).not.toContain(
      'A sample 30-60-90 plan for the job itself',
    );
  });
});

describe('a career kit prepared for her', () => {
  const learning = loadContent().careerKits['learning-development'];
  const maria: KitPersonalisation = {
    name: 'Maria Lopez',
    strengths: [
      'Instructional design',
      'Facilitation',
      'Needs analysis',
      'Assessment design',
      'Coaching',
    ],
    evidence: [
      'Designed and delivered a 6-week professional development series on formative assessment for 25 colleagues across three grade levels.',
      'Wrote a standards-aligned biology curriculum with unit plans, labs and rubrics used by every ninth-grade section in the district.',
      'Coached new teachers through weekly observation cycles and feedback conversations over two school years.',
    ],
    translatedLines: [],
  };
  /** Each page's words, without the footer every page carries. */
  const pages = async (who: KitPersonalisation | null) =>
    (await pdfPages(await renderCareerKit(learning, who))).map((page) =>
      page
        .replace(`${learning.title} · Classroom to Career`, ' ')
        .replace(/Page \d+ of \d+/, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );

  const lines = [
    {
      original: 'Planned and taught five sections of ninth-grade biology each year.',
      rewrite:
        'Designed and delivered biology instruction for five ninth-grade sections each year.',
    },
    {
      original: 'Led monthly workshops for colleagues on using exit tickets.',
      rewrite:
        'Facilitated monthly professional learning workshops for colleagues on exit tickets.',
    },
  ];

  it(
    'leaves no page with only a few lines on it, for her or for a visitor',
    { timeout: 30_000 },
    async () => {
      for (const who of [maria, { ...maria, translatedLines: lines }, null]) {
        const all = await pages(who);
        all.slice(0, -1).forEach((page, i) => {
          expect(page.split(' ').length, `page ${i + 1}: ${page}`).toBeGreaterThan(80);
        });
      }
    },
  );

  it(
    'prints her accepted translator lines as hers, and the samples marked as examples',
    { timeout: 30_000 },
    async () => {
      const text = (await pages({ ...maria, translatedLines: lines })).join(' ');
      const section = text.slice(text.indexOf('Resume bullets, translated'));
      for (const line of lines) {
        expect(section).toContain(`Your line: ${line.original}`);
        expect(section).toContain(`Translated: ${line.rewrite}`);
      }
      expect(section).toContain('Examples only, not from your resume: their numbers are made up.');
      // Two examples beside her lines, each labelled; never a sample under her heading.
      expect(section.split('Example, on a resume:').length - 1).toBe(2);
      expect(section).not.toContain('On your resume:');
      for (const sample of learning.resumeBullets)
        expect(section).not.toContain(`Translated: ${sample.role}`);
    },
  );

  it(
    'marks every sample as an example when she has no translated lines',
    { timeout: 30_000 },
    async () => {
      const text = (await pages(maria)).join(' ');
      expect(text).toContain('Translate your resume for Learning & Development Specialist roles');
      expect(text).not.toContain('Your line:');
      for (const sample of learning.resumeBullets) {
        expect(text).toContain(`Example, on a resume: ${sample.role}`.replace(/\s+/g, ' '));
      }
    },
  );
});
