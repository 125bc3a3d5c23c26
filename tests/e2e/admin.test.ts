import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXPECTED_401,
  expectNoAxeViolations,
  expectNoConsoleErrors,
  launchBrowser,
  openPage,
  signUpWithForm,
  uniqueEmail,
} from '../helpers/browser';
import { linkTo, waitForMail } from '../helpers/outbox';

/** The e2e server's ADMIN_EMAILS (tests/setup/e2e-global-setup.ts). */
const ADMIN = 'admin@example.test';

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

const courseOpen = (page: Page) =>
  page.evaluate(() =>
    fetch('/api/mini-courses/sales')
      .then((r) => r.json())
      .then((course: { hasPaid: boolean }) => course.hasPaid),
  );

describe('The administrators’ page', () => {
  it('An administrator finds a teacher by the start of her address and grants her a course', async () => {
    const teacherSession = await openPage(browser, { allowErrors: [EXPECTED_401] });
    const teacherPage = teacherSession.page;
    await teacherPage.goto('/login');
    const teacherEmail = await signUpWithForm(teacherPage, 'Tamsin', 'Teacher', {
      email: uniqueEmail('tamsin'),
    });
    await teacherPage.waitForURL('**/dashboard');
    expect(await courseOpen(teacherPage)).toBe(false);
    // A teacher has no Admin link, and the page tells her it is not for her.
    expect(await teacherPage.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    await teacherPage.goto('/admin');
    await expect
      .poll(() => teacherPage.getByText('This page is for administrators.').count())
      .toBe(1);

    const session = await openPage(browser, {
      width: 360,
      height: 780,
      allowErrors: [EXPECTED_401],
    });
    const { page } = session;
    await page.goto('/login');
    await signUpWithForm(page, 'Ada', 'Admin', { email: ADMIN });
    await page.waitForURL('**/dashboard');
    // Rights wait for a confirmed address.
    await page.goto(
      linkTo(await waitForMail(ADMIN, /Confirm your email address/), '/verify-email'),
    );
    await expect.poll(() => page.getByText(/confirmed/i).count()).toBeGreaterThan(0);

    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Admin' }).click();
    await page.waitForURL('**/admin');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Administration', level: 1 }).count())
      .toBe(1);

    const prefix = teacherEmail.slice(0, teacherEmail.indexOf('@')).toUpperCase();
    await page.getByLabel('Email address').fill(prefix);
    await page.keyboard.press('Enter');
    const found = page.getByRole('list', { name: 'People found' }).getByRole('listitem').first();
    await expect.poll(() => found.getByRole('heading', { name: 'Tamsin Teacher' }).count()).toBe(1);
    expect(await found.getByText('No courses yet.').count()).toBe(1);

    await found.getByLabel('Grant a course').selectOption({ label: 'Sales' });
    await found.getByRole('button', { name: 'Grant to Tamsin' }).click();
    await expect
      .poll(() => found.getByText('Tamsin Teacher can now open the Sales course.').count())
      .toBe(1);
    await expect
      .poll(() =>
        found.getByRole('button', { name: 'Revoke Sales course from Tamsin Teacher' }).count(),
      )
      .toBe(1);
    expect(await courseOpen(teacherPage)).toBe(true);

    // A run record, so the tables are on the page for the width and axe checks.
    await page.getByRole('button', { name: 'Send due alerts now' }).click();
    await expect.poll(() => page.getByText(/due alert emails/).count()).toBe(1);
    await expect
      .poll(() => page.getByRole('table', { name: /Recent job alert runs/ }).count())
      .toBe(1);
    expect(await page.getByRole('heading', { name: 'Failed email' }).count()).toBe(1);
    await expectFits(page, '/admin at 360 px');
    await expectNoAxeViolations(page);

    await found.getByRole('button', { name: 'Revoke Sales course from Tamsin Teacher' }).click();
    await expect.poll(() => found.getByText(/no longer has the Sales course/).count()).toBe(1);
    expect(await courseOpen(teacherPage)).toBe(false);

    expectNoConsoleErrors(session);
    expectNoConsoleErrors(teacherSession);
  });
});
