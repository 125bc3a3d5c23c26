import type { HTTPMethods, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { closedBoardEnv } from '../helpers/fixture-board-server';
import { rightCheckAnswers } from '../helpers/learning';
import { multipart } from '../helpers/multipart';
import {
  ADMIN_EMAIL,
  as,
  createTestApp,
  registerAdmin,
  sessionCookie,
  type SignedInUser,
  type TestApp,
} from '../helpers/test-app';

/**
 * Every route the app registers, fuzzed from its own schemas: each path parameter, query key and
 * body field gets hostile values while the rest of the request stays valid, so the handler runs
 * as far as the input lets it. Whatever is sent, the answer is never a 5xx.
 */

interface CollectedRoute {
  method: string;
  url: string;
  schema: RouteOptions['schema'];
}

const routes: CollectedRoute[] = [];
let t: TestApp;
let me: SignedInUser;
const failures: string[] = [];
let requestCount = 0;
const statuses = new Map<number, number>();
const baselines: string[] = [];

// Boards at a closed port: the admin's run-now must fail fast, not reach the internet.
const boardEnv = closedBoardEnv();

type Def = {
  type: string;
  format?: string;
  innerType?: ZodType;
  shape?: Record<string, ZodType>;
  element?: ZodType;
  entries?: Record<string, string>;
  values?: unknown[];
  options?: ZodType[];
  in?: ZodType;
  out?: ZodType;
  valueType?: ZodType;
  defaultValue?: unknown;
};
const defOf = (schema: ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Strips wrappers (optional, default, pipe...) down to the schema that says the value's shape. */
function unwrap(schema: ZodType): ZodType {
  const def = defOf(schema);
  if (def.innerType) return unwrap(def.innerType);
  if (def.type === 'pipe' && def.in)
    return unwrap(defOf(def.in).type === 'unknown' ? def.out! : def.in);
  return schema;
}

const valid: Record<string, () => unknown> = {};

/** A value the schema accepts, preferring what this user owns (her id, a real job...). */
function example(schema: ZodType, key = ''): unknown {
  if (valid[key]) return valid[key]();
  const def = defOf(unwrap(schema));
  switch (def.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape ?? {}).map(([name, field]) => [name, example(field, name)]),
      );
    case 'array':
      return [example(def.element!, key)];
    case 'record':
      return {};
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'union':
      return example(def.options![0]!, key);
    case 'boolean':
      return false;
    case 'number':
      return 1;
    case 'string':
      if (def.format === 'uuid') return me.user.id;
      if (def.format === 'email') return 'someone@example.test';
      if (def.format === 'date') return '2030-01-15';
      if (def.format === 'url') return 'https://example.test/job';
      return 'Coaching';
    default:
      return 'Coaching';
  }
}

function objectShape(schema: unknown): Record<string, ZodType> {
  if (!schema) return {};
  const def = defOf(unwrap(schema as ZodType));
  return def.type === 'object' ? (def.shape ?? {}) : {};
}

const HOSTILE_STRINGS = [
  '',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  'a'.repeat(100_000),
  "' OR 1=1 --",
  '__proto__',
  '\u202eevil',
  'NaN',
  '6',
  '1e308',
];
const HOSTILE_VALUES: unknown[] = [
  ...HOSTILE_STRINGS,
  null,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  2 ** 53 + 1,
  2 ** 31,
  -(2 ** 31) - 1,
  true,
  [],
  {},
  { $gt: '' },
  Array.from({ length: 5000 }, () => 'a'),
];
// Already percent-encoded: some are not valid UTF-8 at all.
const HOSTILE_PARAMS = [
  '%00',
  'a%00b',
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(199),
  '-1',
  '0',
  '1.5',
  '1e308',
  '2147483648',
  '99999999999999999999',
  'NaN',
  '00000000-0000-0000-0000-000000000000',
  '%F0%9F%8E%93',
  '%ED%A0%80',
  '%FF%FE',
  '%27%20OR%201%3D1--',
  '__proto__',
  '%E2%80%AEabc',
  '%20',
];
const HOSTILE_QUERY = [...HOSTILE_PARAMS, '', '%00&%00=1'];

