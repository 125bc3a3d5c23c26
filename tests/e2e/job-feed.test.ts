import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  expectNoConsoleErrors,
  launchBrowser,
  openPage,
  signInReason,
  toastWith,
  signUpWithForm,
} from '../helpers/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('The job feed', () => {
  it('sends visitors to /login with a plain line saying why', async () => {
    const session = await openPage(browser);
    const { page } = session;
    await page.goto('/jobs');
    await page.waitForURL('**/login');
    await expect.poll(() => signInReason(page, 'Sign in to see your jobs.').count()).toBe(1);
    expect(await page.getByRole('region', { name: /^Notifications/ }).count()).toBe(0);
    await session.context.close();
  });

  it('lets a teacher filter, search and bookmark a job that is still bookmarked after a reload', async () => {
    const session = await openPage(browser, { width: 390 });
    const { page } = session;
    await page.goto('/login');
    await signUpWithForm(page, 'Jo', 'Seeker');
    await page.waitForURL('**/dashboard');

    await page.goto('/jobs');
    await expect.poll(() => page.getByRole('heading', { name: 'Your Job Feed' }).count()).toBe(1);
    // This server never reaches a live board (ingest is off): the feed says its jobs are a sample.
    await expect
      .poll(() => page.getByRole('note').filter({ hasText: 'saved sample postings' }).count())
      .toBe(1);
    // No target roles yet: the spec's default, Sales and Customer Success.
    await expect
      .poll(() => page.getByText('Target roles: Sales, Customer Success').count())
      .toBe(1);
    await expect
      .poll(() => page.getByRole('tab', { name: /Recommended for You \(\d+\)/ }).count())
      .toBe(1);
    await expectNoAxeViolations(page);

    await page.getByRole('tab', { name: /All Jobs/ }).click();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('all');
    // Every saved sample is months old and "older than 60 days" is off: the list says so, and
    // its button ticks the box.
    await expect
      .poll(() => page.getByText('All saved samples are older than 60 days').count())
      .toBe(1);
    expect(await page.getByRole('article').count()).toBe(0);
    // Recommended follows the same filters: nothing to recommend either.
    expect(await page.getByRole('tab', { name: 'Recommended for You (0)' }).count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Include older postings' }).click();
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(3);
    expect(new URL(page.url()).searchParams.get('older')).toBe('1');
    await expect
      .poll(() => page.getByRole('tab', { name: /Recommended for You \([1-9]\d*\)/ }).count())
      .toBe(1);

    // On a phone the filters fold behind one button.
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('Role').selectOption('customer-success');
    await expect.poll(() => new URL(page.url()).searchParams.get('role')).toBe('customer-success');
    await expect
      .poll(async () =>
        (await page.getByRole('article').allTextContents()).every((t) =>
          t.includes('Customer Success'),
        ),
      )
      .toBe(true);
    await page.getByLabel('Role').selectOption('all');

    await page.getByLabel('Search').fill('account executive');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('account executive');
    await expect
      .poll(async () => {
        const cards = await page.getByRole('article').allTextContents();
        // Every word of the search (stemmed: 'execution' counts) appears in the title, company or description.
        return cards.length > 0 && cards.every((t) => /account/i.test(t) && /execut/i.test(t));
      })
      .toBe(true);

    const first = page.getByRole('article').first();
    const title = (await first.getByRole('heading').textContent()) ?? '';
    await first.getByRole('button', { name: `Bookmark ${title}` }).click();
    await expect.poll(() => toastWith(page, 'Job Bookmarked').count()).toBe(1);
    expect(await first.getByRole('link', { name: /Apply Now/ }).getAttribute('target')).toBe(
      '_blank',
    );

    await page.reload();
    await expect.poll(() => page.getByRole('tab', { name: 'Bookmarked (1)' }).count()).toBe(1);
    expect(await page.getByLabel('Search').inputValue()).toBe('account executive');
    await page.getByRole('tab', { name: 'Bookmarked (1)' }).click();
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    expect(await page.getByRole('article').getByRole('heading').textContent()).toBe(title);
    expect(
      await page
        .getByRole('button', { name: `Remove bookmark: ${title}` })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: `Remove bookmark: ${title}` }).click();
    await expect.poll(() => toastWith(page, 'Bookmark Removed').count()).toBe(1);
    await expect.poll(() => page.getByText('No bookmarked jobs', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('tab', { name: 'Bookmarked (0)' }).count()).toBe(1);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expectNoConsoleErrors(session);
    await session.context.close();
  });
});
