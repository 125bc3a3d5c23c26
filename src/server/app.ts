import { constants as zlibConstants } from 'node:zlib';
import fastifyCookie from '@fastify/cookie';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type { DestinationStream } from 'pino';
import type { ZodType } from 'zod';
import { RESUME_MAX_BYTES } from '@/shared/constants';
import { refuseUnsafeText } from '@/shared/contracts/safe-text';
import type { AppConfig } from './config/env';
import { resolveAppSecret } from './config/app-secret';
import { createLlmClient } from './lib/llm-client';
import { createSigner } from './lib/signed-token';
import { createMailer } from './lib/mail/mailer';
import { mailRetryPolicy, startMailWorker } from './lib/mail/mail-outbox';
import { createJobQueue } from './lib/queue/job-queue';
import { markEmailBounced } from './core/users/users.queries';
import { CLIENT_DIST_DIR } from './lib/paths';
import { absoluteUrl } from './lib/public-url';
import { loadContent } from './content/load-content';
import { openDatabase, type DatabaseHandle } from './db/client';
import { prepareDatabase } from './prepare-database';
import { accountPlugin } from './features/account';
import { adminPlugin } from './features/admin';
import { applicationsPlugin } from './features/applications';
import { assessmentsPlugin } from './features/assessments';
import { authPlugin } from './features/auth';
import { careerKitsPlugin } from './features/career-kits';
import { caseStudiesPlugin } from './features/case-studies';
import { certificatesPlugin } from './features/certificates';
import { checkoutPlugin } from './features/checkout';
import { exitPlannerPlugin } from './features/exit-planner';
import { coursesPlugin } from './features/courses';
import { coverLettersPlugin } from './features/cover-letters';
import { dashboardPlugin } from './features/dashboard';
import { healthPlugin } from './features/health';
import { interviewPlugin } from './features/interview';
import { jobAlertsPlugin } from './features/job-alerts';
import { jobsPlugin } from './features/jobs';
import { learningPathsPlugin } from './features/learning-paths';
import { maintenancePlugin } from './features/maintenance';
import { miniCoursesPlugin } from './features/mini-courses';
import { paymentsPlugin } from './features/payments';
import { resumeTranslatorPlugin } from './features/resume-translator';
import { resumesPlugin, type TextExtractor } from './features/resumes';
import { usersPlugin } from './features/users';
import {
  BUNDLE_SECURITY_HEADERS,
  isBuiltBundle,
  registerBrowserGuards,
} from './plugins/browser-guards';
import { registerClientApp } from './plugins/client-app';
import { registerErrorHandler } from './plugins/error-handler';
import { registerLoadShedding } from './plugins/load-shedding';
import { loggerOptions } from './plugins/logging';
import { registerServerTiming } from './plugins/server-timing';
import { registerSessions } from './plugins/session';

export interface BuildAppOptions {
  /** An already open database (tests); otherwise one is opened from config. */
  database?: DatabaseHandle;
  /** Serve dist/client when it exists (default true). */
  serveClient?: boolean;
  /** Where the built client is, when not dist/client (tests of the serving). */
  clientDir?: string;
  /** Start the extraction worker (pdf.js, the analysis run once) before the first upload (the server does). */
  warmUp?: boolean;
  /** A resume reader shared by the apps of one process (the API tests), left open at close. */
  textExtractor?: TextExtractor;
  /** Build the job feed's search index now rather than at the first feed page (the server does). */
  buildJobSearchIndex?: boolean;
  /** Put the ingest and the reminders on the queue's schedule (the server does when JOBS_INGEST_ENABLED). */
  scheduleJobIngest?: boolean;
  /** Sees every route as it is added, schemas included (the schema-driven fuzz test). */
  onRoute?: (route: RouteOptions) => void;
  /** Where log lines go instead of stdout (tests read them to check what logs may hold). */
  logStream?: DestinationStream;
}

const JSON_BODY_LIMIT = 256 * 1024;

function contentSecurityPolicy(config: AppConfig) {
  return {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Radix's scroll lock injects a <style> element.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https://i.ytimg.com'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      // Plain-http deployments (a fresh clone on localhost) must keep working.
      upgradeInsecureRequests: config.isProduction ? [] : null,
    },
  };
}

