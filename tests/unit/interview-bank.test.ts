import { describe, expect, it } from 'vitest';
import type { InterviewBankContent } from '@/server/content/content.schemas';
import { interviewBankProblems, loadContent } from '@/server/content/load-content';

const content = loadContent();
const sales = content.interviewBanks.sales!;
const cs = content.interviewBanks['customer-success']!;

describe('the interview banks (content/interview)', () => {
  it('loads a bank for each role', () => {
    expect(Object.keys(content.interviewBanks).sort()).toEqual([
      'customer-success',
      'learning-development',
      'sales',
    ]);
  });

  it('has no problems in the real banks at the boot minimum', () => {
    expect(interviewBankProblems(content.interviewBanks, 36)).toEqual([]);
  });

  it('refuses a question id used in two banks', () => {
    const copied: InterviewBankContent = {
      ...cs,
      questions: [...cs.questions, { ...sales.questions[0]! }],
    };
    const problems = interviewBankProblems({ sales, 'customer-success': copied });
    expect(problems).toEqual([
      `content/interview/customer-success.json: ${sales.questions[0]!.id} is also in content/interview/sales.json`,
    ]);
  });

  it('refuses a bank with fewer than 40 questions', () => {
    const thin: InterviewBankContent = { ...sales, questions: sales.questions.slice(0, 39) };
    expect(interviewBankProblems({ sales: thin })).toEqual([
      'content/interview/sales.json has 39 questions, fewer than 40',
    ]);
  });

  it('refuses a bank too short of teacher questions to make a teacher-pack set', () => {
    const few: InterviewBankContent = {
      ...sales,
      questions: sales.questions
        .filter((q) => q.kind !== 'teacher')
        .concat(sales.questions.filter((q) => q.kind === 'teacher').slice(0, 4)),
    };
    expect(interviewBankProblems({ sales: few }, 1)).toEqual([
      'content/interview/sales.json has 4 teacher questions, fewer than a set',
    ]);
  });

  it('refuses a bank filed under another track', () => {
    expect(interviewBankProblems({ 'customer-success': sales })).toContain(
      'content/interview/customer-success.json has track sales',
    );
  });
});
