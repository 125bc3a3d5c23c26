// npm run bench:load: a hundred people using the built app at once (issue 33). Each one is a
// signed-in teacher who opens a page (the API calls her browser makes for it, together), reads it
// for a moment, and sometimes writes (adds an application, changes its notes, removes it); a few
// upload a two-page PDF resume and wait for its analysis. Keep-alive connections, as a browser
// keeps them. Run on the embedded database (one instance) and on PostgreSQL (two instances on one
// database, each person sticking to one, as behind a load balancer).
//
// Which API calls a page makes is not kept here: at the start Chromium (playwright-core) opens
// each page as a signed-in teacher and the bench records the calls, so the mix follows the client
// as it changes.
//
// Targets (issue 33): 0 errors; p99 of all requests <= 500 ms on PGlite and <= 250 ms on
// PostgreSQL; every route's p95 <= 100 ms except uploads and exports; a 2-page PDF's upload to
// analysis p95 <= 1 s. Printed, not asserted.
//
//   BENCH_USERS (100), BENCH_SECONDS (60), BENCH_THINK_MS (1000-3000: the pause between two
//   actions, drawn evenly), BENCH_WRITE_SHARE (0.2), BENCH_UPLOADERS (5: people who upload every
//   BENCH_UPLOAD_EVERY_MS, 15000), BENCH_ENGINES (pglite,postgres), DATABASE_URL (a PostgreSQL
//   to use instead of a throwaway one).
import { chromium } from 'playwright-core';
import { makePdf, SAMPLE_TEACHER_RESUME } from '../tests/helpers/resume-files';
import { startThrowawayPostgres } from './lib/postgres';
import {
  ensureBuild,
  freePort,
  percentile,
  printTable,
  startServer,
  type RunningServer,
} from './lib/server';
import { settleIn, signInWithForm, signUpTeacher, type Teacher } from './lib/teacher';

const USERS = Number(process.env.BENCH_USERS ?? 100);
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 60) * 1000;
const [THINK_MIN, THINK_MAX] = (process.env.BENCH_THINK_MS ?? '1000-3000').split('-').map(Number);
const WRITE_SHARE = Number(process.env.BENCH_WRITE_SHARE ?? 0.2);
const UPLOADERS = Number(process.env.BENCH_UPLOADERS ?? 5);
const UPLOAD_EVERY_MS = Number(process.env.BENCH_UPLOAD_EVERY_MS ?? 15_000);
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',').filter(Boolean);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The signed-in pages a teacher spends her time on (issue 33), with how often she opens each. */
const PAGES: { path: string; weight: number }[] = [
  { path: '/dashboard', weight: 4 },
  { path: '/jobs', weight: 3 },
  { path: '/applications', weight: 2 },
  { path: '/course/sales', weight: 2 },
  { path: '/pathways', weight: 1 },
  { path: '/interview', weight: 1 },
  { path: '/account', weight: 1 },
];
/** Routes the issue leaves out of the 100 ms target: they carry files. */
const FILE_ROUTES = /upload|export|\.csv|\.pdf|\.ics|download/;

interface Person extends Teacher {
  server: RunningServer;
  /** Applications she added during the run, newest last, removed again now and then. */
  added: string[];
}

interface RouteSamples {
  ms: number[];
  errors: number;
  statuses: Map<number, number>;
}
type Samples = Map<string, RouteSamples>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const think = () => sleep(THINK_MIN! + Math.random() * (THINK_MAX! - THINK_MIN!));

/** "GET /api/users/<her id>/applications/<uuid>?x=1" -> "GET /api/users/:id/applications/:uuid". */
function routeOf(method: string, url: string, userId: string): string {
  const path = new URL(url, 'http://x').pathname
    .replaceAll(userId, ':id')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, ':uuid');
  return `${method} ${path}`;
}

