import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  downloadBy,
  expectNoAxeViolations,
  expectNoConsoleErrors,
  launchBrowser,
  openPage,
  signUpWithForm,
  toastWith,
} from '../helpers/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function expectFits(page: Page, what: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, `${what} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
}

describe('Cover letters', () => {
  it('A teacher builds a cover letter for a tracked job on her phone, sees what a sentence rests on, has an invented number flagged, and downloads it', async () => {
    const session = await openPage(browser, { width: 360, height: 780 });
    const { page } = session;
    await page.goto('/login');
    await signUpWithForm(page, 'Rosa', 'Letters');
    await page.waitForURL('**/dashboard');
    // A slow phone connection: reading her profile back takes a second and a half.
    await page.route('**/api/users/*', async (route) => {
      if (route.request().method() === 'GET') await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.locator('input[type=file]').setInputFiles({
      name: 'rosa.txt',
      mimeType: 'text/plain',
      buffer: readFileSync('tests/fixtures/resumes/teacher-generic-elementary.txt'),
    });
    await expect
      .poll(() => page.getByRole('heading', { name: 'Resume Analysis Complete' }).count(), {
        timeout: 15_000,
      })
      .toBe(1);

    // The analysis chose her target role; the feed asks for that role from its first read, so
    // the list does not change under her once the page confirms who she is.
    const feedRoles: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/jobs') feedRoles.push(url.searchParams.get('roleTypes') ?? '');
    });
    await page.goto('/jobs?tab=all&older=1');
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(0);
    expect(feedRoles.length).toBeGreaterThan(0);
    expect(new Set(feedRoles).size, `the feed asked for ${feedRoles.join(' then ')}`).toBe(1);
    expect(feedRoles[0]).not.toContain(',');
    const title = (
      (await page.getByRole('article').first().getByRole('heading').first().textContent()) ?? ''
    ).trim();
    await page
      .getByRole('button', { name: `Track application for ${title}` })
      .first()
      .click();
    await expect.poll(() => toastWith(page, 'Application tracked').count()).toBe(1);

    await page.goto('/applications');
    const letterLink = page.getByRole('link', { name: /^Cover letter \(not started\)/ });
    await expect.poll(() => letterLink.count()).toBe(1);
    await letterLink.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/cover-letter');

    await page.getByRole('button', { name: 'Build my letter' }).click();
    await expect.poll(() => page.getByText(/^\d+ words$/).count(), { timeout: 15_000 }).toBe(1);
    const flagged = await page.locator('[data-sentence-id] [role=status]').allTextContents();
    expect(flagged, 'a letter built from her own evidence flags nothing').toEqual([]);
    expect(await page.getByText('Ready to download').count()).toBe(1);
    await expectFits(page, 'the cover letter at 360 px');
    await expectNoAxeViolations(page);

    // What the opening sentence rests on: the posting, shown in a disclosure.
    const opening = page.getByRole('region', { name: 'Opening' });
    await opening
      .getByText(/^What this rests on/)
      .first()
      .click();
    await expect.poll(() => opening.getByText('The job posting:').first().isVisible()).toBe(true);

    // By keyboard: edit the first sentence to add a number she never wrote.
    await opening.getByRole('button', { name: 'Edit this sentence' }).first().focus();
    await page.keyboard.press('Enter');
    const box = page.getByLabel('Your sentence');
    await expect.poll(() => box.count()).toBe(1);
    const original = await box.inputValue();
    await box.fill(`${original.replace(/\.$/, '')}, after helping 9,999 families.`);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText(/"9,999" is not in your resume/).count()).toBe(1);
    await expect
      .poll(() => page.getByText('1 sentence needs you before you can download').count())
      .toBe(1);
    expect(await page.getByRole('link', { name: /Download/ }).count()).toBe(0);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'These facts are mine' }).click();
    await expect.poll(() => page.getByText('Ready to download').count()).toBe(1);

    // Saved on the server: a fresh load shows her edit.
    await page.reload();
    await expect.poll(() => page.getByText(/after helping 9,999 families/).count()).toBe(1);

    const download = await downloadBy(page.getByRole('link', { name: 'Download DOCX' }));
    expect(download.suggestedFilename()).toMatch(/^Rosa-Letters-Cover-Letter-.+\.docx$/);
    const bytes = readFileSync((await download.path())!);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');

    await page.goto('/applications');
    await expect
      .poll(() => page.getByRole('link', { name: /^Cover letter \(ready to download\)/ }).count())
      .toBe(1);
    expectNoConsoleErrors(session);
  });
});