async function send(
  route: CollectedRoute,
  what: string,
  options: { url: string; payload?: unknown; headers?: Record<string, string> },
) {
  requestCount += 1;
  // Each request from its own address, so per-address rate limits do not hide the handlers.
  const remoteAddress = `10.${(requestCount >> 16) & 255}.${(requestCount >> 8) & 255}.${requestCount & 255}`;
  const response = await as(t.app, me, {
    method: route.method as HTTPMethods,
    remoteAddress,
    url: options.url,
    ...(options.payload !== undefined
      ? {
          payload:
            typeof options.payload === 'string' ? options.payload : JSON.stringify(options.payload),
          headers: { 'content-type': 'application/json', ...options.headers },
        }
      : options.headers
        ? { headers: options.headers }
        : {}),
  });
  statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
  if (response.statusCode >= 500) {
    failures.push(
      `${route.method} ${route.url} ${what} -> ${response.statusCode} ${response.body.slice(0, 200)}`,
    );
  }
  return response;
}

/** A request that left her signed out (logout, a deleted session) is followed by a fresh login. */
async function stayedSignedIn() {
  const check = await as(t.app, me, { method: 'GET', url: '/api/auth/me' });
  if (check.statusCode === 200) return;
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: ADMIN_EMAIL, password: me.password },
  });
  me = { ...me, cookie: sessionCookie(login) };
}

function fillPath(url: string, override?: [string, string]): string {
  return url.replace(/:(\w+)/g, (_match, name: string) => {
    if (override && override[0] === name) return override[1];
    const value = valid[`param:${url}:${name}`]?.() ?? valid[`param:${name}`]?.() ?? 'x';
    return encodeURIComponent(String(value));
  });
}

function paths(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  const entries = Object.entries(value);
  return [prefix, ...entries.flatMap(([key, inner]) => paths(inner, [...prefix, key]))];
}

function withValueAt(base: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = { ...(base as Record<string, unknown>) };
  const [head, ...rest] = path as [string, ...string[]];
  copy[head] = withValueAt(copy[head], rest, value);
  return copy;
}

function withoutKey(base: unknown, path: string[]): unknown {
  const copy = { ...(base as Record<string, unknown>) };
  const [head, ...rest] = path as [string, ...string[]];
  if (rest.length === 0) delete copy[head];
  else copy[head] = withoutKey(copy[head], rest);
  return copy;
}

beforeAll(async () => {
  t = await createTestApp(boardEnv, {
    onRoute: (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD' || !route.url.startsWith('/api/')) continue;
        routes.push({ method, url: route.url, schema: route.schema });
      }
    },
  });
  // An administrator who has paid for and finished Sales, so handlers run to their end.
  me = await registerAdmin(t.app);
  await as(t.app, me, {
    method: 'POST',
    url: '/api/admin/grant-course-access',
    payload: { userId: me.user.id, courseId: 6 },
  });
  for (let moduleId = 1; moduleId <= 6; moduleId++) {
    await as(t.app, me, {
      method: 'POST',
      url: `/api/mini-courses/sales/modules/${moduleId}/complete`,
      payload: { checkAnswers: rightCheckAnswers(t.app, 'sales', moduleId) },
    });
  }
  const checkout = await as(t.app, me, {
    method: 'POST',
    url: '/api/checkout',
    payload: { courseId: 7 },
  });
  const testSessionId = new URL(checkout.json<{ url: string }>().url, 'http://x').pathname
    .split('/')
    .pop()!;
  const jobs = await as(t.app, me, { method: 'GET', url: '/api/jobs?limit=1&includeOlder=true' });
  const jobId = jobs.json<{ id: string }[]>()[0]!.id;
  const application = await as(t.app, me, {
    method: 'POST',
    url: `/api/users/${me.user.id}/applications`,
    payload: { jobId },
  });
  const applicationId = application.json<{ id: string }>().id;
  const assessment = await as(t.app, me, { method: 'GET', url: '/api/assessments/sales' });
  const answers = Object.fromEntries(
    assessment
      .json<{ questions: { id: string; type: string }[] }>()
      .questions.map(
        (q) =>
          [
            q.id,
            q.type === 'text' || q.type === 'fill_blank'
              ? 'I listen first.'
              : q.type === 'scale'
                ? 3
                : 0,
          ] as const,
      ),
  );

  Object.assign(valid, {
    'param:id': () => me.user.id,
    'param:/api/test-checkout/:id': () => testSessionId,
    'param:/api/test-checkout/:id/pay': () => testSessionId,
    'param:kitId': () => 'sales',
    'param:courseId': () => 'sales',
    'param:moduleId': () => '1',
    'param:type': () => 'sales',
    'param:jobId': () => jobId,
    'param:applicationId': () => applicationId,
    userId: () => me.user.id,
    courseId: () => 6,
    jobId: () => jobId,
    stripeSessionId: () => testSessionId,
    email: () => `fuzz.${requestCount}@example.test`,
    url: () => 'https://example.test/job',
    'body:POST /api/users/:id/applications': () => ({
      title: 'Corporate Trainer',
      company: 'Acme Learning',
      url: 'https://example.test/job',
      location: 'Denver, CO',
    }),
    'body:POST /api/stripe/payment-success': () => ({
      userId: me.user.id,
      courseId: 7,
      stripeSessionId: testSessionId,
    }),
    'body:POST /api/checkout': () => ({ courseId: 7 }),
    answers: () => answers,
    suggestedRoles: () => ['Sales Representative'],
    frequency: () => 'weekly',
    roleTypes: () => ['sales'],
  });
}, 120_000);

