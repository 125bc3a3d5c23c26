import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  downloadBy,
  EXPECTED_401,
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

describe('Her data', () => {
  it('A teacher reads the privacy page, downloads her data and deletes her account', async () => {
    const session = await openPage(browser, {
      width: 360,
      height: 780,
      allowErrors: [/status of 400 \(Bad Request\)/, EXPECTED_401],
      timezoneId: 'America/Chicago',
    });
    const { page } = session;
    await page.goto('/privacy');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Your data and privacy' }).count())
      .toBe(1);
    expect(await page.getByText(/without your name, email or any link to you/).count()).toBe(1);
    await expectNoAxeViolations(page);

    await page.goto('/login');
    await signUpWithForm(page, 'Lena', 'Leaving');
    await page.waitForURL('**/dashboard');
    await page.goto('/account');
    await expect.poll(() => page.getByRole('heading', { name: 'Your account' }).count()).toBe(1);
    await expectNoAxeViolations(page);

    // Her phone's zone came with the sign-up form; she moves, and picks another by keyboard.
    const zone = page.getByRole('combobox', { name: 'Time zone' });
    expect(await zone.inputValue()).toBe('America/Chicago');
    expect(await page.getByText(/ in America\/Chicago now\.$/).count()).toBe(1);
    await zone.focus();
    await zone.selectOption('Europe/London');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Your reminders follow' }).count())
      .toBe(1);

    const download = await downloadBy(page.getByRole('link', { name: 'Download my data' }));
    expect(download.suggestedFilename()).toMatch(/^classroom-to-career-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(data.profile).toMatchObject({
      firstName: 'Lena',
      lastName: 'Leaving',
      timeZone: 'Europe/London',
    });
    expect(JSON.stringify(data)).not.toContain('$argon2');

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Your password').fill('not it');
    await dialog.getByRole('button', { name: 'Delete everything' }).click();
    await expect.poll(() => dialog.getByText(/not right/).count()).toBe(1);
    await dialog.getByLabel('Your password').fill('teach123');
    await dialog.getByRole('button', { name: 'Delete everything' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => toastWith(page, 'Account deleted').count()).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    const me = await page.evaluate(() => fetch('/api/auth/me').then((r) => r.status));
    expect(me).toBe(401);
    expectNoConsoleErrors(session);
    await session.context.close();
  });
});
