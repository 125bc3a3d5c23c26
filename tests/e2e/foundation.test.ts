import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXPECTED_401,
  expectNoAxeViolations,
  expectNoConsoleErrors,
  launchBrowser,
  openPage,
  signInReason,
  signUpWithForm,
  toastWith,
  uniqueEmail,
} from '../helpers/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('A visitor', () => {
  it('explores pathways, is sent to /signup, registers, lands on the dashboard, stays signed in after a reload, and logs out', async () => {
    // The test provokes a 401 on purpose.
    const session = await openPage(browser, { allowErrors: [EXPECTED_401] });
    const { page } = session;
    await page.goto('/');
    await page.getByRole('link', { name: 'Explore Your Next Role' }).click();
    await page.waitForURL('**/explore');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Learning Pathways', level: 1 }).count())
      .toBe(1);
    // Module counts come from the course definitions: 6, 5, 5.
    await expect.poll(() => page.getByText('6 modules').count()).toBe(1);
    await expect.poll(() => page.getByText('5 modules').count()).toBe(2);
    // Each role card says what its course costs, from the course data (walk-through m8).
    expect(await page.getByText('Course $29, first module free').count()).toBe(3);
    for (const band of ['$45k-$85k', '$50k-$90k', '$55k-$95k']) {
      expect(await page.getByText(band).count()).toBe(1);
    }

    // Starting a path is a new visitor's first step: the sign-up form (walk-through M4).
    await page.getByRole('button', { name: 'Start Customer Success Learning Path' }).click();
    await page.waitForURL('**/signup');
    expect(await page.evaluate(() => localStorage.getItem('redirectAfterLogin'))).toBe(
      '/dashboard',
    );
    await expect
      .poll(() => page.getByRole('heading', { name: 'Create your account' }).count())
      .toBe(1);

    const address = await signUpWithForm(page, 'Dana', 'Reyes');
    await page.waitForURL('**/dashboard');
    // A new account is welcomed, not welcomed back (walk-through defect 29).
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome, Dana!' }).count()).toBe(1);
    expect(await page.getByText('Hi, Dana').count()).toBe(1);
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? 'null');
    expect(stored).toMatchObject({ email: address, firstName: 'Dana', lastName: 'Reyes' });
    expect(await page.evaluate(() => localStorage.getItem('redirectAfterLogin'))).toBeNull();
    const cookies = await session.context.cookies();
    expect(cookies.find((c) => c.name === 'c2c_session')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
    });

    await page.reload();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Welcome back, Dana!' }).count())
      .toBe(1);

    // Something kept under her id, as the feed and the assessment keep bookmarks and drafts.
    const userId = stored.id as string;
    await page.evaluate((id) => localStorage.setItem(`bookmarks_${id}`, '["x:1"]'), userId);
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    // A shared school computer keeps nothing of hers.
    expect(
      await page.evaluate(
        (id) => Object.keys(localStorage).filter((key) => key.endsWith(`_${id}`)),
        userId,
      ),
    ).toEqual([]);
    // Leaving on purpose is not an authentication problem: no toast, no detour to /login.
    expect(await toastWith(page, 'Authentication Required').count()).toBe(0);
    await expect.poll(() => page.getByRole('link', { name: 'Login' }).count()).toBe(1);
    const me = await page.evaluate(() => fetch('/api/auth/me').then((r) => r.status));
    expect(me).toBe(401);

    // Going back to the dashboard afterwards (same document, no reload) is a signed-out visit.
    await page.goBack();
    await page.waitForURL('**/login');
    await expect.poll(() => signInReason(page, 'Sign in to see your dashboard.').count()).toBe(1);
    expectNoConsoleErrors(session);
    await session.context.close();
  });

  it("signs in with a wrong password and sees the server's message, then signs in and lands on the saved path", async () => {
    // The test provokes a 401 on purpose.
    const session = await openPage(browser, { allowErrors: [EXPECTED_401] });
    const { page } = session;
    const address = uniqueEmail('sam');
    await page.goto('/login');
    await signUpWithForm(page, 'Sam', 'Ortiz', { email: address });
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome, Sam!' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto('/login');
    await page.getByLabel('Email').fill(address);
    await page.getByLabel('Password').fill('wrong-pass');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).count())
      .toBe(1);

    await page.evaluate(() => localStorage.setItem('redirectAfterLogin', '/explore'));
    await page.getByLabel('Password').fill('teach123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/explore');
    expectNoConsoleErrors(session);
    await session.context.close();
  });

  it('signed out, opens /dashboard, /jobs and /pathways and is asked to sign in in plain words, then comes back to the page', async () => {
    const session = await openPage(browser, { allowErrors: [EXPECTED_401] });
    const { page } = session;
    for (const [path, line] of [
      ['/dashboard', 'Sign in to see your dashboard.'],
      ['/jobs', 'Sign in to see your jobs.'],
      ['/pathways', 'Sign in to see your pathways.'],
    ] as const) {
      await page.goto(path);
      await page.waitForURL('**/login');
      await expect.poll(() => signInReason(page, line).count(), { message: path }).toBe(1);
      // Not an error: no toast, no red, no "Authentication Required" (walk-through m13).
      expect(await page.getByRole('region', { name: /^Notifications/ }).count()).toBe(0);
      expect(await page.getByText(/Authentication Required/i).count()).toBe(0);
      expect(await page.getByRole('alert').count()).toBe(0);
      expect(await page.evaluate(() => localStorage.getItem('redirectAfterLogin'))).toBe(path);
    }
    await expectNoAxeViolations(page);
    // The last one asked for /pathways: signing up brings her back there.
    await signUpWithForm(page, 'Ren', 'Return');
    await page.waitForURL('**/pathways');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Your Learning Pathways' }).count())
      .toBe(1);
    // Each page names itself in the tab, set on navigation and in the pre-rendered HTML (m21).
    await expect.poll(() => page.title()).toBe('My pathways · Classroom to Career');
    const explore = await (await page.request.get('/explore')).text();
    expect(explore).toContain('<title>Learning pathways · Classroom to Career</title>');
    // Her own pathways are in the signed-in navigation (walk-through m10), on a phone too.
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'My pathways' }).getAttribute('href')).toBe(
      '/pathways',
    );
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await menu.getByRole('link', { name: 'My pathways' }).click();
    await page.waitForURL('**/pathways');
    expectNoConsoleErrors(session);
    await session.context.close();
  });

  it('clicks Find Your Fit on the landing page and gets the sign-up form, with a link to sign in', async () => {
    const session = await openPage(browser, { width: 360, allowErrors: [EXPECTED_401] });
    const { page } = session;
    await page.goto('/');
    await page.getByRole('link', { name: 'Find Your Fit' }).click();
    await page.waitForURL('**/signup');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Create your account' }).count())
      .toBe(1);
    expect(await page.getByRole('button', { name: 'Create Account' }).count()).toBe(1);
    expect(await page.getByRole('region', { name: /^Notifications/ }).count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Already have an account? Sign in' }).click();
    await page.waitForURL('**/login');
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome Back' }).count()).toBe(1);
    // /signup is its own address: opened directly, it is the sign-up form.
    await page.goto('/signup');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Create your account' }).count())
      .toBe(1);
    expectNoConsoleErrors(session);
    await session.context.close();
  });

  it('comes from the landing page with only the file name kept, and the dashboard greets her with the banner', async () => {
    const session = await openPage(browser);
    const { page } = session;
    await page.goto('/login');
    await signUpWithForm(page, 'Lee', 'Park');
    await page.waitForURL('**/dashboard');
    // Her first dashboard has looked for a hand-off (none) before one is planted for the next.
    await expect
      .poll(() => page.getByText('Upload your resume', { exact: true }).count())
      .toBeGreaterThan(0);
    // Where IndexedDB could not keep the file itself, only its name arrives: she is asked to
    // upload it below. (When the file arrives, its upload starts and no banner is shown:
    // tests/e2e/resume-analysis.test.ts.)
    await page.evaluate(() => localStorage.setItem('pendingResume', 'lee-park-resume.txt'));
    await page.goto('/dashboard?source=landing-upload');
    const banner = page.getByRole('region', { name: 'Ready to Unlock Your Career Potential?' });
    await expect.poll(() => banner.count()).toBe(1);
    // The upload step (after her latest resume is read) names the file she chose.
    await expect
      .poll(() => page.getByText(/You chose lee-park-resume\.txt on the home page/).count())
      .toBe(1);
    // The parameter is removed from the URL once read.
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await page.getByRole('button', { name: "I'll do it later" }).click();
    await expect.poll(() => banner.count()).toBe(0);
    expectNoConsoleErrors(session);
    await session.context.close();
  });
});

