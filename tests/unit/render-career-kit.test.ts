import { describe, expect, it } from 'vitest';
import { loadContent } from '@/server/content/load-content';
import { renderCareerKit } from '@/server/features/career-kits/render-career-kit';
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