afterAll(() => t.close());

describe('every route, fuzzed from its schema', () => {
  it('collects the routes it is about to fuzz', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.some((r) => r.url === '/api/users/:id' && r.method === 'PATCH')).toBe(true);
  });

  it('never answers 5xx to hostile path parameters, query strings or bodies', async () => {
    for (const route of routes) {
      if (route.url === '/api/stripe/webhook') continue; // refused unsigned; covered in checkout tests
      await stayedSignedIn();
      const schema = route.schema ?? {};

      for (const name of route.url.match(/:(\w+)/g)?.map((p) => p.slice(1)) ?? []) {
        for (const value of HOSTILE_PARAMS) {
          await send(route, `param ${name}=${value}`, { url: fillPath(route.url, [name, value]) });
        }
      }

      for (const key of Object.keys(objectShape(schema.querystring))) {
        for (const value of HOSTILE_QUERY) {
          await send(route, `query ${key}=${value}`, {
            url: `${fillPath(route.url)}?${key}=${value}`,
          });
        }
        await send(route, `query ${key} repeated`, {
          url: `${fillPath(route.url)}?${key}=a&${key}=%00`,
        });
      }

      if (route.method === 'GET' || route.method === 'DELETE') {
        if (!schema.body) continue;
      }
      const url = fillPath(route.url);
      for (const raw of [
        '{',
        'null',
        '[]',
        '"text"',
        '123',
        '\ufeff{}',
        '{"a":1,"a":2}',
        '['.repeat(50_000),
      ]) {
        await send(route, `raw body ${raw.slice(0, 12)}`, { url, payload: raw });
      }
      if (!schema.body) continue;
      const base =
        valid[`body:${route.method} ${route.url}`]?.() ?? example(schema.body as ZodType);
      const baseline = await send(route, 'baseline body', { url, payload: base });
      baselines.push(`${route.method} ${route.url} ${baseline.statusCode}`);
      await send(route, 'extra field', {
        url,
        payload: { ...(base as object), isAdmin: true, ['a\u0000b']: 1 },
      });
      for (const fieldPath of paths(base).filter((p) => p.length > 0)) {
        await send(route, `missing ${fieldPath.join('.')}`, {
          url,
          payload: withoutKey(base, fieldPath),
        });
        for (const value of HOSTILE_VALUES) {
          const shown =
            typeof value === 'string'
              ? JSON.stringify(value.slice(0, 12))
              : JSON.stringify(value)?.slice(0, 20);
          await send(route, `body ${fieldPath.join('.')}=${shown}`, {
            url,
            payload: withValueAt(base, fieldPath, value),
          });
        }
      }
      // Records (assessment answers): hostile keys and values beside valid ones.
      for (const fieldPath of paths(base).filter((p) => p.length > 0)) {
        const current = fieldPath.reduce<unknown>(
          (value, key) => (value as Record<string, unknown>)[key],
          base,
        );
        if (current === null || typeof current !== 'object' || Array.isArray(current)) continue;
        for (const value of HOSTILE_STRINGS) {
          await send(route, `record ${fieldPath.join('.')} value`, {
            url,
            payload: withValueAt(base, fieldPath, { ...current, q1: value }),
          });
        }
        await send(route, `record ${fieldPath.join('.')} key`, {
          url,
          payload: withValueAt(base, fieldPath, { ...current, ['a\u0000b']: 'x', ['\ud800']: 1 }),
        });
      }
    }
    expect(failures).toEqual([]);
    expect(requestCount).toBeGreaterThan(2000);
    // The valid baselines reached their handlers, so the hostile values beside them did too.
    expect(baselines.filter((line) => / 2\d\d$/.test(line)).length).toBeGreaterThanOrEqual(10);
    expect((statuses.get(200) ?? 0) + (statuses.get(201) ?? 0)).toBeGreaterThan(100);
  }, 600_000);

  it('refuses a resume whose file name cannot be stored, naming the field', async () => {
    const content = Buffer.from(
      'Teacher who coached 30 new staff and ran parent meetings.\n'.repeat(5),
    );
    for (const filename of ['a\u0000b.txt', `${'x'.repeat(300)}.txt`, '../../etc/passwd.txt']) {
      const form = multipart([{ name: 'resume', filename, content, type: 'text/plain' }]);
      const response = await as(t.app, me, {
        method: 'POST',
        url: '/api/resumes/upload',
        ...form,
      });
      expect(response.statusCode, filename).toBeLessThan(500);
      if (filename.includes('\u0000')) {
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toMatch(/file name/i);
      } else {
        expect(response.statusCode).toBe(200);
      }
    }
  });
});

