import {
  chromium,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Page,
} from 'playwright-core';
import { settleIn, signInWithForm, signUpTeacher } from './teacher';

/**
 * The pages a signed-in teacher spends her time on, opened cold the way issue 33 measures them: a
 * phone-sized window (360 px), a slow-4G-like network (150 ms round trip, 1.6 Mbit/s down, 750
 * kbit/s up) and the CPU slowed 4x, in Chromium through playwright-core. Lighthouse cannot carry
 * her session from one page to the next, so the timings come from the page itself
 * (PerformanceObserver): the largest contentful paint, and the blocking time of long tasks (each
 * task's time over 50 ms, from the first paint until the page is quiet; Lighthouse stops at
 * time-to-interactive, so this is the higher of the two). JavaScript is what crossed the network,
 * compressed, for scripts.
 */
export const SIGNED_IN_PAGES = [
  '/dashboard',
  '/jobs',
  '/applications',
  '/course/sales',
  '/pathways',
] as const;

export interface SignedInRun {
  lcpMs: number;
  tbtMs: number;
  scriptKb: number;
  requests: number;
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** Kept from before the first paint: the LCP candidates and the long tasks. */
const OBSERVE = `
  window.__bench = { lcp: 0, longTasks: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__bench.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
`;

/** A phone-sized browser context (360 px wide, touch, twice the pixel density). */
export function newPhoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 360, height: 780 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
}

/** Her session stays (cookie and stored user); the files the sign-in loaded do not. Slow 4G, CPU 4x. */
export async function coldPhone(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

async function openCold(page: Page, url: string): Promise<SignedInRun> {
  const cdp = await page.context().newCDPSession(page);
  await coldPhone(cdp);
  let scriptBytes = 0;
  let requests = 0;
  const scripts = new Set<string>();
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    requests++;
    if (scripts.has(event.requestId)) scriptBytes += event.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  const timings = await page.evaluate(() => {
    const bench = (globalThis as unknown as { __bench: { lcp: number; longTasks: number[][] } })
      .__bench;
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const tbt = bench.longTasks
      .filter(([start]) => start! >= paint)
      .reduce((sum, [, duration]) => sum + Math.max(0, duration! - 50), 0);
    return { lcp: bench.lcp, tbt };
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return {
    lcpMs: Math.round(timings.lcp),
    tbtMs: Math.round(timings.tbt),
    scriptKb: Math.round(scriptBytes / 1024),
    requests,
  };
}

/** Each page `runs` times, each in a new browser context signed in with the form. */
export async function measureSignedInPages(
  serverUrl: string,
  runs: number,
): Promise<Map<string, SignedInRun[]>> {
  const teacher = await signUpTeacher(serverUrl, 0);
  await settleIn(teacher);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const results = new Map<string, SignedInRun[]>();
  try {
    for (const path of SIGNED_IN_PAGES) {
      const measured: SignedInRun[] = [];
      for (let run = 0; run < runs; run++) {
        const context = await newPhoneContext(browser);
        await context.addInitScript(OBSERVE);
        const page = await context.newPage();
        await signInWithForm(page, teacher);
        measured.push(await openCold(page, `${serverUrl}${path}`));
        await context.close();
      }
      results.set(path, measured);
    }
  } finally {
    await browser.close();
  }
  return results;
}
