import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, openPage, signUpWithForm } from '../helpers/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** After a reply, focus lands on the next line; one Tab reaches its first reply, Enter sends it. */
async function pickFirstReply(page: Page, linesBefore: number) {
  await expect
    .poll(() =>
      page.getByRole('region', { name: 'The conversation so far' }).getByRole('listitem').count(),
    )
    .toBe(linesBefore + 1);
  await expect.poll(() => activeId(page)).toBe('line-heading');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BUTTON');
  await page.keyboard.press('Enter');
}

describe('Interview roleplay', () => {
  it('she plays the sales discovery call by keyboard at 360 px, typing her first reply, and reads the score', async () => {
    const session = await openPage(browser, { width: 360 });
    const { page } = session;
    await page.goto('/signup');
    await signUpWithForm(page, 'Ana', 'Reyes');
    await page.waitForURL('**/dashboard');
    await page.goto('/interview');

    const link = page.getByRole('link', { name: 'A first discovery call with a school district' });
    await expect.poll(() => link.count()).toBe(1);
    await expectNoAxeViolations(page);
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/interview/roleplay/sales-roleplay-discovery-call');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Maria Okafor says' }).count())
      .toBe(1);
    await expectNoAxeViolations(page);

    // Her own words first: the server branches on them as the scenario says.
    await page.getByLabel('Or say it in your own words').focus();
    await page.keyboard.insertText(
      'Happy to. So I show you what matters: what made you sign up for the webinar?',
    );
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    for (let said = 1; said <= 5; said += 1) await pickFirstReply(page, said - 1);

    const outcome = page.locator('#outcome-heading');
    await expect.poll(() => outcome.count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => activeId(page)).toBe('outcome-heading');
    const [, passed, total] = /(\d+) of (\d+) checks passed/.exec(await outcome.innerText())!;
    expect(await outcome.innerText()).toMatch(/^A strong conversation/);
    expect(Number(passed)).toBe(Number(total));
    expect(Number(total)).toBeGreaterThanOrEqual(3);
    for (const heading of ['What landed', 'What to sharpen', 'A stronger version'])
      expect(await page.getByRole('heading', { name: heading }).count()).toBe(1);
    // Her typed words are quoted in what landed and marked in her replies.
    expect(await page.getByText('what made you', { exact: false }).first().count()).toBe(1);
    expect(await page.locator('mark', { hasText: 'what made you' }).count()).toBe(1);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
  });
});
