import { getHeapStatistics } from 'node:v8';
import path from 'node:path';
import { Cron } from 'croner';
import { z } from 'zod';
import { MIN_SECRET_LENGTH, weakSecretReason } from './app-secret';
import { JOB_BOARDS, type JobBoard } from '@/shared/contracts/jobs';

const splitList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
/** The company-board ATSes whose tokens JOBS_<ATS>_BOARDS lists. */
const ATS_BOARDS = [
  'greenhouse',
  'lever',
  'ashby',
  'smartrecruiters',
  'workable',
  'recruitee',
  'breezy',
  'pinpoint',
] as const satisfies readonly JobBoard[];
type AtsBoard = (typeof ATS_BOARDS)[number];

/** "https://{board}.recruitee.com": an http(s) URL once the placeholder holds a token. */
const boardUrlTemplate = z
  .string()
  .refine(
    (value) => URL.canParse(value.replace('{board}', 'board')) && /^https?:\/\//.test(value),
    'must be an http(s) URL, with {board} where the company token goes',
  );

const csv = z.string().default('').transform(splitList);

const flag = (byDefault: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .default(byDefault ? 'true' : 'false')
    .transform((value) => value === 'true' || value === '1');
const bool = flag(false);

/** Every variable the server reads. Documented in .env.example. */
/** Five fields (minute to weekday), as pg-boss's schedule reads them; croner checks the syntax. */
function isCronPattern(pattern: string): boolean {
  if (pattern.trim().split(/\s+/).length !== 5) return false;
  try {
    new Cron(pattern, { paused: true }).stop();
    return true;
  } catch {
    return false;
  }
}

export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Unset: 127.0.0.1 (this machine only), or 0.0.0.0 in production (see loadConfig). */
    HOST: z.string().min(1).optional(),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** json (default, for log collectors) or pretty (npm run dev). */
    LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
    /** PostgreSQL connection string; when unset the embedded PGlite in DATA_DIR is used. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    DATA_DIR: z.string().min(1).default('./data'),
    /** Comma-separated emails of administrator accounts. */
    ADMIN_EMAILS: csv.transform((emails) => emails.map((email) => email.toLowerCase())),
    /** Address behind the footer's 'Contact Us' link. */
    CONTACT_EMAIL: z.email().default('hello@classroomtocareer.app'),
    /**
     * Public origin of the app: every absolute link the server writes (checkout return URLs,
     * email links) starts with it, never with a request's Host header. Required in production.
     */
    PUBLIC_URL: z
      .url()
      .refine((value) => /^https?:$/.test(new URL(value).protocol), 'must start with http(s)://')
      .optional(),
    /** Signs links that work signed out (job-alert unsubscribe); outside production one is made in DATA_DIR. */
    APP_SECRET: z
      .string()
      .min(MIN_SECRET_LENGTH, `must be at least ${MIN_SECRET_LENGTH} characters`)
      .refine((value) => !weakSecretReason(value), 'is too easy to guess: use a long random value')
      .optional(),
    /**
     * Keys APP_SECRET replaced, comma-separated: what they signed (unsubscribe links already
     * emailed, device cookies already set) is still accepted; nothing new is signed with them.
     */
    APP_SECRET_PREVIOUS: z
      .string()
      .optional()
      .transform((value) =>
        (value ?? '')
          .split(',')
          .map((key) => key.trim())
          .filter(Boolean),
      )
      .refine(
        (keys) => keys.every((key) => !weakSecretReason(key)),
        `every key must be at least ${MIN_SECRET_LENGTH} random characters`,
      ),
    /** smtp://user:pass@host:587 or smtps://...; unset outside production: mail goes to DATA_DIR/outbox. */
    SMTP_URL: z
      .url()
      .refine(
        (value) => /^smtps?:$/.test(new URL(value).protocol),
        'must start with smtp:// or smtps://',
      )
      .optional(),
    MAIL_FROM: z.string().min(3).default('Classroom to Career <no-reply@classroomtocareer.app>'),
    /**
     * The wait before an unsent email's first retry, in seconds; each later wait doubles, and the
     * outbox keeps trying for at least a day whatever this is (lib/mail/mail-outbox.ts).
     */
    MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /** Failed sign-ins allowed per email in LOGIN_WINDOW_MINUTES before 429. */
    LOGIN_MAX_FAILURES_PER_EMAIL: z.coerce.number().int().min(1).default(5),
    /** Failed sign-ins allowed per client address in LOGIN_WINDOW_MINUTES before 429. */
    LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(20),
    LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
    /** Requests per minute per client address on the register and login routes. */
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    /** Resume uploads per minute per client address (each is parsed in a worker). */
    UPLOAD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
    /** Trust X-Forwarded-* from a reverse proxy (set when behind one). */
    TRUST_PROXY: bool,
    /** Optional language-model refinement of resume analyses: any OpenAI-compatible endpoint. */
    LLM_BASE_URL: z.url().optional(),
    LLM_API_KEY: z.string().optional(),
    LLM_MODEL: z.string().optional(),
    LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
    /**
     * Load shedding (@fastify/under-pressure): past these, API requests get 503 with Retry-After
     * instead of queueing until the process stalls. 0 turns a check off. The heap limit defaults to
     * 90% of the V8 heap this process may grow to.
     */
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    PRESSURE_MAX_HEAP_USED_MB: z.coerce.number().int().min(0).optional(),
    PRESSURE_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
    /** Stripe: without a secret key a built-in test checkout stands in (refused in production). */
    STRIPE_SECRET_KEY: z
      .string()
      .startsWith('sk_', 'must be a Stripe secret key (sk_...)')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .startsWith('whsec_', 'must be a Stripe webhook signing secret (whsec_...)')
      .optional(),
    /** Point the SDK at another API host, e.g. a local fake in tests (the way stripe-mock is used). */
    STRIPE_API_HOST: z.string().optional(),
    STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
    /** The job feed: the ingest (and the reminders) on the job queue's schedule; off in tests. */
    JOBS_INGEST_ENABLED: flag(true),
    JOBS_INGEST_CRON: z
      .string()
      .default('17 * * * *')
      .refine(isCronPattern, 'JOBS_INGEST_CRON must be a cron pattern, such as "17 * * * *"'),
    JOBS_USER_AGENT: z
      .string()
      .default(
        'ClassroomToCareer/1.0 (job feed for teachers changing careers; +https://classroomtocareer.app)',
      ),
    JOBS_HTTP_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(15_000),
    JOBS_HTTP_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
    /** A source whose answer would expire more than this share of its live listings is held once. */
    JOBS_INGEST_MAX_DROP_SHARE: z.coerce.number().gt(0).max(1).default(0.5),
    /** Apply links checked after each ingest (404 or 410 closes the posting); 0 checks none. */
    JOBS_APPLY_LINK_CHECKS: z.coerce.number().int().min(0).max(200).default(20),
    JOBS_GREENHOUSE_BASE_URL: z.url().optional(),
    JOBS_LEVER_BASE_URL: z.url().optional(),
    JOBS_ASHBY_BASE_URL: z.url().optional(),
    JOBS_SMARTRECRUITERS_BASE_URL: z.url().optional(),
    JOBS_WORKABLE_BASE_URL: z.url().optional(),
    /** A subdomain per company: a URL with "{board}" where the token goes, or a test server's. */
    JOBS_RECRUITEE_BASE_URL: boardUrlTemplate.optional(),
    JOBS_BREEZY_BASE_URL: boardUrlTemplate.optional(),
    JOBS_PINPOINT_BASE_URL: boardUrlTemplate.optional(),
    JOBS_REMOTIVE_BASE_URL: z.url().optional(),
    JOBS_JOBICY_BASE_URL: z.url().optional(),
    JOBS_HIMALAYAS_BASE_URL: z.url().optional(),
    JOBS_REMOTEOK_BASE_URL: z.url().optional(),
    JOBS_THEMUSE_BASE_URL: z.url().optional(),
    JOBS_ADZUNA_BASE_URL: z.url().optional(),
    JOBS_USAJOBS_BASE_URL: z.url().optional(),
    /** Company boards (comma-separated tokens); unset means the shipped list. */
    JOBS_GREENHOUSE_BOARDS: z.string().optional(),
    JOBS_LEVER_BOARDS: z.string().optional(),
    JOBS_ASHBY_BOARDS: z.string().optional(),
    JOBS_SMARTRECRUITERS_BOARDS: z.string().optional(),
    JOBS_WORKABLE_BOARDS: z.string().optional(),
    JOBS_RECRUITEE_BOARDS: z.string().optional(),
    JOBS_BREEZY_BOARDS: z.string().optional(),
    JOBS_PINPOINT_BOARDS: z.string().optional(),
    JOBS_THEMUSE_PAGES: z.coerce.number().int().min(1).max(99).default(3),
    JOBS_SEARCH_INDEX_MAX_JOBS: z.coerce.number().int().min(0).max(100_000_000).default(1_000_000),
    ADZUNA_APP_ID: z.string().optional(),
    ADZUNA_APP_KEY: z.string().optional(),
    ADZUNA_COUNTRY: z
      .string()
      .regex(/^[a-z]{2}$/, 'must be a two-letter country code such as us')
      .default('us'),
    USAJOBS_API_KEY: z.string().optional(),
    /** USAJOBS requires the registered contact email as the User-Agent. */
    USAJOBS_EMAIL: z.email().optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.APP_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['APP_SECRET'],
        message: 'is required in production (instances must sign links with the same key)',
      });
    }
    if (env.NODE_ENV === 'production' && !env.SMTP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message: 'is required in production (password resets and alerts must reach people)',
      });
    }
    if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'is required in production (payment return URLs and email links are built on it)',
      });
    }
    if (env.NODE_ENV === 'production' && !env.STRIPE_SECRET_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'is required in production (the test checkout never takes real payments)',
      });
    }
    const llm = [env.LLM_BASE_URL, env.LLM_API_KEY, env.LLM_MODEL];
    if (llm.some(Boolean) && !llm.every(Boolean)) {
      for (const [key, value] of [
        ['LLM_BASE_URL', env.LLM_BASE_URL],
        ['LLM_API_KEY', env.LLM_API_KEY],
        ['LLM_MODEL', env.LLM_MODEL],
      ] as const) {
        if (!value)
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'is required when any LLM_ variable is set',
          });
      }
    }
  });