describe('Stored sign-in state', () => {
  it('treats a corrupt stored user as signed out, logs it, and sends /dashboard to /login', async () => {
    const session = await openPage(browser);
    const { page } = session;
    await session.context.addInitScript(() => localStorage.setItem('user', '{"id": "1", broken'));
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    await expect
      .poll(() => session.warnings.some((w) => w.includes('Stored user could not be parsed')))
      .toBe(true);
    expect(await page.getByRole('link', { name: 'Login' }).count()).toBeGreaterThan(0);
    await session.context.close();
  });

  it('drops a stored user whose server session is gone', async () => {
    // The stale user's /api/auth/me answers 401 on purpose.
    const session = await openPage(browser, { allowErrors: [EXPECTED_401] });
    const { page } = session;
    await page.goto('/');
    await page.evaluate(() =>
      localStorage.setItem(
        'user',
        JSON.stringify({
          id: '00000000-0000-4000-8000-000000000000',
          firstName: 'Ghost',
          lastName: 'User',
          email: 'ghost@example.test',
          currentRole: null,
          yearsExperience: null,
          skills: [],
          targetRoles: [],
        }),
      ),
    );
    await page.reload();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await expect.poll(() => page.getByRole('link', { name: 'Login' }).count()).toBe(1);
    expect(await page.getByText('Hi, Ghost').count()).toBe(0);
    await session.context.close();
  });
});

