// Why a signed-in page paints when it does: opens it cold as bench:pages does (360 px, slow 4G,
// CPU 4x slower) and prints its largest-contentful-paint candidates (which element, when) and
// every request's start and end. It found the dashboard's last candidate was the verify-email
// banner, painted after a late /api/auth/me (issue 33).
//
//   npx tsx bench/spikes/lcp-timeline.ts [/dashboard] [runs, 2]
import { chromium } from 'playwright-core';
import { startServer } from '../lib/server';
import { coldPhone, newPhoneContext } from '../lib/signed-in-pages';
import { settleIn, signInWithForm, signUpTeacher } from '../lib/teacher';

const path = process.argv[2] ?? '/dashboard';
const runs = Number(process.argv[3] ?? 2);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const OBSERVE = `
  window.__lcp = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      window.__lcp.push({
        at: Math.round(e.startTime),
        size: e.size,
        element: e.element ? e.element.tagName + ' ' + (e.element.textContent || '').slice(0, 60) : '?',
      });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

const server = await startServer({});
const teacher = await signUpTeacher(server.url, 0);
await settleIn(teacher);
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (let run = 0; run < runs; run++) {
    const context = await newPhoneContext(browser);
    await context.addInitScript(OBSERVE);
    const page = await context.newPage();
    await signInWithForm(page, teacher);
    const cdp = await context.newCDPSession(page);
    await coldPhone(cdp);
    const started = new Map<string, { path: string; at: number }>();
    const rows: { start: number; line: string }[] = [];
    let origin = 0;
    cdp.on('Network.requestWillBeSent', (event) => {
      origin ||= event.timestamp;
      started.set(event.requestId, {
        path: new URL(event.request.url).pathname,
        at: event.timestamp,
      });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = started.get(event.requestId);
      if (!request) return;
      const start = Math.round((request.at - origin) * 1000);
      const end = Math.round((event.timestamp - origin) * 1000);
      const kb = (event.encodedDataLength / 1024).toFixed(1);
      rows.push({
        start,
        line:
          `${start}`.padStart(6) +
          ` -> ${end}`.padEnd(10) +
          `${kb.padStart(7)} KB  ${request.path}`,
      });
    });
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle', timeout: 120_000 });
    const candidates: unknown = await page.evaluate(
      () => (globalThis as { __lcp?: unknown }).__lcp,
    );
    console.log(`\n${path}, run ${run + 1}: LCP candidates`, candidates);
    for (const row of rows.sort((a, b) => a.start - b.start)) console.log(row.line);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