export type Env = z.infer<typeof EnvSchema>;

export { JOB_BOARDS, type JobBoard };

export interface AppConfig {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  host: string;
  port: number;
  logLevel: Env['LOG_LEVEL'];
  logFormat: Env['LOG_FORMAT'];
  database: { url: string | undefined; poolSize: number; dataDir: string };
  adminEmails: string[];
  contactEmail: string;
  publicUrl: string | undefined;
  /**
   * Cookies carry Secure (and the __Host-/__Secure- name prefixes) in production and whenever
   * PUBLIC_URL is https; plain-http development keeps plain cookies, which browsers would not send
   * back otherwise. Decided here once for every cookie.
   */
  secureCookies: boolean;
  /** Undefined outside production when unset: resolveAppSecret() keeps one in DATA_DIR. */
  appSecret: string | undefined;
  /** Keys that signed before APP_SECRET rotated: still accepted, never used to sign. */
  previousAppSecrets: string[];
  /** No smtpUrl: messages are written to outboxDir as .eml files (outside production only). */
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string; retryDelaySeconds: number };
  sessionTtlDays: number;
  login: { maxFailuresPerEmail: number; maxFailuresPerIp: number; windowMinutes: number };
  authRateLimitPerMinute: number;
  uploadRateLimitPerMinute: number;
  trustProxy: boolean;
  /** Set only when LLM_BASE_URL, LLM_API_KEY and LLM_MODEL all are. */
  llm: { baseUrl: string; apiKey: string; model: string; timeoutMs: number } | undefined;
  /** Thresholds past which API requests are refused with 503 (0: that check is off). */
  pressure: { maxEventLoopDelayMs: number; maxHeapUsedBytes: number; retryAfterSeconds: number };
  jobs: {
    ingestEnabled: boolean;
    cron: string;
    userAgent: string;
    httpTimeoutMs: number;
    retries: number;
    /**
     * Share of a source's live listings one answer may expire; past it (and at least
     * SUSPICIOUS_DROP_MIN_LISTINGS) nothing is expired until the next run confirms the drop.
     */
    maxDropShare: number;
    /** Apply links checked after each ingest (check-apply-links.ts); 0 checks none. */
    applyLinkChecks: number;
    /** Per-board base URL overrides (env JOBS_<BOARD>_BASE_URL). */
    baseUrls: Partial<Record<JobBoard, string>>;
    /** Company boards per ATS; undefined means the shipped list. */
    boards: Partial<Record<AtsBoard, string[]>>;
    themusePages: number;
    /** Above this many open jobs no search index is built and the feed answers from the database (ADR 018). */
    searchIndexMaxJobs: number;
    adzuna: { appId: string | undefined; appKey: string | undefined; country: string };
    usajobs: { apiKey: string | undefined; email: string | undefined };
  };
  /** Set when STRIPE_SECRET_KEY is; otherwise checkout runs in test mode. */
  stripe:
    | {
        secretKey: string;
        webhookSecret: string | undefined;
        host: string | undefined;
        port: number | undefined;
        protocol: 'http' | 'https' | undefined;
      }
    | undefined;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; throws ConfigError listing every problem. Empty strings count as unset. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`),
    );
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    // A development server is not for the LAN; in production the app runs behind a proxy or in a
    // container whose port is published, which must reach it on every interface.
    host: env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    port: env.PORT,
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT,
    database: {
      url: env.DATABASE_URL,
      poolSize: env.DATABASE_POOL_SIZE,
      dataDir: path.resolve(env.DATA_DIR),
    },
    adminEmails: env.ADMIN_EMAILS,
    contactEmail: env.CONTACT_EMAIL,
    publicUrl: env.PUBLIC_URL,
    secureCookies: env.NODE_ENV === 'production' || env.PUBLIC_URL?.startsWith('https:') === true,
    appSecret: env.APP_SECRET,
    previousAppSecrets: env.APP_SECRET_PREVIOUS,
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      outboxDir: path.join(path.resolve(env.DATA_DIR), 'outbox'),
      retryDelaySeconds: env.MAIL_RETRY_DELAY_SECONDS,
    },
    sessionTtlDays: env.SESSION_TTL_DAYS,
    login: {
      maxFailuresPerEmail: env.LOGIN_MAX_FAILURES_PER_EMAIL,
      maxFailuresPerIp: env.LOGIN_MAX_FAILURES_PER_IP,
      windowMinutes: env.LOGIN_WINDOW_MINUTES,
    },
    authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    uploadRateLimitPerMinute: env.UPLOAD_RATE_LIMIT_PER_MINUTE,
    trustProxy: env.TRUST_PROXY,
    llm:
      env.LLM_BASE_URL && env.LLM_API_KEY && env.LLM_MODEL
        ? {
            baseUrl: env.LLM_BASE_URL,
            apiKey: env.LLM_API_KEY,
            model: env.LLM_MODEL,
            timeoutMs: env.LLM_TIMEOUT_MS,
          }
        : undefined,
    pressure: {
      maxEventLoopDelayMs: env.PRESSURE_MAX_EVENT_LOOP_DELAY_MS,
      maxHeapUsedBytes:
        env.PRESSURE_MAX_HEAP_USED_MB === undefined
          ? Math.round(getHeapStatistics().heap_size_limit * 0.9)
          : env.PRESSURE_MAX_HEAP_USED_MB * 1024 * 1024,
      retryAfterSeconds: env.PRESSURE_RETRY_AFTER_SECONDS,
    },
    jobs: {
      ingestEnabled: env.JOBS_INGEST_ENABLED,
      cron: env.JOBS_INGEST_CRON,
      userAgent: env.JOBS_USER_AGENT,
      httpTimeoutMs: env.JOBS_HTTP_TIMEOUT_MS,
      retries: env.JOBS_HTTP_RETRIES,
      maxDropShare: env.JOBS_INGEST_MAX_DROP_SHARE,
      applyLinkChecks: env.JOBS_APPLY_LINK_CHECKS,
      baseUrls: Object.fromEntries(
        JOB_BOARDS.flatMap((board) => {
          const url = env[`JOBS_${board.toUpperCase()}_BASE_URL` as keyof typeof env];
          return typeof url === 'string' ? [[board, url]] : [];
        }),
      ),
      boards: Object.fromEntries(
        ATS_BOARDS.flatMap((ats) => {
          const list = env[`JOBS_${ats.toUpperCase()}_BOARDS` as keyof typeof env];
          return typeof list === 'string' ? [[ats, splitList(list)]] : [];
        }),
      ),
      themusePages: env.JOBS_THEMUSE_PAGES,
      searchIndexMaxJobs: env.JOBS_SEARCH_INDEX_MAX_JOBS,
      adzuna: { appId: env.ADZUNA_APP_ID, appKey: env.ADZUNA_APP_KEY, country: env.ADZUNA_COUNTRY },
      usajobs: { apiKey: env.USAJOBS_API_KEY, email: env.USAJOBS_EMAIL },
    },
    stripe: env.STRIPE_SECRET_KEY
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          host: env.STRIPE_API_HOST,
          port: env.STRIPE_API_PORT,
          protocol: env.STRIPE_API_PROTOCOL,
        }
      : undefined,
  };
}
