import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../helpers/resume-files';
import {
  expectNoAxeViolations,
  expectNoConsoleErrors,
  launchBrowser,
  openPage,
  toastWith,
  signUpWithForm,
} from '../helpers/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function signUp(page: Page, first = 'Rosa') {
  await page.goto('/login');
  await signUpWithForm(page, first, 'Garcia');
  await page.waitForURL('**/dashboard');
  await expect.poll(() => page.getByText('Step 1 of 4').count()).toBe(1);
}

const liaisonResume = () =>
  readFileSync('tests/fixtures/resumes/teacher-cs-parent-liaison.txt', 'utf8');

describe('A teacher', () => {
  it('uploads a two-page PDF on the dashboard, sees the recommendation with its chart and evidence, and finishes the steps', async () => {
    const session = await openPage(browser);
    const { page } = session;
    await signUp(page);
    const pdf = await makePdf(liaisonResume(), { pages: 2 });
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'rosa-garcia.pdf', mimeType: 'application/pdf', buffer: pdf });

    await expect
      .poll(() => page.getByRole('heading', { name: 'AI Career Analysis Complete' }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    expect(await page.getByText('Step 3 of 4').count()).toBe(1);
    expect(await page.getByText('AI Recommended for You').count()).toBe(1);
    const chart = page.getByRole('figure');
    expect(await chart.getByRole('listitem').count()).toBe(3);
    const chartText = (await chart.textContent()) ?? '';
    expect(chartText).toMatch(/Customer Success Manager\s*Best fit/);
    for (const role of ['Sales Representative', 'Learning & Development Specialist'])
      expect(chartText).toContain(role);
    // Each bar's width is the score.
    const widths = await chart
      .locator('[aria-hidden] > div')
      .evaluateAll((bars) => bars.map((b) => (b as HTMLElement).style.width));
    expect(widths).toHaveLength(3);
    const quotes = await page.locator('blockquote').allTextContents();
    expect(quotes.length).toBeGreaterThanOrEqual(2);
    const source = liaisonResume().replace(/\s+/g, ' ');
    for (const quote of quotes.slice(0, 2))
      expect(source).toContain(quote.replace(/^“|”$/g, '').trim().slice(0, 40));
    expect(await page.getByText('Skill gaps to close').count()).toBeGreaterThan(0);
    expect(await page.getByText(/O\*NET 29\.3 Database/).count()).toBe(1);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Get Started with This Path' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Profile Setup Complete!' }).count())
      .toBe(1);
    expect(await page.getByText('Complete!').count()).toBeGreaterThan(0);
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? '{}');
    expect(stored.targetRoles).toEqual(['Customer Success Manager']);
    expect(stored.currentRole).toBe('Family Engagement Coordinator');

    // After a reload the analysis is still there.
    await page.reload();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Profile Setup Complete!' }).count())
      .toBe(1);
    expect(await page.getByRole('figure').count()).toBe(1);

    await page.getByRole('button', { name: 'View Learning Courses' }).click();
    await expect
      .poll(() =>
        page.getByRole('tab', { name: 'My Learning & Progress' }).getAttribute('aria-selected'),
      )
      .toBe('true');
    expectNoConsoleErrors(session);
    await session.context.close();
  });

  it('is told why a scanned PDF cannot be read and returns to the upload step', async () => {
    const session = await openPage(browser, { allowErrors: [/status of 422/] });
    const { page } = session;
    await signUp(page);
    const { makeImageOnlyPdf } = await import('../helpers/resume-files');
    await page.locator('input[type=file]').setInputFiles({
      name: 'scan.pdf',
      mimeType: 'application/pdf',
      buffer: await makeImageOnlyPdf(),
    });
    const toast = toastWith(page, 'Upload Failed');
    await expect.poll(() => toast.count(), { timeout: 15_000 }).toBe(1);
    expect(await toast.textContent()).toMatch(/scanned PDF/);
    expect(await page.getByText('Step 1 of 4').count()).toBe(1);
    await session.context.close();
  });

  it('rejects a file of the wrong type in the widget before uploading', async () => {
    const session = await openPage(browser);
    const { page } = session;
    await signUp(page);
    await page.locator('input[type=file]').setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not really a png'),
    });
    await expect
      .poll(() =>
        page
          .getByRole('alert')
          .filter({ hasText: 'File type not supported or file too large' })
          .count(),
      )
      .toBe(1);
    await session.context.close();
  });

  it('fills in the profile by hand, with pasted resume text analysed on the way', async () => {
    const session = await openPage(browser, { width: 360 });
    const { page } = session;
    await signUp(page);
    await page.getByRole('button', { name: 'Enter details manually instead' }).click();
    const save = page.getByRole('button', { name: 'Save Profile' });
    expect(await save.isDisabled()).toBe(true);
    await page.getByLabel('Current role').fill('7th Grade Science Teacher');
    await page.getByLabel('Years of experience').fill('9');
    expect(await save.isDisabled()).toBe(true);
    await page.getByLabel('Sales Representative').check();
    expect(await save.isDisabled()).toBe(false);
    await page.getByLabel('Skills').fill('Public speaking, , Fundraising ,Data analysis');
    await page
      .getByLabel('Resume text (optional)')
      .fill(
        readFileSync('tests/fixtures/resumes/teacher-sales-fundraiser.txt', 'utf8').slice(0, 1500),
      );
    await expectNoAxeViolations(page);
    await save.click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Profile Setup Complete!' }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? '{}');
    expect(stored).toMatchObject({
      currentRole: '7th Grade Science Teacher',
      yearsExperience: 9,
      skills: ['Public speaking', 'Fundraising', 'Data analysis'],
      targetRoles: ['Sales Representative'],
    });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expectNoConsoleErrors(session);
    await session.context.close();
  });

  it('picks a resume on the landing page and finds it analysed on the dashboard without choosing it again', async () => {
    const session = await openPage(browser);
    const { page } = session;
    await signUp(page);
    await page.goto('/');
    await page.locator('input[type=file]').setInputFiles({
      name: 'from-landing.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(readFileSync('tests/fixtures/resumes/sales-rep.txt')),
    });
    await page.waitForURL('**/dashboard**');
    await expect
      .poll(() => page.getByRole('heading', { name: 'AI Career Analysis Complete' }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    expect(await page.getByText('Sales Representative', { exact: true }).first().count()).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('pendingResume'))).toBeNull();
    expectNoConsoleErrors(session);
    await session.context.close();
  });
});
