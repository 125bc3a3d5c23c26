import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  expectNoConsoleErrors,
  launchBrowser,
  openPage,
  rightCheckAnswers,
  signUpWithForm,
} from '../helpers/browser';
import { passAssessment } from '../helpers/pass-assessment';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * Every signed-in page: a finished (paid, every module done, assessment passed) course, its
 * module, case study and assessment results, a course not bought, her certificate, the
 * translator on her own resume, and the rest of her pages (walk-through finding 13).
 */
const signedInPages = [
  '/dashboard',
  '/upskilling',
  '/pathways',
  '/jobs',
  '/applications',
  '/exit-plan',
  '/account',
  '/course/sales',
  '/course/sales/module/1',
  '/course/sales/module/6',
  '/course/sales/case-study/harmon-valley',
  '/course/sales/case-study/brightwater-freight',
  '/course/learning-development',
  '/assessment/sales?showResults=true',
  '/assessment/learning-development',
  '/resume-translator/sales',
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
    await page.getByRole('button', { name: 'Unlock course · $29' }).click();
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

    // Her resume, so the dashboard, the translator and the paths show her analysis.
    await page.goto('/dashboard');
    await page.locator('input[type=file]').setInputFiles({
      name: 'pia.txt',
      mimeType: 'text/plain',
      buffer: readFileSync('tests/fixtures/resumes/teacher-generic-elementary.txt'),
    });
    await expect
      .poll(() => page.getByRole('button', { name: 'Get Started with This Path' }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    // The whole course, then a passed assessment: the finished course and its certificate.
    for (let id = 1; id <= 6; id++) {
      const done = await page.request.post(`/api/mini-courses/sales/modules/${id}/complete`, {
        data: { checkAnswers: rightCheckAnswers('sales', id) },
      });
      expect(done.status()).toBe(200);
    }
    await page.goto('/assessment/sales');
    await passAssessment(page, 'sales');
    await page.getByRole('link', { name: 'View and share your certificate' }).click();
    await page.waitForURL('**/certificates/**');
    const certificate = new URL(page.url()).pathname;

    for (const path of [...signedInPages, certificate]) {
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
    // A purchase, a passed assessment and sixteen pages, each scanned: minutes on a busy machine.
  }, 300_000);
});
