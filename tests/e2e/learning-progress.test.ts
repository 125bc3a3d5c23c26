import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  expectNoConsoleErrors,
  launchBrowser,
  openPage,
  type PageSession,
  toastWith,
  signUpWithForm,
} from '../helpers/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A teacher who signed up and uploaded a resume: the analysis recommends Customer Success. */
async function teacherWithRecommendation(
  session: PageSession,
): Promise<{ page: Page; userId: string }> {
  const { page } = session;
  await page.goto('/login');
  await signUpWithForm(page, 'Tess', 'Young');
  await page.waitForURL('**/dashboard');
  await page.locator('input[type=file]').setInputFiles({
    name: 'tess.txt',
    mimeType: 'text/plain',
    buffer: readFileSync('tests/fixtures/resumes/teacher-cs-parent-liaison.txt'),
  });
  await expect
    .poll(() => page.getByRole('heading', { name: 'Resume Analysis Complete' }).count(), {
      timeout: 15_000,
    })
    .toBe(1);
  await page.getByRole('button', { name: 'Get Started with This Path' }).click();
  await page.getByRole('button', { name: 'View Learning Courses' }).click();
  await expect
    .poll(() => page.getByRole('heading', { name: 'Your Customer Success Manager path' }).count())
    .toBe(1);
  const userId = JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? '{}')
    .id as string;
  return { page, userId };
}

describe('A teacher with a recommendation', () => {
  it('sees the path card and the counters, and downloads the career kit in a new tab', async () => {
    const session = await openPage(browser);
    const { page, userId } = await teacherWithRecommendation(session);

    const overview = page.getByRole('region', { name: 'Progress Overview' });
    expect(await overview.textContent()).toMatch(
      /1\s*Role matches found.*0\s*Assessments completed.*1\s*Profile set up/,
    );
    const card = page
      .getByRole('heading', { name: 'Your Customer Success Manager path' })
      .locator('xpath=ancestor::div[contains(@class,"border-t-4")]');
    const text = (await card.textContent()) ?? '';
    expect(text).toContain('5 modules');
    expect(text).toContain('Complete course to unlock');
    // One buy label everywhere, with the course's price (walk-through m8).
    expect(text).toContain('Unlock course · $29');
    expect(text).toMatch(/Next: Start the Customer Success mini-course/);
    expect(await page.getByRole('heading', { name: 'Recommended Courses for You' }).count()).toBe(
      1,
    );
    const moreCourses = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Additional Learning Options' }) });
    expect(await moreCourses.getByRole('button', { name: 'Unlock course · $29' }).count()).toBe(2);
    // The live feed's first two Customer Success jobs sit on the path card.
    expect(
      await card.getByRole('region', { name: 'Live job feed' }).getByRole('listitem').count(),
    ).toBe(2);
    // Resume feedback is the free translator, one click away, with no price (walk-through M5).
    const translate = page.getByRole('link', { name: 'Get your resume translated for your role' });
    expect(await translate.getAttribute('href')).toBe('/resume-translator/customer-success');
    expect(await page.getByText('$19').count()).toBe(0);
    await expectNoAxeViolations(page);

    const [popup] = await Promise.all([
      session.context.waitForEvent('page'),
      page.getByRole('button', { name: 'Download Customer Success Manager Career Kit' }).click(),
    ]);
    await expect.poll(() => popup.url()).toContain('/api/career-kits/customer-success/pdf');
    const kits = await page.evaluate(
      (id) => fetch(`/api/users/${id}/career-kits`).then((r) => r.json()),
      userId,
    );
    expect(kits).toEqual([expect.objectContaining({ careerKitId: 'customer-success', userId })]);

    // A double click opens one checkout: the button is disabled while it starts.
    const checkoutRequests: string[] = [];
    await page.route('**/api/checkout', (route) => {
      checkoutRequests.push(route.request().url()); // held, never answered: the page stays here
    });
    await moreCourses.getByRole('button', { name: 'Unlock course · $29' }).first().dblclick();
    const opening = page.getByRole('button', { name: 'Opening checkout...' });
    await expect.poll(() => opening.count()).toBe(1);
    expect(await opening.isDisabled()).toBe(true);
    expect(checkoutRequests).toHaveLength(1);
    expectNoConsoleErrors(session);
    await session.context.close();
  });

  it('gets the kit link on the clipboard when pop-ups are blocked, and in an alert when copying fails too', async () => {
    const session = await openPage(browser);
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await session.context.addInitScript(() => {
      window.open = () => null;
    });
    const { page } = await teacherWithRecommendation(session);
    await page
      .getByRole('button', { name: 'Download Customer Success Manager Career Kit' })
      .click();
    await expect.poll(() => toastWith(page, 'Link copied').count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /\/api\/career-kits\/customer-success\/pdf$/,
    );

    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new Error('denied'));
    });
    const dialog = new Promise<string>((resolve) =>
      page.once('dialog', (d) => {
        resolve(d.message());
        void d.dismiss();
      }),
    );
    await page
      .getByRole('button', { name: 'Download Customer Success Manager Career Kit' })
      .click();
    expect(await dialog).toMatch(/\/api\/career-kits\/customer-success\/pdf/);
    await session.context.close();
  });

  it('shows No Learning Paths Yet before any profile and goes to Profile Setup from it', async () => {
    const session = await openPage(browser, { width: 360 });
    const { page } = session;
    await page.goto('/login');
    await signUpWithForm(page, 'New', 'Person');
    await page.waitForURL('**/dashboard');
    await page.getByRole('tab', { name: 'My Learning & Progress' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'No Learning Paths Yet' }).count())
      .toBe(1);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Complete Profile Setup' }).click();
    await expect
      .poll(() => page.getByRole('tab', { name: 'Profile Setup' }).getAttribute('aria-selected'))
      .toBe('true');
    expectNoConsoleErrors(session);
    await session.context.close();
  });
});
