import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  downloadBy,
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  rightCheckAnswers,
  signUpWithForm,
} from '../helpers/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** GRR and NRR worked out from the downloaded CSV, as she would in a spreadsheet. */
function retentionOf(csv: string): { grr: string; nrr: string } {
  const [header, ...lines] = csv.trim().split('\n');
  const columns = header!.split(',');
  const rows = lines.map((line) =>
    Object.fromEntries(line.split(',').map((cell, i) => [columns[i]!, Number(cell)])),
  );
  const total = (column: string) => rows.reduce((sum, row) => sum + row[column]!, 0);
  const start = total('start_arr');
  const lost = total('contraction_arr') + total('churned_arr');
  return {
    grr: ((100 * (start - lost)) / start).toFixed(1),
    nrr: ((100 * (start + total('expansion_arr') - lost)) / start).toFixed(1),
  };
}

describe('The CS 5 spreadsheet exercise', () => {
  it('downloads the book of accounts and checks her numbers, at 360 px and by keyboard', async () => {
    const width = 360;
    const { page } = await openPage(browser, { width, height: 740 });
    await page.goto('/login');
    await signUpWithForm(page, 'Lena', 'Sheets');
    await page.waitForURL('**/dashboard');
    await page.goto('/course/customer-success');
    await page.getByRole('button', { name: 'Unlock course · $29' }).click();
    await page.waitForURL('**/test-checkout/**');
    await page.getByRole('button', { name: 'Pay $29.00' }).click();
    await page.waitForURL('**/payment-success/**');
    // Her access is granted once the page confirms the payment: on a busy machine the first
    // completion below arrived before that and was refused (403).
    await expect
      .poll(() => page.getByRole('heading', { name: 'Payment Successful!' }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    for (let id = 1; id <= 4; id++) {
      const done = await page.request.post(
        `/api/mini-courses/customer-success/modules/${id}/complete`,
        { data: { checkAnswers: rightCheckAnswers('customer-success', id) } },
      );
      expect(done.status()).toBe(200);
    }

    await page.goto('/course/customer-success/module/5');
    const section = page.getByRole('region', { name: /Spreadsheet practice/ });
    await expect.poll(() => section.count()).toBe(1);
    const download = await downloadBy(
      section.getByRole('link', { name: /Download the spreadsheet/ }),
    );
    expect(download.suggestedFilename()).toBe('book-of-accounts.csv');
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv).toBe(
      readFileSync('content/exercises/customer-success-book-of-accounts.csv', 'utf8'),
    );

    // Right retention figures, one health score off: she is told which to redo.
    const { grr, nrr } = retentionOf(csv);
    await section.getByLabel('Health score of Bright Smile Dental Group (0 to 100)').fill('50');
    await section.getByLabel('Health score of Riverbend Clinics (0 to 100)').fill('70');
    await section.getByLabel('Health score of Urban Fitness Co (0 to 100)').fill('80');
    await section.getByLabel('Gross revenue retention, in %').fill(`${grr}%`);
    await section.getByLabel('Net revenue retention, in %').fill(nrr.replace('.', ','));
    await section.getByLabel('Net revenue retention, in %').press('Enter');
    const checked = section.getByRole('list', { name: 'Your numbers, checked' });
    await expect.poll(() => section.getByText('4 of 5 right').count()).toBe(1);
    expect(await checked.getByText('Health score of Riverbend Clinics: not yet.').count()).toBe(1);
    expect(await checked.getByText(/Gross revenue retention: right/).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await expectNoAxeViolations(page);

    // Riverbend: 72% adoption (40), 6 open tickets (0), a 6 (0).
    await section.getByLabel('Health score of Riverbend Clinics (0 to 100)').fill('40');
    await section.getByRole('button', { name: 'Check my numbers' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => section.getByText(/^All right/).count()).toBe(1);
  });
});