async function call(
  samples: Samples,
  person: Person,
  method: string,
  path: string,
  body?: unknown,
): Promise<unknown> {
  const route = routeOf(method, path, person.id);
  const entry: RouteSamples = samples.get(route) ?? { ms: [], errors: 0, statuses: new Map() };
  samples.set(route, entry);
  const started = performance.now();
  let status = 0;
  let payload: unknown = null;
  try {
    const response = await fetch(`${person.server.url}${path}`, {
      method,
      headers: {
        cookie: person.cookie,
        ...(body === undefined || body instanceof FormData
          ? {}
          : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    });
    status = response.status;
    const text = await response.text();
    payload = response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
  } catch {
    status = 0;
  }
  entry.ms.push(performance.now() - started);
  entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1);
  if (status === 0 || status >= 400) entry.errors++;
  return payload;
}

/** The GET /api/... calls each page's first view makes, learned by opening it in Chromium. */
async function learnPageCalls(person: Person): Promise<Map<string, string[]>> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const calls = new Map<string, string[]>();
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    await signInWithForm(page, person);
    for (const { path } of PAGES) {
      const seen: string[] = [];
      const onRequest = (request: { method(): string; url(): string }) => {
        const url = new URL(request.url());
        if (request.method() === 'GET' && url.pathname.startsWith('/api/'))
          seen.push(`${url.pathname}${url.search}`);
      };
      page.on('request', onRequest);
      await page.goto(`${person.server.url}${path}`, { waitUntil: 'networkidle' });
      page.off('request', onRequest);
      // Her own id in a path is replaced by each person's when replayed.
      calls.set(
        path,
        [...new Set(seen)].map((call) => call.replaceAll(person.id, '{me}')),
      );
    }
  } finally {
    await browser.close();
  }
  return calls;
}

async function openPage(samples: Samples, person: Person, calls: string[]) {
  await Promise.all(
    calls
      .map((call) => call.replaceAll('{me}', person.id))
      .map((path) => call(samples, person, 'GET', path)),
  );
}

async function write(samples: Samples, person: Person) {
  const base = `/api/users/${person.id}/applications`;
  const roll = Math.random();
  if (roll < 0.4 || person.added.length === 0) {
    const n = Math.floor(Math.random() * 100_000);
    const created = (await call(samples, person, 'POST', base, {
      title: 'Learning Experience Designer',
      company: `Company ${n}`,
      url: `https://jobs.example.org/${n}`,
    })) as { id?: string } | null;
    if (created?.id) person.added.push(created.id);
  } else if (roll < 0.8) {
    await call(samples, person, 'PATCH', `${base}/${person.added.at(-1)}`, {
      notes: `Followed up on ${new Date().toISOString().slice(0, 10)}.`,
      stage: 'applied',
    });
  } else {
    await call(samples, person, 'DELETE', `${base}/${person.added.pop()}`);
  }
}

function pickPage(): string {
  const total = PAGES.reduce((sum, page) => sum + page.weight, 0);
  let roll = Math.random() * total;
  for (const page of PAGES) {
    roll -= page.weight;
    if (roll < 0) return page.path;
  }
  return PAGES[0]!.path;
}

