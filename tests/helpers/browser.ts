import AxeBuilder from '@axe-core/playwright';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Download,
  type Locator,
  type Page,
} from 'playwright-core';
import { expect, inject } from 'vitest';
import type { ModuleCheckContent } from '@/server/content/content.schemas';
import { loadContent } from '@/server/content/load-content';
import type { TrackSlug } from '@/shared/constants';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for a closed network: without the background-networking ones Chromium floods refused connections. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export const baseURL = () => inject('baseURL');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export interface PageSession {
  context: BrowserContext;
  page: Page;
  /** console.error messages and uncaught page errors seen so far. */
  errors: string[];
  /** console.warn messages seen so far. */
  warnings: string[];
}

/**
 * Every page the current test opened. After each test (tests/setup/e2e-each.ts) each one is
 * checked for console errors, photographed if the test failed, and closed, so no test can skip
 * the check or leak a context when it fails halfway.
 */
export const openedThisTest: PageSession[] = [];

/**
 * A fresh context and page. Unexpected console errors fail the test in `expectNoConsoleErrors`;
 * resources the test provokes on purpose (a 401 probe) can be allowed by pattern.
 */
export async function openPage(
  browser: Browser,
  options: { width?: number; height?: number; allowErrors?: RegExp[]; timezoneId?: string } = {},
): Promise<PageSession> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    acceptDownloads: true,
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const warnings: string[] = [];
  const allowed = options.allowErrors ?? [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && !allowed.some((pattern) => pattern.test(text)))
      errors.push(text);
    if (message.type() === 'warning') warnings.push(text);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  const session = { context, page, errors, warnings };
  openedThisTest.push(session);
  return session;
}

/**
 * What clicking `control` downloads. The click is awaited apart from the download, so a click that
 * cannot be made (something covering the control) fails as itself, not as a download that never
 * came; the download gets a minute, for a machine busy with the other suites.
 */
export async function downloadBy(control: Locator): Promise<Download> {
  const downloading = control.page().waitForEvent('download', { timeout: 60_000 });
  try {
    await control.click();
  } catch (error) {
    downloading.catch(() => undefined);
    throw error;
  }
  return downloading;
}

/** The browser logs every failed fetch (e.g. the 401 of the signed-out /api/auth/me probe) as a console error. */
export const EXPECTED_401 = /Failed to load resource: the server responded with a status of 401/;

export function expectNoConsoleErrors(session: PageSession): void {
  expect(session.errors, `console errors:\n${session.errors.join('\n')}`).toEqual([]);
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    // Only violations are asserted, so axe need not gather every passing and inapplicable node
    // (its resultTypes option). options() replaces the whole option object, so it comes before
    // withTags, which adds the rule selection to it.
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // Legacy mode runs the scan in the page itself instead of opening a blank page per scan to
    // merge frame results: 2.1 s against 4.0 s median per scan in an A/B on the same pages (a
    // loaded 2-core machine). What it gives up is cross-origin frames, and the only one we embed
    // is YouTube's player, which is not ours to fix.
    .setLegacyMode(true)
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
}

/** The plain line /login or /signup shows about why she was sent there (walk-through m13). */
export function signInReason(page: Page, text: string) {
  return page.getByRole('main').getByRole('status').filter({ hasText: text });
}

/**
 * The visible toast carrying `text`. Radix also announces each toast in a role="status" live
 * region, but removes that copy after about a second, so tests that look for it race the clock.
 */
export function toastWith(page: Page, text: string) {
  return page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: text });
}

/** An address no other test run has used. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.test`;

/**
 * Creates an account through the sign-up form: from /login it follows the link to /signup, on
 * /signup it fills the form at once. Returns the address used. The address is typed with spaces
 * around it, as people paste it.
 */
export async function signUpWithForm(
  page: Page,
  first: string,
  last: string,
  options: { email?: string; password?: string } = {},
): Promise<string> {
  const email = options.email ?? uniqueEmail(first.toLowerCase());
  if (new URL(page.url()).pathname !== '/signup') {
    await page.getByRole('link', { name: "Don't have an account? Sign up" }).click();
    await page.waitForURL('**/signup');
  }
  await expect
    .poll(() => page.getByRole('heading', { name: 'Create your account' }).count())
    .toBe(1);
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill(last);
  await page.getByLabel('Email').fill(`  ${email} `);
  await page.getByLabel('Password').fill(options.password ?? 'teach123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  return email;
}

/** A module's knowledge checks as the content has them, keys included (walkthrough m6). */
export function moduleChecks(track: TrackSlug, moduleId: number): ModuleCheckContent[] {
  return loadContent().miniCourses[track].modules.find((m) => m.id === moduleId)?.checks ?? [];
}

/** The right answers to a module's knowledge checks (check id -> option index), from the content. */
export function rightCheckAnswers(track: TrackSlug, moduleId: number): Record<string, number> {
  return Object.fromEntries(moduleChecks(track, moduleId).map((c) => [c.id, c.correctIndex]));
}

/**
 * Answers the module page's knowledge check the way she would: picks each right option in its
 * question's radio group, presses "Check my answers" and waits for the all-right message.
 */
export async function passModuleCheck(
  page: Page,
  track: TrackSlug,
  moduleId: number,
): Promise<void> {
  for (const check of moduleChecks(track, moduleId)) {
    await page
      .getByRole('group', { name: check.question })
      .getByRole('radio', { name: check.options[check.correctIndex], exact: true })
      .check();
  }
  await page.getByRole('button', { name: 'Check my answers' }).click();
  await expect
    .poll(() => page.getByText('All right! You can mark this module complete.').count())
    .toBe(1);
}