describe('Accessibility and small screens', () => {
  const pages = [
    { path: '/', heading: 'From Classroom to Career' },
    { path: '/explore', heading: 'Learning Pathways' },
    { path: '/login', heading: 'Sign in to your account' },
    { path: '/no/such/page', heading: '404 Page Not Found' },
  ];

  for (const width of [1280, 360]) {
    it(`${pages.map((p) => p.path).join(', ')} pass an axe WCAG 2 A/AA scan and fit ${width} px without sideways scrolling`, async () => {
      const session = await openPage(browser, { width, height: 800 });
      const { page } = session;
      for (const { path, heading } of pages) {
        await page.goto(path);
        await expect
          .poll(() => page.getByRole('heading', { name: heading, level: 1 }).count())
          .toBe(1);
        if (path === '/explore')
          await expect.poll(() => page.getByText(/\d modules/).count()).toBe(3);
        await expectNoAxeViolations(page);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, `${path} overflows by ${overflow}px at ${width}px`).toBeLessThanOrEqual(0);
      }
      expectNoConsoleErrors(session);
      await session.context.close();
    });
  }

  it('works by keyboard: skip link, mobile menu, and the login form', async () => {
    const session = await openPage(browser, { width: 360 });
    const { page } = session;
    await page.goto('/');
    await expect
      .poll(() => page.getByRole('heading', { name: 'From Classroom to Career' }).count())
      .toBe(1);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');

    const menu = page.getByRole('button', { name: 'Open menu' });
    await menu.focus();
    await page.keyboard.press('Enter');
    expect(
      await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded'),
    ).toBe('true');
    const learning = page.locator('#mobile-menu').getByRole('link', { name: 'Learning Pathways' });
    await learning.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/explore');
    await expect.poll(() => page.locator('#mobile-menu').count()).toBe(0);

    await page.goto('/login');
    await page.getByLabel('Email').focus();
    await page.keyboard.type('keyboard@example.test');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).type)).toBe(
      'password',
    );
    await session.context.close();
  });

  it('loads other pages on demand, and offers a reload when a page of an older deploy is gone', async () => {
    const session = await openPage(browser, { allowErrors: [/./] });
    const { page } = session;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const explore = '**/assets/explore-*.js';
    await page.goto('/');
    await expect
      .poll(() => page.getByRole('heading', { name: 'From Classroom to Career' }).count())
      .toBe(1);
    // The landing page does not download the pathways page's code until it is needed.
    expect(scripts.filter((path) => path.startsWith('/assets/explore-'))).toEqual([]);

    // A tab left open across a deploy asks for a chunk the server no longer has.
    await page.route(explore, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
    await page.getByRole('link', { name: 'Explore Your Next Role' }).click();
    const updated = page.getByRole('heading', { name: 'Classroom to Career has been updated' });
    await expect.poll(() => updated.count()).toBe(1);
    await expectNoAxeViolations(page);

    await page.unroute(explore);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Learning Pathways', level: 1 }).count())
      .toBe(1);
    expect(await updated.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/explore');
    expect(scripts.filter((path) => path.startsWith('/assets/explore-')).length).toBeGreaterThan(0);
    await session.context.close();
  });
});
