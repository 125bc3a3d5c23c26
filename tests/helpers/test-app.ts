import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '@/server/app';
import { loadConfig, type AppConfig } from '@/server/config/env';
import { openDatabase, type Database, type DatabaseHandle } from '@/server/db/client';
import { lazyTextExtractor } from '@/server/features/resumes';
import { users } from '@/server/db/schema';
import type { User } from '@/shared/contracts/users';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: AppConfig;
  /**
   * Another app instance on the same database, as a second server would run: its own pool on
   * PostgreSQL; on PGlite (one connection per process) the same engine.
   */
  sibling(
    env?: Record<string, string>,
    options?: Pick<BuildAppOptions, 'logStream'>,
  ): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export const ADMIN_EMAIL = 'admin@example.test';

/** A fresh database for this test file: a copy of the prepared one (PGlite dump or Postgres template). */
async function openTestDatabase(): Promise<{
  handle: DatabaseHandle;
  url?: string;
  drop(): Promise<void>;
}> {
  const template = inject('pgTemplateDatabase');
  const url = process.env.DATABASE_URL;
  if (url && template) {
    const name = `c2c_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const handle = await openDatabase({ url: dbUrl.toString(), poolSize: 5 });
    return {
      handle,
      url: dbUrl.toString(),
      drop: async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      },
    };
  }
  const handle = await openDatabase({ loadDataDir: preparedPgliteDump() });
  return { handle, drop: async () => {} };
}

/**
 * The suite's prepared PGlite data directory (tests/setup/api-global-setup.ts), to start a PGlite
 * from; undefined in the PostgreSQL lane, which has none.
 */
export function preparedPgliteDump(): Blob | undefined {
  const file = inject('pgliteDumpFile');
  return file ? new Blob([readFileSync(file)]) : undefined;
}

/** Files the app keeps beside its data (the mail outbox) go to a folder of this test process. */
const TEST_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'c2c-api-test-'));
process.once('exit', () => rmSync(TEST_DATA_DIR, { recursive: true, force: true }));

export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: TEST_DATA_DIR,
    APP_SECRET: 'api-test-secret-that-signs-unsubscribe-links',
    LOG_LEVEL: 'silent',
    ADMIN_EMAILS: ADMIN_EMAIL,
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    UPLOAD_RATE_LIMIT_PER_MINUTE: '1000',
    // Load shedding is tested on its own (under-pressure.test.ts): a test that inserts thousands of
    // jobs blocks the loop by design, and files share one process (vitest.config.ts, isolate).
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    PRESSURE_MAX_HEAP_USED_MB: '0',
    // Apply links point at employers' real sites: tests that check them pass their own checker.
    JOBS_APPLY_LINK_CHECKS: '0',
    ...env,
  });
}

/**
 * One resume reader for every app this test process builds (files share the process: vitest.config.ts,
 * isolate): each app starting its own worker, pdf.js and analysis took 3 s alone and 10-15 s on
 * the busy machine, about a dozen times a run. Its worker ends with the process.
 */
const sharedTextExtractor = lazyTextExtractor();

/** The real app on its own database, exactly as production builds it (but for the shared reader). */
export async function createTestApp(
  env: Record<string, string> = {},
  appOptions: Pick<BuildAppOptions, 'onRoute' | 'logStream' | 'clientDir'> = {},
): Promise<TestApp> {
  // The reader's worker starts here, in the file's setup (60 s), not in its first upload's 30 s:
  // on a busy machine a start took most of them. Once per process, and then it is running.
  await sharedTextExtractor.warmUp();
  const { handle, url, drop } = await openTestDatabase();
  const config = testConfig(env);
  // The built client is served only where a test names one (tests/api/client-app.test.ts).
  const app = await buildApp(config, {
    ...appOptions,
    database: handle,
    textExtractor: sharedTextExtractor,
    serveClient: appOptions.clientDir !== undefined,
  });
  await app.ready();
  const siblings: FastifyInstance[] = [];
  return {
    app,
    db: handle.db,
    config,
    sibling: async (siblingEnv = {}, siblingOptions = {}) => {
      const database = url
        ? await openDatabase({ url, poolSize: 5 })
        : { ...handle, close: async () => {} };
      const sibling = await buildApp(testConfig({ ...env, ...siblingEnv }), {
        ...siblingOptions,
        database,
        textExtractor: sharedTextExtractor,
        serveClient: false,
      });
      sibling.addHook('onClose', () => database.close());
      siblings.push(sibling);
      return sibling;
    },
    close: async () => {
      for (const sibling of siblings) await sibling.close();
      await app.close();
      await handle.close();
      await drop();
    },
  };
}

let counter = 0;
export function uniqueEmail(prefix = 'teacher'): string {
  counter += 1;
  return `${prefix}.${process.pid}.${counter}.${randomBytes(3).toString('hex')}@example.test`;
}

export interface SignedInUser {
  user: User;
  cookie: string;
  password: string;
}

/** The session cookie: `__Host-c2c_session` where cookies are Secure (https PUBLIC_URL), else `c2c_session`. */
export const findSessionCookie = (response: LightMyRequestResponse) =>
  response.cookies.find((c) => /^(__Host-)?c2c_session$/.test(c.name));

export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = findSessionCookie(response);
  if (!cookie)
    throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

/** Registers through the real endpoint, so the session is a real row behind a real cookie. */
export async function registerUser(
  app: FastifyInstance,
  overrides: Partial<{
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    timeZone: string;
  }> = {},
): Promise<SignedInUser> {
  const body = {
    email: uniqueEmail(),
    password: 'correct horse',
    firstName: 'Maria',
    lastName: 'Lopez',
    ...overrides,
  };
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (response.statusCode !== 201)
    throw new Error(`register failed ${response.statusCode}: ${response.body}`);
  return {
    user: response.json<{ user: User }>().user,
    cookie: sessionCookie(response),
    password: body.password,
  };
}

/**
 * The administrator (ADMIN_EMAIL). Administrator rights also need a verified address, which a
 * real one gets by following the emailed link (tests/api/email-verification.test.ts does); here
 * the row is marked verified directly, for tests about what an administrator may do.
 */
export async function registerAdmin(
  app: FastifyInstance,
  overrides: Partial<{ password: string; firstName: string; lastName: string }> = {},
): Promise<SignedInUser> {
  const admin = await registerUser(app, { ...overrides, email: ADMIN_EMAIL });
  await markVerified(app, admin.user.id);
  return admin;
}

/** Marks an account's address verified, as following the emailed link would. */
export async function markVerified(app: FastifyInstance, userId: string): Promise<void> {
  await app.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId));
  app.sessionCache.forgetUser(userId);
}

/** app.inject with the user's session cookie. */
export function as(app: FastifyInstance, who: { cookie: string } | null, options: InjectOptions) {
  return app.inject({
    ...options,
    headers: { ...(options.headers ?? {}), ...(who ? { cookie: who.cookie } : {}) },
  });
}
