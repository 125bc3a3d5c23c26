import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseURL,
  expectNoConsoleErrors,
  launchBrowser,
  openPage,
  signUpWithForm,
} from '../helpers/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The pages written at build time (ADR 015): the public ones rendered, the others their preloads. */
describe('The first load of the pages written at build time', () => {
  it('shows the landing page and the pathways with their module counts before any script runs', async () => {
    const context = await browser.newContext({ baseURL: baseURL(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    expect(
      await page.getByRole('heading', { name: 'From Classroom to Career', level: 1 }).count(),
    ).toBe(1);
    expect(await page.getByRole('link', { name: 'Explore Your Next Role' }).count()).toBe(1);

    await page.goto('/explore');
    expect(await page.getByRole('heading', { name: 'Learning Pathways', level: 1 }).count()).toBe(
      1,
    );
    expect(await page.getByText('6 modules').count()).toBe(1);
    expect(await page.getByText('5 modules').count()).toBe(2);
    await context.close();
  });

  it('downloads only the scripts the page names, asks the server nothing, and works once hydrated', async () => {
    const session = await openPage(browser, { width: 360 });
    const { page } = session;
    const requested: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'script' || url.pathname.startsWith('/api/'))
        requested.push(url.pathname);
    });
    const response = await page.goto('/');
    const named = [...((await response?.text()) ?? '').matchAll(/(?:src|href)="(\/[^"]+\.js)"/g)];
    const answer = page.getByText('early outreach beats waiting');
    // Hydrated: React answers the sample question (a click before it only ticks the radio).
    await expect
      .poll(async () => {
        await page.getByLabel(/Reach out, ask what got in the way/).click();
        return answer.count();
      })
      .toBe(1);
    expect(requested.filter((path) => path.startsWith('/api/'))).toEqual([]);
    expect(requested.every((path) => named.some(([, file]) => file === path))).toBe(true);
    expectNoConsoleErrors(session);
    await session.context.close();
  });

  it("asks for a signed-in page's code with its HTML, and every script it names is one the page runs", async () => {
    const session = await openPage(browser, { width: 360 });
    const { page } = session;
    await page.goto('/login');
    await signUpWithForm(page, 'Ines', 'Ortega');
    await page.waitForURL('**/dashboard');

    const requested = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') requested.add(new URL(request.url()).pathname);
    });
    const response = await page.goto('/jobs');
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<title>Job feed · Classroom to Career</title>');
    const preloaded = [
      ...html.matchAll(/<link rel="modulepreload"[^>]*href="(\/[^"]+\.js)"/g),
    ].flatMap(([, file]) => (file ? [file] : []));
    // The layout, the feed's own chunk, her stored user's contract, her layer and what they import.
    expect(preloaded.length).toBeGreaterThanOrEqual(4);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Your Job Feed', level: 1 }).count())
      .toBe(1);
    expect(preloaded.filter((file) => !requested.has(file))).toEqual([]);
    // Radix's toasts come with her first key press or tap, not with the cold load.
    const toastCode = () => [...requested].filter((file) => file.startsWith('/assets/toast-'));
    expect(toastCode()).toEqual([]);
    await page.keyboard.press('Tab');
    await expect.poll(() => toastCode().length).toBe(1);
    expectNoConsoleErrors(session);
    await session.context.close();
  });

  it('signs her up with the entry and two small chunks, and loads the data layer once she submits', async () => {
    const session = await openPage(browser, { width: 360 });
    const { page } = session;
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
    });
    const response = await page.goto('/signup');
    const html = (await response?.text()) ?? '';
    expect(html).not.toContain('/assets/data-layout-');
    expect(html).not.toContain('/assets/kit-');
    await expect.poll(() => page.getByRole('button', { name: 'Create Account' }).count()).toBe(1);
    // TanStack Query and tailwind-merge live in the kit: the form needs neither.
    const kit = () => requested.filter((file) => file.startsWith('/assets/kit-'));
    expect(kit()).toEqual([]);
    expect(requested.length).toBeLessThanOrEqual(4);

    await signUpWithForm(page, 'Noor', 'Haddad');
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(kit()).toHaveLength(1);
    expectNoConsoleErrors(session);
    await session.context.close();
  });

  it('gives a signed-in teacher on / her own navigation once the page is hydrated', async () => {
    const session = await openPage(browser);
    const { page } = session;
    await page.goto('/login');
    await signUpWithForm(page, 'Rosa', 'Diaz');
    await page.waitForURL('**/dashboard');
    await page.goto('/');
    await expect.poll(() => page.getByRole('link', { name: 'Hi, Rosa' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: 'Logout' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Login' }).count()).toBe(0);
    expect(await page.getByText('We analyse it on your dashboard straight away.').count()).toBe(1);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Login' }).count()).toBe(1);
    expectNoConsoleErrors(session);
    await session.context.close();
  });
});
