import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXPECTED_401,
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  signUpWithForm,
} from '../helpers/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('Case studies', () => {
  it('A teacher who bought the L&D course works its case study on a phone, submits, and reads the model answers', async () => {
    const session = await openPage(browser, { width: 360, height: 800 });
    const { page } = session;
    await page.goto('/login');
    await signUpWithForm(page, 'Nadia', 'Casework');
    await page.waitForURL('**/dashboard');

    // Buy the course through the test checkout, as the unlock button does.
    await page.goto('/course/learning-development');
    await page.getByRole('button', { name: 'Unlock course · $29' }).click();
    await page.waitForURL('**/test-checkout/**');
    await page.getByRole('button', { name: 'Pay $29.00' }).click();
    await page.waitForURL('**/pathways', { timeout: 15_000 });

    await page.goto('/course/learning-development');
    await page.getByRole('link', { name: 'Work the case' }).click();
    await page.waitForURL('**/course/learning-development/case-study/stonebridge');
    await expect.poll(() => page.getByRole('heading', { name: 'The situation' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('table').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );

    const boxes = await page.getByRole('textbox').all();
    expect(boxes.length).toBeGreaterThanOrEqual(3);
    const submit = page.getByRole('button', { name: 'Submit and see the model answers' });
    await boxes[0]!.fill('I would first ask the director what the agents should do differently.');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect.poll(() => page.getByText('Draft saved').count()).toBeGreaterThan(0);
    expect(await submit.isDisabled()).toBe(true);

    // The draft survives a reload; every answer written, the model answers appear.
    await page.reload();
    await expect
      .poll(() => page.getByRole('textbox').first().inputValue())
      .toContain('what the agents should do differently');
    for (const [index, box] of (await page.getByRole('textbox').all()).entries())
      if (index > 0)
        await box.fill(`My answer to question ${index + 1}, with the data I would use.`);
    await submit.click();
    await expect
      .poll(() => page.getByText('Model answer', { exact: true }).count())
      .toBe(boxes.length);
    await expect
      .poll(() => page.getByRole('heading', { name: 'What this case teaches' }).count())
      .toBe(1);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
  });

  it('shows a visitor what the case is about and sends her to the course to unlock it', async () => {
    const session = await openPage(browser, { allowErrors: [EXPECTED_401] });
    const { page } = session;
    await page.goto('/course/sales/case-study/harmon-valley');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Part of the full course' }).count())
      .toBe(1);
    expect(await page.getByRole('textbox').count()).toBe(0);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Go to the course' }).click();
    await page.waitForURL('**/course/sales');

    // The address of the days of one case opens the course page, which lists them all.
    await page.goto('/course/sales/case-study');
    await page.waitForURL('**/course/sales');
    await expect.poll(() => page.getByRole('link', { name: 'Preview the case' }).count()).toBe(2);
  });

  it('A teacher opens the freight case from the Sales course page by keyboard, answers it and sees feedback', async () => {
    const session = await openPage(browser, { width: 360, height: 800 });
    const { page } = session;
    await page.goto('/login');
    await signUpWithForm(page, 'Rosa', 'Freight');
    await page.waitForURL('**/dashboard');
    await page.goto('/course/sales');
    await page.getByRole('button', { name: 'Unlock course · $29' }).click();
    await page.waitForURL('**/test-checkout/**');
    await page.getByRole('button', { name: 'Pay $29.00' }).click();
    await page.waitForURL('**/pathways', { timeout: 15_000 });

    // A card per case: the district deal and the freight company.
    await page.goto('/course/sales');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Case studies (2)' }).count())
      .toBe(1);
    const card = page.getByRole('article', {
      name: 'The freight company hiring 40 people before April 14',
    });
    await expect.poll(() => card.count()).toBe(1);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await card.getByRole('link', { name: 'Work the case' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/course/sales/case-study/brightwater-freight');
    await expect
      .poll(() => page.getByRole('heading', { name: 'The prospect card' }).count())
      .toBe(1);

    const answers = [
      'Need: confirmed, 120 hours a month of supervisor time. Timeline: April 14. Authority: Grant, the COO, signs. Budget: no budget line yet.',
      'Hi Dana, thank you. I booked Thursday, February 20 at 10 for 30 minutes with Sam, about your supervisor hours.',
      'I would submit it as an SQO: the cross-dock opens April 14 and each hire costs 10 hours. Grant, the COO, signs. CRM note for Sam: Priya joins.',
    ];
    const boxes = await page.getByRole('textbox').all();
    expect(boxes).toHaveLength(3);
    for (const [index, box] of boxes.entries()) {
      await box.focus();
      await page.keyboard.insertText(answers[index]!);
    }
    const submit = page.getByRole('button', { name: 'Submit and see the model answers' });
    await submit.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('heading', { name: /^Feedback on your answer:/ }).count())
      .toBe(3);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Feedback on your answer: Not yet' }).count())
      .toBe(0);
    await expect.poll(() => page.getByText('Model answer', { exact: true }).count()).toBe(3);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );

    // Back on the course page, her card says she submitted; the district case is untouched.
    await page.goto('/course/sales');
    await expect.poll(() => card.getByText('You submitted your answers').count()).toBe(1);
    await expect.poll(() => page.getByRole('link', { name: 'Work the case' }).count()).toBe(1);
  });
});
