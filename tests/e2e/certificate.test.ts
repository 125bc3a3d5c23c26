import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXPECTED_401,
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

describe('Certificates', () => {
  it('A teacher who passes the Customer Success assessment shares a certificate anyone can verify', async () => {
    const session = await openPage(browser);
    const { page } = session;
    await page.goto('/login');
    await signUpWithForm(page, 'Rosa', 'Certified');
    await page.waitForURL('**/dashboard');
    // Her resume first, so the dashboard can show what passing adds to it.
    await page.locator('input[type=file]').setInputFiles({
      name: 'rosa.txt',
      mimeType: 'text/plain',
      buffer: readFileSync('tests/fixtures/resumes/teacher-generic-elementary.txt'),
    });
    await page.getByRole('button', { name: 'Get Started with This Path' }).click();
    const chart = page.getByRole('figure');
    const csRow = chart.locator('[data-role="Customer Success Manager"]');
    await expect.poll(() => csRow.count()).toBe(1);
    const scoreBefore = Number(/(\d+)\/100/.exec((await csRow.textContent()) ?? '')?.[1]);
    expect(await csRow.getByText(/verified/).count()).toBe(0);

    // Buy the course in test mode, then finish its five modules.
    await page.goto('/course/customer-success');
    await page.getByRole('button', { name: 'Unlock course · $29' }).click();
    await page.waitForURL('**/test-checkout/**');
    await page.getByRole('button', { name: 'Pay $29.00' }).click();
    await page.waitForURL('**/pathways', { timeout: 15_000 });
    // (The module page's knowledge check is driven through the UI in purchase-and-learn and
    // module-lesson; here the answers come from the content, as the server reads them.)
    for (let id = 1; id <= 5; id++) {
      const done = await page.request.post(
        `/api/mini-courses/customer-success/modules/${id}/complete`,
        { data: { checkAnswers: rightCheckAnswers('customer-success', id) } },
      );
      expect(done.status()).toBe(200);
    }

    // Answer every scored question right.
    await page.goto('/assessment/customer-success');
    await passAssessment(page, 'customer-success');

    await page.getByRole('link', { name: 'View and share your certificate' }).click();
    await page.waitForURL('**/certificates/**');
    const url = page.url();
    await expect.poll(() => page.getByRole('heading', { name: 'Rosa Certified' }).count()).toBe(1);
    const certificateId = new URL(url).pathname.split('/').pop()!;

    // Hers to share: LinkedIn's add-to-profile form, filled in with this certificate.
    const linkedIn = page.getByRole('link', { name: /^Add to LinkedIn/ });
    await expect.poll(() => linkedIn.count()).toBe(1);
    const add = new URL((await linkedIn.getAttribute('href'))!);
    expect(`${add.origin}${add.pathname}`).toBe('https://www.linkedin.com/profile/add');
    const issued = new Date();
    expect(Object.fromEntries(add.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Customer Success Certificate',
      organizationName: 'Classroom to Career',
      issueYear: String(issued.getFullYear()),
      issueMonth: String(issued.getMonth() + 1),
      certUrl: url,
      certId: certificateId,
    });
    // Copy link puts the public link on her clipboard and says so.
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: /^Link copied$/ })
          .count(),
      )
      .toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await expectNoAxeViolations(page);
    // Where the browser has no clipboard, the link appears selected in a box to copy by hand.
    await page.evaluate(() =>
      Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true }),
    );
    await page.getByRole('button', { name: 'Copy link' }).click();
    const box = page.getByLabel('Link to your certificate');
    await expect.poll(() => box.inputValue()).toBe(url);
    expect(await box.getAttribute('readonly')).not.toBeNull();
    expect(
      await box.evaluate((input: HTMLInputElement) =>
        input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0),
      ),
    ).toBe(url);
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: /did not let us copy/ })
          .count(),
      )
      .toBe(1);
    await expectNoAxeViolations(page);

    // Her Customer Success pathway links to it.
    await page.goto('/pathways');
    const viewCertificate = page.getByRole('link', { name: /^View certificate/ });
    await expect.poll(() => viewCertificate.count()).toBe(1);
    expect(await viewCertificate.getAttribute('href')).toBe(new URL(url).pathname);
    await viewCertificate.click();
    await page.waitForURL(url);
    await expect.poll(() => page.getByRole('heading', { name: 'Rosa Certified' }).count()).toBe(1);

    // Back on the dashboard, her Customer Success fit has risen by what she proved, drawn and named.
    await page.goto('/dashboard');
    await expect.poll(() => csRow.getByText(/\(\+\d+ verified\)/).count()).toBe(1);
    const rowText = (await csRow.textContent()) ?? '';
    const scoreAfter = Number(/(\d+)\/100/.exec(rowText)?.[1]);
    const added = Number(/\(\+(\d+) verified\)/.exec(rowText)?.[1]);
    expect(added).toBeGreaterThan(0);
    expect(scoreAfter - added).toBe(scoreBefore);
    expect(await csRow.locator('[data-proved]').count()).toBe(1);
    expect(
      await page.getByText(/Verified: Passed the Customer Success assessment, \d+%/).count(),
    ).toBe(1);
    await expectNoAxeViolations(page);
    expectNoConsoleErrors(session);
    await session.context.close();

    // Anyone with the link, signed out, in another browser.
    const visitor = await openPage(browser, { width: 360, allowErrors: [EXPECTED_401] });
    await visitor.page.goto(url);
    await expect.poll(() => visitor.page.getByText('Verified certificate').count()).toBe(1);
    expect(await visitor.page.getByRole('heading', { name: 'Rosa Certified' }).count()).toBe(1);
    expect(
      await visitor.page.getByRole('link', { name: /Download the PDF/ }).getAttribute('href'),
    ).toMatch(/^\/api\/certificates\/[A-Za-z0-9_-]{22}\/pdf$/);
    // The share actions are the holder's alone.
    expect(await visitor.page.getByRole('button', { name: 'Copy link' }).count()).toBe(0);
    expect(await visitor.page.getByRole('link', { name: /Add to LinkedIn/ }).count()).toBe(0);
    await expectNoAxeViolations(visitor.page);
    expectNoConsoleErrors(visitor);
    await visitor.context.close();
  });
});
