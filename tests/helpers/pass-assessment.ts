import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

interface Question {
  id: string;
  type: string;
  correctIndex?: number;
  answer?: string;
}

/**
 * On /assessment/<track>, answers every scored question right, submits, and waits for the result:
 * she passes. Her attempt is drawn from the whole bank (issue 32), so the questions on the page are
 * read back from the server (the draw it stored for her) and their keys from the content.
 */
export async function passAssessment(page: Page, track: string): Promise<void> {
  const { questions, extraQuestions } = JSON.parse(
    readFileSync(`content/assessments/${track}.json`, 'utf8'),
  ) as { questions: Question[]; extraQuestions: Question[] };
  const bank = new Map([...questions, ...extraQuestions].map((q) => [q.id, q]));
  const drawn = (await (await page.request.get(`/api/assessments/${track}`)).json()) as {
    questions: { id: string }[];
  };
  const asked = drawn.questions.map((q) => bank.get(q.id)!);
  const choices = asked.filter((q) => q.type === 'multiple_choice' || q.type === 'judgment');
  await expect.poll(() => page.locator('fieldset').count()).toBe(choices.length);
  const groups = await page.locator('fieldset').all();
  for (const [index, group] of groups.entries())
    await group.getByRole('radio').nth(choices[index]!.correctIndex!).check();
  const blanks = asked.filter((q) => q.type === 'fill_blank');
  const blankBoxes = await page.getByPlaceholder('Fill in the blank with your answer...').all();
  for (const [index, box] of blankBoxes.entries()) await box.fill(blanks[index]!.answer!);
  for (const box of await page.getByPlaceholder('Type your answer here...').all())
    await box.fill('I would listen first, agree a plan, and follow up in writing.');
  // The confidence rating starts unanswered: she picks one.
  await page.getByRole('radiogroup').getByText('4', { exact: true }).click();
  await page.getByRole('button', { name: 'Submit Assessment' }).click();
  await expect.poll(() => page.getByText('Passed', { exact: false }).count()).toBeGreaterThan(0);
}