async function runLoad(label: string, servers: RunningServer[]) {
  const pdf = await makePdf(SAMPLE_TEACHER_RESUME, { pages: 2 });
  console.log(`\n${label}: signing up ${USERS} teachers…`);
  const people: Person[] = [];
  for (let n = 0; n < USERS; n++) {
    const server = servers[n % servers.length]!;
    const person: Person = { ...(await signUpTeacher(server.url, n)), server, added: [] };
    await settleIn(person);
    people.push(person);
  }
  const pageCalls = await learnPageCalls(people[0]!);
  printTable(
    ['page', 'API calls of its first view'],
    [...pageCalls].map(([page, calls]) => [page, calls.join(' ') || '(none)']),
  );

  const samples: Samples = new Map();
  const end = performance.now() + DURATION_MS;
  const started = performance.now();
  const browse = async (person: Person, offset: number) => {
    await sleep(offset);
    while (performance.now() < end) {
      if (Math.random() < WRITE_SHARE) await write(samples, person);
      else await openPage(samples, person, pageCalls.get(pickPage()) ?? []);
      await think();
    }
  };
  const upload = async (person: Person, offset: number) => {
    await sleep(offset);
    while (performance.now() < end) {
      const form = new FormData();
      form.append('resume', new Blob([pdf], { type: 'application/pdf' }), 'resume.pdf');
      await call(samples, person, 'POST', '/api/resumes/upload', form);
      await sleep(Math.min(UPLOAD_EVERY_MS, Math.max(0, end - performance.now())));
    }
  };
  // Arrivals spread over the first think time, so the run does not open with a hundred at once.
  await Promise.all([
    ...people.map((person) => browse(person, Math.random() * THINK_MAX!)),
    ...people.slice(0, UPLOADERS).map((person) => upload(person, Math.random() * UPLOAD_EVERY_MS)),
  ]);
  const seconds = (performance.now() - started) / 1000;

  const rows = [...samples]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([route, entry]) => {
      const statuses = [...entry.statuses]
        .filter(([status]) => status === 0 || status >= 400)
        .map(([status, count]) => `${count}×${status || 'network'}`)
        .join(' ');
      const p95 = percentile(entry.ms, 95);
      const target = FILE_ROUTES.test(route) ? (route.includes('upload') ? 1000 : null) : 100;
      return [
        route,
        entry.ms.length,
        percentile(entry.ms, 50).toFixed(0),
        p95.toFixed(0),
        percentile(entry.ms, 99).toFixed(0),
        target === null ? '-' : `${target} ${p95 <= target ? 'met' : 'MISSED'}`,
        statuses || '0',
      ];
    });
  console.log(`\n=== ${label}: ${USERS} people, ${seconds.toFixed(0)} s ===`);
  printTable(['route', 'requests', 'p50 ms', 'p95 ms', 'p99 ms', 'p95 target', 'errors'], rows);
  // The p99 target is for the app in use; uploads have their own row and target.
  const all = [...samples]
    .filter(([route]) => !FILE_ROUTES.test(route))
    .flatMap(([, entry]) => entry.ms);
  const errors = [...samples.values()].reduce((sum, entry) => sum + entry.errors, 0);
  return {
    label,
    requests: all.length,
    perSecond: all.length / seconds,
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    errors,
    slowRoutes: rows.filter((row) => String(row[5]).endsWith('MISSED')).length,
  };
}

ensureBuild();
const summaries: Awaited<ReturnType<typeof runLoad>>[] = [];
for (const engine of ENGINES) {
  if (engine === 'pglite') {
    const server = await startServer();
    try {
      summaries.push(await runLoad('PGlite, one instance', [server]));
    } finally {
      await server.stop();
    }
  } else if (engine === 'postgres') {
    const throwaway = process.env.DATABASE_URL ? null : startThrowawayPostgres(await freePort());
    const url = process.env.DATABASE_URL ?? throwaway!.url;
    // The first instance migrates; the second starts once it has.
    const first = await startServer({ DATABASE_URL: url });
    const second = await startServer({ DATABASE_URL: url });
    try {
      summaries.push(await runLoad('PostgreSQL, two instances', [first, second]));
    } finally {
      await Promise.all([first.stop(), second.stop()]);
      throwaway?.stop();
    }
  } else throw new Error(`BENCH_ENGINES: unknown engine ${engine} (pglite, postgres)`);
}

console.log(
  '\n=== Summary (issue 33 targets: 0 errors; p99 <= 500 ms PGlite, <= 250 ms PostgreSQL) ===',
);
printTable(
  ['engine', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'p99 target', 'errors', 'routes over p95'],
  summaries.map((s) => {
    const target = s.label.startsWith('PGlite') ? 500 : 250;
    return [
      s.label,
      s.requests,
      s.perSecond.toFixed(0),
      s.p50.toFixed(0),
      s.p99.toFixed(0),
      `${target} ${s.p99 <= target ? 'met' : 'MISSED'}`,
      s.errors,
      s.slowRoutes,
    ];
  }),
);
