import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXPECTED_401,
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  signUpWithForm,
} from '../helpers/browser';
import { linkTo, waitForMail } from '../helpers/outbox';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A wrong password, a refused link: answers these tests provoke on purpose. */
const EXPECTED_400 = /status of 400 \(Bad Request\)/;

async function expectFits(page: Page, what: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, `${what} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
}

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { name, level: 1 });

async function signInWithForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signed out in this browser: the navigation offers Login and nothing of hers is stored. */
async function expectSignedOut(page: Page) {
  await expect.poll(() => page.getByRole('link', { name: 'Login' }).first().count()).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
}

const sessionRows = (page: Page) =>
  page.getByRole('list', { name: 'Signed-in browsers' }).getByRole('listitem');

describe('Her account, kept safe', () => {
  it('A teacher who forgot her password resets it from the emailed link, signs in with the new one, and the old one is refused', async () => {
    const session = await openPage(browser, {
      width: 360,
      height: 780,
      allowErrors: [EXPECTED_401, EXPECTED_400],
    });
    const { page } = session;
    await page.goto('/login');
    const email = await signUpWithForm(page, 'Rosa', 'Reset');
    await page.waitForURL('**/dashboard');
    // The address changes before the dashboard is drawn; a menu opened on the page before it
    // closes when she arrives (nav-bar.tsx), so she opens it on her dashboard.
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome, Rosa!' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    // On the sign-in form she types her address, then finds the way to a new password by keyboard.
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Show');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Forgot your password?',
    );
    await page.keyboard.press('Enter');
    await page.waitForURL('**/forgot-password');
    await expect.poll(() => heading(page, 'Reset your password').count()).toBe(1);
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await expectNoAxeViolations(page);
    await expectFits(page, '/forgot-password at 360 px');
    await page.getByLabel('Email').focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Check your email' }).count())
      .toBe(1);
    expect(
      await page.getByText(/If an account uses that address, we have emailed it a link/).count(),
    ).toBe(1);
    await expectNoAxeViolations(page);

    // The email the server wrote to its outbox, and the link in it.
    const mail = await waitForMail(email, /Reset your Classroom to Career password/);
    const resetLink = linkTo(mail, '/reset-password');
    expect(resetLink).toMatch(/^\/reset-password\?token=[\w-]{20,}$/);

    await page.goto(resetLink);
    await expect.poll(() => heading(page, 'Choose a new password').count()).toBe(1);
    await expectNoAxeViolations(page);
    await expectFits(page, '/reset-password at 360 px');
    await page.getByLabel('New password').fill('new-chalk-42');
    // She can check what she typed: Tab to "Show", Space shows it, Space hides it again.
    const field = page.getByLabel('New password');
    const show = page.getByRole('button', { name: 'Show' });
    await page.keyboard.press('Tab');
    expect(await show.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    expect(await field.getAttribute('type')).toBe('text');
    expect(await show.getAttribute('aria-pressed')).toBe('true');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Space');
    expect(await field.getAttribute('type')).toBe('password');
    expect(await show.getAttribute('aria-pressed')).toBe('false');
    await field.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/login');
    await expect
      .poll(() => page.getByText('Your new password is set. Sign in with it now.').count())
      .toBe(1);
    await expectNoAxeViolations(page);

    // The old password no longer opens the account; the new one does.
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('teach123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).count())
      .toBe(1);
    await page.getByLabel('Password').fill('new-chalk-42');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');
    await expect.poll(() => heading(page, 'Welcome back, Rosa!').count()).toBe(1);

    // The link worked once: opened again, it says so as the page opens, with no form to fill in,
    // and leads to a new one.
    await page.goto(resetLink);
    const refused = page.getByRole('alert');
    await expect.poll(() => refused.getByText(/This link has already been used/).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Set new password' }).count()).toBe(0);
    expect(await page.getByLabel('New password').isVisible()).toBe(false);
    await expectNoAxeViolations(page);
    await refused.getByRole('link', { name: 'Request a new link' }).click();
    await page.waitForURL('**/forgot-password');
  });

  it('A teacher signs out a browser she left signed in, then everywhere else, from her phone', async () => {
    const laptop = await openPage(browser, { allowErrors: [EXPECTED_401] });
    await laptop.page.goto('/login');
    const email = await signUpWithForm(laptop.page, 'Sofia', 'Sessions');
    await laptop.page.waitForURL('**/dashboard');

    const phone = await openPage(browser, { width: 360, height: 780 });
    const { page } = phone;
    await signInWithForm(page, email, 'teach123');
    await page.waitForURL('**/dashboard');
    await page.goto('/account');
    const rows = sessionRows(page);
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.first().getByText('This device').count()).toBe(1);
    expect(await rows.first().getByText('Active now').count()).toBe(1);
    expect(
      await rows
        .nth(1)
        .getByText(/Last used just now/)
        .count(),
    ).toBe(1);
    await expectNoAxeViolations(page);
    await expectFits(page, '/account at 360 px');

    // One browser: the row that is not this device.
    await rows
      .nth(1)
      .getByRole('button', { name: /^Sign out / })
      .click();
    await expect.poll(() => rows.count()).toBe(1);
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: /^Signed out / })
          .count(),
      )
      .toBe(1);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      "Where you're signed in",
    );
    expect(await page.getByText('You are not signed in anywhere else.').count()).toBe(1);

    await laptop.page.reload();
    await laptop.page.waitForURL('**/login');
    await expectSignedOut(laptop.page);

    // Signed in there again, then everywhere else at once, by keyboard.
    await signInWithForm(laptop.page, email, 'teach123');
    await laptop.page.waitForURL('**/dashboard');
    await page.reload();
    await expect.poll(() => rows.count()).toBe(2);
    await page.getByRole('button', { name: 'Sign out everywhere else' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByText('Signed out on 1 other device. This one stays signed in.').count())
      .toBe(1);
    await expect.poll(() => rows.count()).toBe(1);

    // The laptop's session has ended: its next page load is signed out.
    await laptop.page.goto('/jobs');
    await laptop.page.waitForURL('**/login');
    await expectSignedOut(laptop.page);

    // The phone stays signed in.
    await page.reload();
    await expect.poll(() => heading(page, 'Your account').count()).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('user'))).not.toBeNull();
  });

  it('A teacher changes her password: the server names the wrong input, then her other browser is signed out', async () => {
    const other = await openPage(browser, { allowErrors: [EXPECTED_401] });
    await other.page.goto('/login');
    const email = await signUpWithForm(other.page, 'Carmen', 'Change');
    await other.page.waitForURL('**/dashboard');

    const session = await openPage(browser, {
      width: 360,
      height: 780,
      allowErrors: [EXPECTED_400],
    });
    const { page } = session;
    await signInWithForm(page, email, 'teach123');
    await page.waitForURL('**/dashboard');
    await page.goto('/account');
    const form = page.getByRole('form', { name: 'Change your password' });
    const current = form.getByLabel('Current password');
    const next = form.getByLabel('New password');

    await current.fill('not-my-password');
    await next.fill('fresh-start-9');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => form.getByText('Your current password is not right.').count()).toBe(1);
    expect(await current.getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(
      'currentPassword',
    );
    await expectNoAxeViolations(page);

    await current.fill('teach123');
    await next.fill('teach123');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect
      .poll(() => form.getByText('Choose a password different from your current one.').count())
      .toBe(1);
    expect(await next.getAttribute('aria-invalid')).toBe('true');
    expect(
      await form.getByText('Your new password must be different from your current one.').count(),
    ).toBe(1);

    await next.fill('fresh-start-9');
    await page.keyboard.press('Enter');
    await expect
      .poll(() =>
        form
          .getByRole('status')
          .getByText('Your password is changed, and you are signed out on 1 other device.')
          .count(),
      )
      .toBe(1);
    expect(await current.inputValue()).toBe('');
    expect(await current.getAttribute('aria-invalid')).toBeNull();
    await expect.poll(() => sessionRows(page).count()).toBe(1);

    await other.page.reload();
    await other.page.waitForURL('**/login');
    await expectSignedOut(other.page);
    await page.reload();
    await expect.poll(() => heading(page, 'Your account').count()).toBe(1);
  });

  it('A new teacher confirms her email from the emailed link, and the banner goes away', async () => {
    const session = await openPage(browser, {
      width: 360,
      height: 780,
      allowErrors: [EXPECTED_400],
    });
    const { page } = session;
    await page.goto('/login');
    const email = await signUpWithForm(page, 'Vera', 'Verify');
    await page.waitForURL('**/dashboard');
    const banner = page.getByRole('region', { name: 'Please confirm your email address' });
    await expect.poll(() => banner.count()).toBe(1);
    expect(await banner.getByText(email).count()).toBe(1);
    expect(await banner.getByText(`We sent a confirmation link to ${email}.`).count()).toBe(1);
    await expect.poll(() => heading(page, 'Welcome, Vera!').count()).toBe(1);
    await expectNoAxeViolations(page);
    await expectFits(page, '/dashboard with the banner at 360 px');

    await banner.getByRole('button', { name: 'Send a new link' }).click();
    await expect
      .poll(() =>
        banner
          .getByRole('status')
          .getByText(`We have sent a new link to ${email}.`, { exact: false })
          .count(),
      )
      .toBe(1);

    // Put away for this visit: gone from every page until the tab is closed.
    await banner.getByRole('button', { name: 'Dismiss for this visit' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => banner.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await page.goto('/jobs');
    await expect.poll(() => heading(page, 'Your Job Feed').count()).toBe(1);
    expect(await banner.count()).toBe(0);
    // A new visit asks again.
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await expect.poll(() => banner.count()).toBe(1);

    // A mangled link says what to do, and offers a new one since she is signed in.
    await page.goto('/verify-email?token=not-a-real-token');
    await expect.poll(() => heading(page, 'This link did not work').count()).toBe(1);
    expect(await page.getByText(/This link is not valid/).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Send a new link' }).count()).toBe(1);
    expect(await banner.count()).toBe(0);
    await expectNoAxeViolations(page);
    await expectFits(page, '/verify-email at 360 px');

    // The newest of her two links (sign-up's and the one she asked for).
    const mail = await waitForMail(email, /Confirm your email address/, { count: 2 });
    await page.goto(linkTo(mail, '/verify-email'));
    await expect.poll(() => heading(page, 'Email address confirmed').count()).toBe(1);
    expect(await page.getByText('Your email address is verified. Thank you!').count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await expect.poll(() => heading(page, 'Welcome back, Vera!').count()).toBe(1);
    expect(await banner.count()).toBe(0);

    await page.reload();
    await page.goto('/account');
    await expect.poll(() => page.getByText('Confirmed', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Send a new link' }).count()).toBe(0);
    expect(await banner.count()).toBe(0);

    // Her school address closes when she leaves: she moves the account to her own, by keyboard.
    const personal = email.replace('@', '.home@');
    const form = page.getByRole('form', { name: 'Change your email address' });
    await form.getByLabel('New email address').fill(personal);
    await form.getByLabel('Current password').fill('teach123');
    await page.keyboard.press('Enter');
    await expect
      .poll(() =>
        form
          .getByRole('status')
          .getByText(`We have sent a link to ${personal}.`, { exact: false })
          .count(),
      )
      .toBe(1);
    expect(await page.getByText(`Signed in as ${email}`, { exact: false }).count()).toBe(1);
    const change = await waitForMail(personal, /Confirm your new email address/);
    await page.goto(linkTo(change, '/confirm-email-change'));
    await expect.poll(() => heading(page, 'Email address changed').count()).toBe(1);
    expect(
      await page.getByText(`you sign in with ${personal} from now on`, { exact: false }).count(),
    ).toBe(1);
    await expectNoAxeViolations(page);
    await expectFits(page, '/confirm-email-change at 360 px');
    await page.goto('/account');
    await expect
      .poll(() => page.getByText(`Signed in as ${personal}`, { exact: false }).count())
      .toBe(1);
    await waitForMail(email, /Your sign-in email address was changed/);
  });
});