export async function buildApp(
  config: AppConfig,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  // Before anything opens: a weak signing key stops the boot (config/app-secret.ts).
  const appSecret = await resolveAppSecret(config);
  // Signs with APP_SECRET; still accepts what the keys it replaced signed (APP_SECRET_PREVIOUS).
  const signer = createSigner([appSecret, ...config.previousAppSecrets]);
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    requestTimeout: 30_000,
    routerOptions: { maxParamLength: 200 },
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // PostgreSQL refuses NUL and unpaired surrogates: every request part is checked before its contract.
  app.setValidatorCompiler((route) =>
    validatorCompiler({ ...route, schema: refuseUnsafeText(route.schema as ZodType) }),
  );
  app.setSerializerCompiler(serializerCompiler);

  const content = loadContent();
  const database =
    options.database ??
    (await openDatabase({
      ...config.database,
      onPoolError: (error) =>
        app.log.warn({ err: error }, 'an idle database connection failed; the pool replaces it'),
    }));
  // Fastify runs onClose hooks in reverse order of registration: the job queue, the job feed, the
  // mailer and the extractor (registered below) stop before this closes the database they use.
  app.addHook('onClose', async () => {
    if (!options.database) await database.close();
  });
  await prepareDatabase(database, { config, content, log: app.log });

  const mailer = createMailer({ ...config.mail, log: app.log });
  app.decorate('mailer', mailer);
  app.decorate('llm', createLlmClient(config.llm));
  app.addHook('onClose', () => mailer.close());
  app.decorate('signer', signer);
  const jobQueue = createJobQueue(database, app.log);
  await jobQueue.start();
  app.decorate('jobQueue', jobQueue);
  await startMailWorker({
    queue: jobQueue,
    mailer,
    log: app.log,
    host: new URL(absoluteUrl(config, '/')).hostname,
    onBounce: (address) => markEmailBounced(database.db, address),
    retry: mailRetryPolicy(config.mail.retryDelaySeconds),
  });

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dbEngine', database.engine);
  app.decorate('content', content);

  registerErrorHandler(app);
  registerServerTiming(app);
  registerSessions(app);
  // The security headers are the same on every answer of a kind, so Helmet's middleware is built
  // once per kind. (@fastify/helmet built it again, parsing the CSP, for every request: 6% of the
  // server's CPU under load.)
  const securityHeaders = helmet({
    contentSecurityPolicy: contentSecurityPolicy(config),
    crossOriginEmbedderPolicy: false,
  });
  const bundleHeaders = helmet(BUNDLE_SECURITY_HEADERS);
  app.addHook('onRequest', (request, reply, done) => {
    const headers = isBuiltBundle(request.url) ? bundleHeaders : securityHeaders;
    headers(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
  await app.register(fastifyCookie);
  // Answers over 1 KB (API JSON, the pre-rendered pages' HTML) are compressed as they go out, at
  // a level that costs little CPU; the built assets were compressed once at build time, at the highest level,
  // and @fastify/static sends those files as they are (ADR 017).
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // Defaults for any multipart route; the resume upload passes its own, tighter limits.
  await app.register(fastifyMultipart, {
    limits: { fileSize: RESUME_MAX_BYTES, files: 1, fields: 5, parts: 10 },
  });
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Too many requests. Please try again in ${context.after}.`,
    }),
  });

  registerBrowserGuards(app, config);

  await registerLoadShedding(app, config.pressure);
  // Each feature is a plugin that owns its routes, decorations and reactions (features/*/plugin.ts).
  await app.register(jobsPlugin, {
    scheduleIngest: options.scheduleJobIngest,
    buildSearchIndex: options.buildJobSearchIndex,
  });
  await app.register(resumesPlugin, {
    database,
    warmUp: options.warmUp,
    textExtractor: options.textExtractor,
  });
  await app.register(healthPlugin);
  await app.register(authPlugin);
  await app.register(usersPlugin);
  // Reminders run on the ingest's clock; the server that schedules one schedules them all.
  await app.register(applicationsPlugin, { scheduleReminders: options.scheduleJobIngest });
  await app.register(accountPlugin);
  await app.register(exitPlannerPlugin, { scheduleReminders: options.scheduleJobIngest });
  await app.register(resumeTranslatorPlugin);
  await app.register(certificatesPlugin);
  await app.register(jobAlertsPlugin);
  await app.register(coursesPlugin);
  await app.register(paymentsPlugin);
  await app.register(adminPlugin);
  await app.register(careerKitsPlugin);
  await app.register(learningPathsPlugin);
  await app.register(assessmentsPlugin);
  await app.register(miniCoursesPlugin);
  await app.register(caseStudiesPlugin);
  await app.register(interviewPlugin);
  await app.register(coverLettersPlugin);
  await app.register(dashboardPlugin);
  await app.register(checkoutPlugin);
  await app.register(maintenancePlugin);
  // Registered after every feature, so it runs first on close: running jobs (a send, a board
  // being polled) finish with the mailer and the job feed still open, the rest stay queued.
  app.addHook('onClose', () => jobQueue.stop());

  await registerClientApp(
    app,
    options.serveClient === false ? undefined : (options.clientDir ?? CLIENT_DIST_DIR),
  );
  return app;
}
