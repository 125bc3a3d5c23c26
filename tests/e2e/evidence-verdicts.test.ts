import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
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

/** A teacher whose resume shows training and design (a unit she wrote, her M.Ed.), and no e-learning tools. */
const RESUME = readFileSync('tests/fixtures/resumes/maria-degree-and-unit.txt', 'utf8');

describe('Her verdicts', () => {
  it('she says where she did a skill listed as a gap, by keyboard at 360 px, and it becomes a strength', async () => {
    const session = await openPage(browser, { width: 360 });
    const { page } = session;
    await page.goto('/signup');
    await signUpWithForm(page, 'Maria', 'Lopez');
    await page.waitForURL('**/dashboard');
    await page.locator('input[type=file]').setInputFiles({
      name: 'maria.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(RESUME),
    });
    await expect
      .poll(() => page.getByRole('heading', { name: 'Resume Analysis Complete' }).count(), {
        timeout: 20_000,
      })
      .toBe(1);
    const gaps = page.getByRole('region', { name: 'Gaps for Learning & Development Specialist' });
    const strengths = page.getByRole('region', {
      name: 'Strengths for Learning & Development Specialist',
    });
    expect(await strengths.getByText('Instructional and curriculum design').count()).toBe(1);
    expect(await gaps.getByText('E-learning and LMS tools').count()).toBe(1);
    // A role's skills her resume shows a little of are listed as not clear yet, with the same
    // "I have done this" beside each.
    await page.getByText(/^Customer Success Manager: \d+\/100/).click();
    const unclear = page.getByRole('region', {
      name: 'Not clear yet for Customer Success Manager',
    });
    await expect.poll(() => unclear.getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await unclear.getByRole('button', { name: /^I have done this: / }).count()).toBe(
      await unclear.getByRole('listitem').count(),
    );
    await expectNoAxeViolations(page);

    const claim = gaps.getByRole('button', { name: 'I have done this: E-learning and LMS tools' });
    await claim.focus();
    await page.keyboard.press('Enter');
    const where = page.getByLabel('Where did you do it?');
    await expect.poll(() => where.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('Built the Canvas course our 6 science teachers use for labs.');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');

    await expect.poll(() => gaps.getByText('E-learning and LMS tools').count()).toBe(0);
    expect(await strengths.getByText('E-learning and LMS tools').count()).toBe(1);
    expect(await page.getByRole('region', { name: /What you told us for Learning/ }).count()).toBe(
      1,
    );
    expect(
      await page
        .getByText('“Built the Canvas course our 6 science teachers use for labs.”')
        .count(),
    ).toBe(1);
    const noScroll = await page.evaluate(
      () => document.documentElement.scrollWidth <= window.innerWidth,
    );
    expect(noScroll).toBe(true);

    // Her learning path reads the same verdicts: the skill is among her strengths there.
    await page.getByRole('tab', { name: 'My Learning & Progress' }).click();
    await expect
      .poll(() => page.getByRole('tabpanel').getByText('E-learning and LMS tools').count(), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);

    // Undo brings the verdict her resume gives back.
    await page.getByRole('tab', { name: 'Profile Setup' }).click();
    await page
      .getByRole('button', { name: 'Undo what you said about E-learning and LMS tools' })
      .click();
    await expect.poll(() => gaps.getByText('E-learning and LMS tools').count()).toBe(1);
    expectNoConsoleErrors(session);
    await session.context.close();
  });
});
