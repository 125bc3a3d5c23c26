import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, openPage, signUpWithForm } from '../helpers/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const STORY = {
  Title: 'The reading night',
  Situation: 'Families at my school rarely came to reading events.',
  Task: 'I wanted every family to see how their child was learning to read.',
  Action: 'I called each family myself, asked what evening suited them and sent a short reminder.',
  Result: 'In the end 40 families came to the reading night.',
};

async function typeInto(page: Page, label: string | RegExp, text: string) {
  await page.getByLabel(label, { exact: typeof label === 'string' }).focus();
  await page.keyboard.insertText(text);
}

async function press(page: Page, name: string | RegExp) {
  await page.getByRole('button', { name }).focus();
  await page.keyboard.press('Enter');
}

const noSideScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

describe('Interview story bank', () => {
  it('she writes a story by keyboard at 360 px, marks a fact as her own, and practice suggests it', async () => {
    // The refusal of the unmarked fact is a 422 on purpose.
    const { page } = await openPage(browser, {
      width: 360,
      allowErrors: [/status of 422 \(Unprocessable Entity\)/],
    });
    await page.goto('/signup');
    await signUpWithForm(page, 'Ana', 'Lopez');
    await page.waitForURL('**/dashboard');

    // From practice to her story bank by its link.
    await page.goto('/interview');
    await page.getByRole('link', { name: 'story bank' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/interview/stories');
    await expect.poll(() => page.getByText('You have 0 stories.').count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Aim for 5 to 12 stories' }).count()).toBe(1);
    await expectNoAxeViolations(page);

    await press(page, 'Write a new story');
    for (const [label, text] of Object.entries(STORY)) await typeInto(page, label, text);
    const sales = page.getByRole('group', { name: 'Sales', exact: true });
    await expect.poll(() => sales.getByLabel('Goals and measurable results').count()).toBe(1);
    await sales.getByLabel('Goals and measurable results').focus();
    await page.keyboard.press('Space');
    await press(page, 'Save story');

    // Nothing in her evidence shows the 40 families: the server names it, she says it is hers.
    const refused = page.getByRole('region', {
      name: 'We could not find these in your resume or evidence',
    });
    await expect.poll(() => refused.count()).toBe(1);
    expect(await refused.innerText()).toContain('“40”');
    await expectNoAxeViolations(page);
    await refused.getByLabel(/“40” is mine/).focus();
    await page.keyboard.press('Space');
    await press(page, 'Save story');

    const stories = page.getByRole('region', { name: 'Your stories' });
    await expect.poll(() => stories.getByRole('listitem').count()).toBe(1);
    const card = await stories.getByRole('listitem').innerText();
    expect(card).toContain('The reading night');
    expect(card).toMatch(/Your own new facts.*“40”/s);
    expect(card).toContain('Goals and measurable results');
    expect(await page.getByText('You have 1 story.').count()).toBe(1);
    await noSideScroll(page);
    await expectNoAxeViolations(page);

    // Delete asks first; keeping it keeps it.
    await press(page, /^Delete/);
    const dialog = page.getByRole('dialog', { name: 'Delete this story?' });
    await expect.poll(() => dialog.count()).toBe(1);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Keep it' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => stories.getByRole('listitem').count()).toBe(1);

    // Practice: the teacher pack's first Sales question probes goals; her story is suggested.
    await page.goto('/interview');
    await page.getByRole('radio', { name: 'Sales' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('radio', { name: /teacher/i }).focus();
    await page.keyboard.press('Space');
    await press(page, 'Start practising');
    await expect.poll(() => page.getByText('Question 1 of 5').count()).toBe(1);
    await expect
      .poll(() => page.getByText('A story that fits: The reading night', { exact: false }).count())
      .toBeGreaterThan(0);
    // The recorder says where her voice goes; speech-to-text says plainly it is not offered.
    expect(await page.getByText(/recording stays on this device/).count()).toBe(1);
    expect(await page.getByText(/Turning your recording into text is not available/).count()).toBe(
      1,
    );
    await noSideScroll(page);
    await expectNoAxeViolations(page);

    // Her account page lists her practice beside the downloads that hold it.
    await page.goto('/account');
    const practice = page.getByRole('heading', { name: 'Your interview practice' });
    await expect.poll(() => practice.count()).toBe(1);
    await expect.poll(() => page.getByText('Stories written: 1').count()).toBe(1);
    expect(await page.getByText(/Sales: 0 of \d+ questions practised/).count()).toBe(1);
    await noSideScroll(page);
    await expectNoAxeViolations(page);
  });
});
