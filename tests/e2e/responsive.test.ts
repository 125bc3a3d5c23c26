import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  expectNoConsoleErrors,
  launchBrowser,
  openPage,
  signUpWithForm,
} from '../helpers/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Every signed-in page, including a paid course, its module and a locked assessment. */
const signedInPages = [
  '/dashboard',
  '/upskilling',
  '/pathways',
  '/jobs',
  '/course/sales',
  '/course/sales/module/1',
  '/course/learning-development',
  '/assessment/sales',
];

async function expectFits(page: Page, path: string, width: number) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, `${path} overflows by ${overflow}px at ${width}px`).toBeLessThanOrEqual(0);
}

describe('A signed-in teacher on a phone', () => {
  it('finds every page readable at 360 px, free of axe WCAG 2 A/AA violations', async () => {
    const width = 360;
    const session = await openPage(browser, { width, height: 740 });
    const { page } = session;
    await page.goto('/login');
    await signUpWithForm(page, 'Pia', 'Phone');
    await page.waitForURL('**/dashboard');

    await page.goto('/course/sales');
    await page.getByRole('button', { name: 'Unlock Course - $29' }).click();
    await page.waitForURL('**/test-checkout/**');
    await expect.poll(() => page.getByText('Test mode — no real charge').count()).toBe(1);
    await expectFits(page, 'test checkout', width);
    await page.getByRole('button', { name: 'Pay $29.00' }).click();
    await page.waitForURL('**/payment-success/**');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Payment Successful!' }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    await expectNoAxeViolations(page);
    await expectFits(page, 'payment success', width);

    for (const path of signedInPages) {
      await page.goto(path);
      await expect.poll(() => page.locator('main h1').count(), { message: path }).toBe(1);
      // Let queries settle so the scan sees the loaded page, not its skeleton.
      await expect
        .poll(() => page.locator('[aria-busy="true"]').count(), { message: path })
        .toBe(0);
      await expectNoAxeViolations(page);
      await expectFits(page, path, width);
    }
    expectNoConsoleErrors(session);
    await session.context.close();
  });
});
