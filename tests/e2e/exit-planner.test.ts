import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  downloadBy,
  expectNoAxeViolations,
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

/** Next year, so the first day of instruction is always within the planner's two years. */
const year = new Date().getUTCFullYear() + 1;

describe('Exit planner', () => {
  it('a Texas teacher at 360 px plans her exit, reads the deadline and its source, downloads the calendar and compares an offer', async () => {
    // The typo'd first day below is refused on purpose; the browser logs that 400.
    const session = await openPage(browser, {
      width: 360,
      allowErrors: [/the server responded with a status of 400/],
    });
    const { page } = session;
    await page.goto('/signup');
    // A long first name: the greeting is the last item of the navigation.
    await signUpWithForm(page, 'Alexandria', 'Reyes');
    await page.waitForURL('**/dashboard');
    await expect
      .poll(() => page.getByTestId('next-exit-date').getByText('Make your exit plan').count())
      .toBe(1);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Exit plan' }).click();
    await page.waitForURL('**/exit-plan');
    await expect.poll(() => page.getByRole('heading', { name: 'Exit plan' }).count()).toBe(1);

    const plan = page.getByRole('form', { name: 'Your exit plan' });
    await plan.getByLabel('State you teach in').selectOption('TX');
    // A typo'd year: the server names the field, the form shows it under the input.
    await plan.getByLabel('First day of instruction next school year').fill(`${year + 3}-08-18`);
    await plan.getByRole('button', { name: 'Make my plan' }).click();
    await expect.poll(() => plan.getByText(/within 2 years from today/).count()).toBe(1);
    await expectNoAxeViolations(page);

    await plan.getByLabel('First day of instruction next school year').fill(`${year}-08-18`);
    await plan.getByLabel('Last day of this school year (optional)').fill(`${year}-05-28`);
    await plan.getByLabel('When you hope to start a new job (optional)').fill(`${year}-08-02`);
    await plan.getByLabel('How you are paid').selectOption('10-month');
    await plan.getByLabel('Your last school paycheck (optional)').fill(`${year}-06-25`);
    await plan.getByRole('button', { name: 'Make my plan' }).click();
    await expect.poll(() => toastWith(page, 'Your plan is saved').count()).toBe(1);

    // The deadline: 45 days before Aug 18 is Jul 4, with the statute one tap away.
    const deadline = page.locator('li[data-kind="resignation-deadline"]');
    await expect.poll(() => deadline.count()).toBe(1);
    expect(await deadline.locator('time').getAttribute('datetime')).toBe(`${year}-07-04`);
    expect(await deadline.innerText()).toMatch(/Last day to resign without penalty/);
    const source = deadline.getByRole('link', { name: /Texas Education Code §21\.105/ });
    expect(await source.getAttribute('href')).toMatch(/^https:\/\/statutes\.capitol\.texas\.gov\//);
    expect(await deadline.innerText()).toMatch(/checked Saturday, November 28, 2026/);
    expect(await page.getByText(/after your last penalty-free day to resign/).count()).toBe(1);
    expect(await page.getByText(/not legal or financial advice/).count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await expectNoAxeViolations(page);

    const download = await downloadBy(
      page.getByRole('link', { name: 'Add these dates to my calendar' }),
    );
    expect(download.suggestedFilename()).toBe('exit-plan.ics');
    const calendar = new ICAL.Component(ICAL.parse(readFileSync((await download.path())!, 'utf8')));
    const starts = calendar
      .getAllSubcomponents('vevent')
      .map((event) => new ICAL.Event(event).startDate.toString());
    expect(starts).toContain(`${year}-07-04`);
    expect(starts).toContain(`${year}-08-31`);

    // An offer: $58,000 over 187 days against $50,000 base + $24,000 commission at 50%.
    const offer = page.getByRole('form', { name: 'Compare an offer' });
    await offer.getByLabel('Salary a year ($)', { exact: true }).fill('58000');
    await offer.getByLabel('Hours you really work a week').fill('50');
    await offer.getByLabel('Your health premium a month ($)', { exact: true }).fill('150');
    await offer.getByLabel('Pension contribution (% of salary)').fill('8.25');
    await offer.getByLabel('I pay Social Security now').uncheck();
    await offer.getByLabel('I am vested in my pension').uncheck();
    await offer.getByLabel('Who it is from (optional)').fill('Brightwheel, CSM');
    await offer.getByLabel('Base salary a year ($)').fill('50000');
    await offer.getByLabel('Bonus or commission at target ($)').fill('24000');
    await offer.getByLabel('Share of that target you expect to reach (%)').fill('50');
    await offer.getByLabel('Health premium a month ($)', { exact: true }).fill('220');
    await offer.getByLabel('Retirement match (% of base)').fill('4');
    await offer.getByLabel('Paid days off, holidays included').fill('15');
    await offer.getByRole('button', { name: 'Compare this offer' }).click();
    await expect.poll(() => toastWith(page, 'Offer compared').count()).toBe(1);

    const table = page.getByRole('table', {
      name: 'Your teaching job against Brightwheel, CSM ($50,000 base)',
    });
    expect(
      await page.getByRole('button', { name: 'Delete this comparison: Brightwheel, CSM' }).count(),
    ).toBe(1);
    const row = (name: string) => table.getByRole('row', { name: new RegExp(`^${name}`) });
    expect(await row('Pay a year').innerText()).toMatch(/\$58,000\s+\$62,000\s+\+\$4,000/);
    expect(await row('Take-home a year').innerText()).toMatch(/\$51,415\s+\$53,516\s+\+\$2,101/);
    const bars = page.getByRole('figure', { name: 'Money a year' });
    expect(await bars.getByText('Offer at 100% of the bonus target').count()).toBe(1);
    expect(await bars.getByText('$74,000').count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await expectNoAxeViolations(page);

    // The dashboard shows the next date on her plan.
    await page.goto('/dashboard');
    const card = page.getByTestId('next-exit-date');
    await expect.poll(() => card.getByText(/Next date:/).count()).toBe(1);

    // With Exit plan in it, the signed-in navigation still fits: the menu below 1,280 px, the
    // full row from there.
    for (const width of [1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `at ${width} px`,
      ).toBeLessThanOrEqual(width);
    }
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Exit plan' }).getAttribute('href')).toBe(
      '/exit-plan',
    );
  });
});