describe('text PostgreSQL cannot store', () => {
  const profile = {
    yearsExperience: 3,
    skills: ['Coaching'],
    targetRoles: ['Sales Representative'],
  };

  it('answers 400 naming the field for a NUL in a profile field', async () => {
    await stayedSignedIn();
    const response = await as(t.app, me, {
      method: 'PATCH',
      url: `/api/users/${me.user.id}`,
      payload: { ...profile, currentRole: 'a\u0000b' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { currentRole: expect.stringMatching(/cannot be stored/) },
    });
  });

  it('answers 400 naming the answer for a lone surrogate in an assessment answer', async () => {
    await stayedSignedIn();
    const answers = valid.answers!() as Record<string, unknown>;
    const textQuestion = Object.entries(answers).find(([, v]) => typeof v === 'string')![0];
    const response = await as(t.app, me, {
      method: 'POST',
      url: '/api/assessments/sales/attempts',
      payload: { userId: me.user.id, answers: { ...answers, [textQuestion]: 'x\ud800y' } },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual([`answers.${textQuestion}`]);
  });

  it('answers 400 for a NUL in a path parameter and in a query string', async () => {
    await stayedSignedIn();
    const param = await as(t.app, me, { method: 'GET', url: '/api/test-checkout/a%00b' });
    expect(param.statusCode).toBe(400);
    expect(param.json().fields).toHaveProperty('id');
    const query = await as(t.app, me, { method: 'GET', url: '/api/jobs?search=a%00b' });
    expect(query.statusCode).toBe(400);
    expect(query.json().fields).toHaveProperty('search');
  });

  it('still accepts emoji and other well-formed text', async () => {
    await stayedSignedIn();
    const response = await as(t.app, me, {
      method: 'PATCH',
      url: `/api/users/${me.user.id}`,
      payload: { ...profile, currentRole: 'Teacher 🎓 – Año 5' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.currentRole).toBe('Teacher 🎓 – Año 5');
  });
});
