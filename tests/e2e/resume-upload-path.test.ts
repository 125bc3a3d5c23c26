import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  signInReason,
  signUpWithForm,
  toastWith,
} from '../helpers/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A PNG's signature and header: what a photo of a resume renamed to .pdf starts with. */
const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000100000001008060000001ff3ff61', 'hex'),
  Buffer.alloc(64, 0x11),
]);

const alert = (page: Page, text: string | RegExp) =>
  page.getByRole('alert').filter({ hasText: text });

async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

describe('The upload path', () => {
  it('checks the file on the landing page, tells a visitor her file is kept, and analyses it after a free sign-up', async () => {
    const session = await openPage(browser, { width: 360 });
    const { page } = session;
    await page.goto('/');
    const widget = page.locator('input[type=file]');
    expect(
      await page
        .getByText(
          'Next you create a free account. We keep your file and analyse it as soon as you sign up.',
        )
        .count(),
    ).toBe(1);

    // Type and size are checked before the file leaves the page (walk-through defect 8).
    await widget.setInputFiles({
      name: 'empty.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(0),
    });
    await expect.poll(() => alert(page, /^This file is empty\./).count()).toBe(1);
    await widget.setInputFiles({
      name: 'huge.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(6 * 1024 * 1024, 0x20),
    });
    await expect.poll(() => alert(page, /^Your file is larger than 5 MB\./).count()).toBe(1);
    await widget.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG_BYTES });
    await expect.poll(() => alert(page, /^This file type isn't supported\./).count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);

    await widget.setInputFiles({
      name: 'jordan-lee.txt',
      mimeType: 'text/plain',
      buffer: readFileSync('tests/fixtures/resumes/sales-rep.txt'),
    });
    // The sign-up form, not sign-in (walk-through M4); not an error: the next step, and her file
    // is kept (walk-through defect 26).
    await page.waitForURL('**/signup');
    await expect
      .poll(() =>
        signInReason(
          page,
          'We kept jordan-lee.txt. Create your free account and we analyse it as soon as you sign up.',
        ).count(),
      )
      .toBe(1);
    expect(await page.getByRole('heading', { name: 'Create your account' }).count()).toBe(1);
    expect(await page.getByRole('region', { name: /^Notifications/ }).count()).toBe(0);
    await expectNoAxeViolations(page);

    await signUpWithForm(page, 'Jordan', 'Lee');
    await page.waitForURL('**/dashboard**');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Resume Analysis Complete' }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    expect(await page.getByText(/Analysis of jordan-lee\.txt, uploaded/).count()).toBe(1);
    expect(
      await page.getByRole('region', { name: 'Ready to Unlock Your Career Potential?' }).count(),
    ).toBe(0);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });

  it('names the real problem with an empty file, an image renamed .pdf and a file too short to analyse', async () => {
    // The image and the short file are refused by the server on purpose.
    const session = await openPage(browser, { allowErrors: [/status of 415/, /status of 422/] });
    const { page } = session;
    await page.goto('/login');
    await signUpWithForm(page, 'Ana', 'Silva');
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByText('Step 1 of 4').count()).toBe(1);

    // Empty: refused before it is sent, in the server's words (walk-through defect 9).
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'resume.txt', mimeType: 'text/plain', buffer: Buffer.alloc(0) });
    await expect.poll(() => alert(page, /^This file is empty\./).count()).toBe(1);

    // A PNG named .pdf: only its bytes tell, so the server says what it is.
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: PNG_BYTES });
    const failed = toastWith(page, 'Upload Failed');
    await expect.poll(() => failed.count(), { timeout: 15_000 }).toBe(1);
    expect(await failed.textContent()).toMatch(/This looks like an image \(PNG\), not a PDF\./);
    expect(
      await page.locator('p', { hasText: 'That file could not be analysed.' }).textContent(),
    ).toMatch(/This looks like an image \(PNG\), not a PDF\./);
    expect(await page.getByText('Step 1 of 4').count()).toBe(1);

    await page.locator('input[type=file]').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Science teacher, nine years.'),
    });
    await expect
      .poll(async () => (await failed.textContent()) ?? '', { timeout: 15_000 })
      .toMatch(/This file is too short to analyse/);
    expect(await page.getByText(/field "resume"|multipart/).count()).toBe(0);
    await expectNoAxeViolations(page);
  });
});
