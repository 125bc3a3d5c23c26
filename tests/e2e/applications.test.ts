import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
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

describe('The applications tracker', () => {
  it('A teacher tracks a job from the feed, moves it to Interviewing by keyboard and exports her log', async () => {
    const session = await openPage(browser);
    const { page } = session;
    await page.goto('/login');
    await signUpWithForm(page, 'Rosa', 'Tracker');
    await page.waitForURL('**/dashboard');

    // The saved samples are all over 60 days old: this server never reaches a live board.
    await page.goto('/jobs?tab=all&older=1');
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(0);
    const card = page.getByRole('article').first();
    const title = ((await card.getByRole('heading').first().textContent()) ?? '').trim();
    await card.getByRole('button', { name: `Track application for ${title}` }).click();
    await expect.poll(() => toastWith(page, 'Application tracked').count()).toBe(1);
    await expect.poll(() => card.getByRole('link', { name: /Tracked/ }).count()).toBe(1);

    // The dashboard's journey line counts it too.
    await page.goto('/dashboard');
    await expect
      .poll(() =>
        page
          .getByRole('navigation', { name: 'Your journey' })
          .getByRole('link', { name: /^1 application \(done\)$/ })
          .count(),
      )
      .toBe(1);
    await page.getByRole('link', { name: 'Applications', exact: true }).click();
    await page.waitForURL('**/applications');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Your applications' }).count())
      .toBe(1);
    const saved = page.getByRole('region', { name: /^Saved/ });
    await expect.poll(() => saved.getByRole('article').count()).toBe(1);
    await expectNoAxeViolations(page);

    // The stage menus' code comes when she first reaches for one, not with the board.
    const stageMenuCode = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => entry.name.includes('/assets/stage-menu-popup-')),
      );
    expect(await stageMenuCode()).toBe(false);

    // Keyboard only: open the card's stage menu, arrow down to Interviewing, press Enter.
    await saved.getByRole('button', { name: /^Stage: Saved/ }).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect.poll(() => menu.count()).toBe(1);
    expect(await stageMenuCode()).toBe(true);
    const focused = () =>
      page.evaluate(() =>
        document.activeElement?.getAttribute('role') === 'menuitemradio'
          ? (document.activeElement.textContent ?? '').trim()
          : '',
      );
    for (let i = 0; i < 8 && !(await focused()).startsWith('Interviewing'); i++) {
      await page.keyboard.press('ArrowDown');
    }
    expect(await focused()).toMatch(/^Interviewing/);
    await page.keyboard.press('Enter');
    const interviewing = page.getByRole('region', { name: /^Interviewing/ });
    await expect.poll(() => interviewing.getByRole('article').count()).toBe(1);
    await expect
      .poll(() => interviewing.getByRole('heading', { name: new RegExp(escape(title)) }).count())
      .toBe(1);
    // Focus follows the card, so she can keep moving it by keyboard.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''))
      .toMatch(/^Stage: Interviewing/);

    await page.reload();
    await expect
      .poll(() =>
        page
          .getByRole('region', { name: /^Interviewing/ })
          .getByRole('article')
          .count(),
      )
      .toBe(1);

    const download = await downloadBy(page.getByRole('link', { name: 'Download CSV' }));
    expect(download.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parse(readFileSync((await download.path())!, 'utf8')) as string[][];
    expect(rows).toHaveLength(2);
    expect(rows[1]![0]).toBe(title.startsWith('=') ? `'${title}` : title);
    expect(rows[1]![4]).toBe('Interviewing');
    expect(rows[1]![rows[0]!.indexOf('Interviewing on')]).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // Job alerts: daily, for Customer Success only, open to career changers.
    const alerts = page.getByRole('region', { name: /^Job alerts by email/ });
    await alerts.getByLabel('Daily').check();
    await alerts.getByLabel('Sales').uncheck();
    await alerts.getByLabel('Only jobs open to career changers').check();
    await alerts.getByRole('button', { name: 'Save alerts' }).click();
    await expect.poll(() => toastWith(page, 'Job alerts saved').count()).toBe(1);
    await page.reload();
    await expect
      .poll(() =>
        page
          .getByRole('region', { name: /^Job alerts by email/ })
          .getByLabel('Daily')
          .isChecked(),
      )
      .toBe(true);
    expect(
      await page
        .getByRole('region', { name: /^Job alerts by email/ })
        .getByLabel('Sales')
        .isChecked(),
    ).toBe(false);
    await expectNoAxeViolations(page);

    expectNoConsoleErrors(session);
    await session.context.close();
  });

  it('fits every stage inside the page at 1280 px, closed ones folded below, moved by keyboard or drag', async () => {
    const session = await openPage(browser, { width: 1280, height: 900 });
    const { page } = session;
    await page.goto('/login');
    await signUpWithForm(page, 'Ada', 'Board');
    await page.waitForURL('**/dashboard');
    const me = (await (await page.request.get('/api/auth/me')).json()) as { user: { id: string } };
    for (const title of ['Onboarding Specialist', 'Customer Success Associate', 'Trainer']) {
      const created = await page.request.post(`/api/users/${me.user.id}/applications`, {
        data: { title, company: 'Brightpath Learning', url: 'https://brightpath.example/jobs' },
      });
      expect(created.status()).toBe(201);
    }
    await page.goto('/applications');
    const saved = page.getByRole('region', { name: /^Saved/ });
    await expect.poll(() => saved.getByRole('article').count()).toBe(3);

    // Every stage, closed ones included, sits inside the viewport; the page never scrolls sideways.
    const viewport = page.viewportSize()!.width;
    for (const stage of STAGES) {
      const box = await page.getByRole('region', { name: new RegExp(`^${stage}`) }).boundingBox();
      expect(box, stage).not.toBeNull();
      expect(box!.x, stage).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, stage).toBeLessThanOrEqual(viewport);
    }
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    // At 1024 px, the narrowest board, the date field keeps inside the card's padding, level with
    // its Stage button.
    await page.setViewportSize({ width: 1024, height: 900 });
    for (const card of await saved.getByRole('article').all()) {
      const stageButton = (await card.getByRole('button', { name: /^Stage:/ }).boundingBox())!;
      const field = (await card.getByLabel('Follow up on').boundingBox())!;
      expect(field.x + field.width).toBeLessThanOrEqual(stageButton.x + stageButton.width + 0.5);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // The Stage menu reaches a closed stage; the closed cards open so she sees where it went.
    await saved.getByRole('button', { name: /^Stage: Saved\. Move Trainer/ }).click();
    await page.getByRole('menuitemradio', { name: 'Rejected' }).click();
    const rejected = page.getByRole('region', { name: /^Rejected/ });
    await expect.poll(() => rejected.getByRole('article').count()).toBe(1);
    const toggle = page.getByRole('button', { name: /closed applications/ });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');

    // Folded after a reload, with the count on the button; Withdrawn still takes a dragged card.
    await page.reload();
    await expect.poll(() => toggle.textContent()).toMatch(/Show closed applications \(1\)/);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await rejected.getByRole('article').count()).toBe(0);
    // Tall enough that the card and the Withdrawn column are both on screen for the pointer.
    await page.setViewportSize({ width: 1280, height: 1600 });
    const grip = page.getByRole('button', { name: 'Drag Onboarding Specialist to another stage' });
    const withdrawn = page.getByRole('region', { name: /^Withdrawn/ });
    const from = (await grip.boundingBox())!;
    const to = (await withdrawn.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 30, from.y + 30, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
    await page.mouse.up();
    await expect.poll(() => withdrawn.getByRole('article').count()).toBe(1);
    await expect.poll(() => toggle.textContent()).toMatch(/Hide closed applications/);
    expect(await rejected.getByRole('article').count()).toBe(1);
    await toggle.click();
    await expect.poll(() => withdrawn.getByRole('article').count()).toBe(0);
    expect(await withdrawn.textContent()).toMatch(/^Withdrawn\s*1/);
    expect(await saved.getByRole('article').count()).toBe(1);
    await expectNoAxeViolations(page);
    expectNoConsoleErrors(session);
    await session.context.close();
  });

  it('tells a signed-out visitor when an unsubscribe link is not valid', async () => {
    const session = await openPage(browser, {
      allowErrors: [/status of 400 \(Bad Request\)/, EXPECTED_401],
    });
    const { page } = session;
    await page.goto('/unsubscribe?token=forged.token');
    await expect
      .poll(() => page.getByRole('heading', { name: 'This link did not work' }).count())
      .toBe(1);
    await expect.poll(() => page.getByText(/not valid or is out of date/).count()).toBe(1);
    await expectNoAxeViolations(page);
    expectNoConsoleErrors(session);
    await session.context.close();
  });

  it('adds a job found elsewhere, and lists applications by stage on a phone without sideways scroll', async () => {
    // The refused javascript: link is a 400 the browser logs; nothing else may be.
    const session = await openPage(browser, {
      width: 360,
      height: 780,
      allowErrors: [/status of 400 \(Bad Request\)/],
    });
    const { page } = session;
    await page.goto('/login');
    await signUpWithForm(page, 'Lee', 'Phone');
    await page.waitForURL('**/dashboard');
    await page.goto('/applications');
    await expect.poll(() => page.getByText('No applications yet').count()).toBe(1);

    await page.getByRole('button', { name: 'Add a job from elsewhere' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a job from elsewhere' });
    await dialog.getByLabel('Job title').fill('Onboarding Specialist');
    await dialog.getByLabel('Company').fill('Brightpath Learning');
    await dialog.getByLabel('Link to the posting').fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Add application' }).click();
    await expect.poll(() => dialog.getByText(/http/).count()).toBeGreaterThan(0);
    await dialog.getByLabel('Link to the posting').fill('https://careers.brightpath.example/42');
    await dialog.getByRole('button', { name: 'Add application' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    const card = page.getByRole('region', { name: /^Saved/ }).getByRole('article');
    await expect.poll(() => card.count()).toBe(1);
    await card.getByLabel('Follow up on').fill('2020-01-01');
    await card.getByRole('button', { name: /^Stage: Saved/ }).focus();
    await expect.poll(() => card.getByText('Follow-up overdue').count()).toBe(1);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    expectNoConsoleErrors(session);
    await session.context.close();
  });
});

const STAGES = ['Saved', 'Applied', 'Interviewing', 'Offer', 'Accepted', 'Rejected', 'Withdrawn'];

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
