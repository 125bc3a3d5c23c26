import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, openPage, signUpWithForm } from '../helpers/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const VAGUE = 'I love working with people and I think I would be good at it.';
const STRONG =
  'Last spring our middle school robotics club needed $6,000 to travel to the state competition. ' +
  'My goal was to raise it in six weeks. I listed 40 local businesses and I called each one with a short, specific ask. ' +
  'I tracked every call in a spreadsheet and followed up within two days. ' +
  'As a result, 14 businesses said yes and we raised $7,200, so the whole team travelled.';

describe('Interview practice', () => {
  it('she answers a teacher-pack question by keyboard at 360 px, reads the feedback and sees her second attempt pass more', async () => {
    const session = await openPage(browser, { width: 360 });
    const { page } = session;
    await page.goto('/signup');
    await signUpWithForm(page, 'Rosa', 'Diaz');
    await page.waitForURL('**/dashboard');
    await page.goto('/interview');

    await page.getByRole('radio', { name: 'Sales' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('radio', { name: /teacher/i }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Start practising' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText('Question 1 of 5').count()).toBe(1);
    const prompt = await page.locator('#question-heading').innerText();
    await expectNoAxeViolations(page);

    const answer = page.getByLabel('Your answer');
    await answer.focus();
    await page.keyboard.insertText(VAGUE);
    await page.keyboard.press('Tab');
    await page.getByRole('button', { name: 'Submit' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('heading', { name: 'What to sharpen' }).count()).toBe(1);
    // Ours open once she has answered: read from the role's bank after her first attempt.
    await expect.poll(() => page.getByRole('heading', { name: 'Model answers' }).count()).toBe(1);
    expect(await page.locator('#question-heading').innerText()).toBe(prompt);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Try again' }).focus();
    await page.keyboard.press('Enter');
    await answer.focus();
    await page.keyboard.insertText(STRONG);
    await page.getByRole('button', { name: 'Submit' }).focus();
    await page.keyboard.press('Enter');
    const attempts = page.getByRole('region', { name: 'Your attempts at this question' });
    await expect.poll(() => attempts.getByRole('listitem').count(), { timeout: 10_000 }).toBe(2);
    const passed = async (n: number) =>
      Number(
        /Attempt \d+: (\d+) of/.exec(await attempts.getByRole('listitem').nth(n).innerText())![1],
      );
    expect(await passed(1)).toBeGreaterThan(await passed(0));
    expect(await page.getByRole('heading', { name: 'What landed' }).count()).toBe(1);
    expect(await page.locator('#question-heading').innerText()).toBe(prompt);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
  });
});
