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
import { CLIENT_DIST_DIR } from './lib/paths';
import { absoluteUrl } from './lib/public-url';
import { loadContent } from './content/load-content';
import { loadExitRules } from './content/load-exit-rules';
import { openDatabase, type DatabaseHandle } from './db/client';
import { prepareDatabase } from './prepare-database';
import { accountRoutes } from './features/account/account.routes';
import { adminRoutes } from './features/admin/admin.routes';
import { certificatesRoutes } from './features/certificates/certificates.routes';
import { applicationsRoutes } from './features/applications/applications.routes';
import { sendFollowUpReminders } from './features/applications/follow-up-reminders';
import { createJobAlertService } from './features/job-alerts/job-alert-service';
import { jobAlertsRoutes } from './features/job-alerts/job-alerts.routes';
import { assessmentsRoutes } from './features/assessments/assessments.routes';
import { authRoutes } from './features/auth/auth.routes';
import { caseStudiesRoutes } from './features/case-studies/case-studies.routes';
import { careerKitsRoutes } from './features/career-kits/career-kits.routes';
import { checkoutRoutes, createCheckoutProvider } from './features/checkout/checkout.routes';
import { createStripeClient } from './features/checkout/stripe-provider';
import { coursesRoutes } from './features/courses/courses.routes';
import { healthRoutes } from './features/health/health.routes';
import { createJobFeed } from './features/jobs/job-feed';
import { createFeedCache } from './features/jobs/feed-cache';
import { jobsRoutes } from './features/jobs/jobs.routes';
import { createFeedSearch } from './features/jobs/search-index/feed-search';
import { learningPathsRoutes } from './features/learning-paths/learning-paths.routes';
import { miniCoursesRoutes } from './features/mini-courses/mini-courses.routes';
import { paymentsRoutes } from './features/payments/payments.routes';
import {
  createTextExtractor,
  type TextExtractor,
} from './features/resumes/extraction/extraction-pool';
import { openResumeFileStore } from './features/resumes/resume-files';
import { resumeTranslatorRoutes } from './features/resume-translator/resume-translator.routes';
import { evidenceRoutes } from './features/resumes/evidence/evidence.routes';
import { resumesRoutes } from './features/resumes/resumes.routes';
import { usersRoutes } from './features/users/users.routes';
import { registerBrowserGuards } from './plugins/browser-guards';
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
  /** Start the extraction worker and load pdf.js before the first upload (the server does). */
  warmUp?: boolean;
  /** Build the job feed's search index now rather than at the first feed page (the server does). */
  buildJobSearchIndex?: boolean;
  /** Run the hourly job ingest inside this process (the server does when JOBS_INGEST_ENABLED). */
  scheduleJobIngest?: boolean;
  /** Sees every route as it is added, schemas included (the schema-driven fuzz test). */
  onRoute?: (route: RouteOptions) => void;
  /** Where log lines go instead of stdout (tests read them to check what logs may hold). */
  logStream?: DestinationStream;
}

/** The worker pool starts on first use, so API tests that never upload never pay for it. */
function lazyTextExtractor(): TextExtractor & { started(): boolean } {
  let extractor: TextExtractor | undefined;
  const get = () => (extractor ??= createTextExtractor());
  return {
    extract: (bytes) => get().extract(bytes),
    readResume: (bytes) => get().readResume(bytes),
    warmUp: () => get().warmUp(),
    close: async () => extractor?.close(),
    started: () => extractor !== undefined,
  };
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
  // The exit planner's state rules: a broken file stops the server here, not on first use.
  loadExitRules();
  const database =
    options.database ??
    (await openDatabase({
      ...config.database,
      onPoolError: (error) =>
        app.log.warn({ err: error }, 'an idle database connection failed; the pool replaces it'),
    }));
  // Fastify runs onClose hooks in reverse order of registration: the job feed, the mailer and
  // the extractor (registered below) stop before this closes the database they use.
  app.addHook('onClose', async () => {
    if (!options.database) await database.close();
  });
  await prepareDatabase(database, { config, content, log: app.log });

  const mailer = createMailer({ ...config.mail, log: app.log });
  app.decorate('mailer', mailer);
  app.decorate('llm', createLlmClient(config.llm));
  app.addHook('onClose', () => mailer.close());
  const linkTo = (path: string) => absoluteUrl(config, path);
  const jobAlerts = createJobAlertService({
    db: database.db,
    log: app.log,
    sendMail: (message) => mailer.send(message),
    absoluteUrl: linkTo,
    signer,
  });
  const sendReminders = () =>
    sendFollowUpReminders({
      db: database.db,
      log: app.log,
      sendMail: (message) => mailer.send(message),
      absoluteUrl: linkTo,
    });

  const feedCache = createFeedCache();
  const jobFeed = createJobFeed({
    db: database.db,
    log: app.log,
    config: config.jobs,
    tidyTables: database.engine === 'pglite',
    // New postings are news for alert subscribers; the hourly run is also the reminders' clock.
    onIngested: async () => {
      feedCache.clear();
      await jobAlerts.runNow('after-ingest');
      await sendReminders();
    },
  });
  if (options.scheduleJobIngest) jobFeed.startSchedule();
  const feedSearch = createFeedSearch({ db: database.db, log: app.log });
  app.decorate('feedSearch', feedSearch);
  app.addHook('onClose', () => feedSearch.close());
  app.addHook('onClose', async () => jobFeed.stop());

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dbEngine', database.engine);
  app.decorate('content', content);
  app.decorate(
    'resumeFiles',
    await openResumeFileStore(database, config.database.dataDir, app.log),
  );
  const textExtractor = lazyTextExtractor();
  app.decorate('textExtractor', textExtractor);
  app.addHook('onClose', () => textExtractor.close());
  if (options.buildJobSearchIndex) {
    // The feed's pages come from the database's statement until it is built.
    feedSearch
      .rebuild()
      .catch((error: unknown) => app.log.error({ err: error }, 'job search index build failed'));
  }
  if (options.warmUp) {
    textExtractor
      .warmUp()
      .catch((error: unknown) => app.log.error({ err: error }, 'extraction warm-up failed'));
  }

  registerErrorHandler(app);
  registerServerTiming(app);
  registerSessions(app);
  // The security headers are the same on every answer, so Helmet's middleware is built once.
  // (@fastify/helmet built it again, parsing the CSP, for every request: 6% of the server's CPU
  // under load.)
  const securityHeaders = helmet({
    contentSecurityPolicy: contentSecurityPolicy(config),
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
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

  await app.register(
    async (api) => {
      await registerLoadShedding(api, config.pressure);
      await api.register(healthRoutes, { prefix: '/health' });
      await api.register(authRoutes({ signer, absoluteUrl: linkTo }), {
        prefix: '/auth',
      });
      await api.register(usersRoutes, { prefix: '/users' });
      await api.register(applicationsRoutes, { prefix: '/users' });
      await api.register(accountRoutes, { prefix: '/users' });
      await api.register(resumeTranslatorRoutes, { prefix: '/users' });
      await api.register(evidenceRoutes, { prefix: '/users' });
      await api.register(certificatesRoutes);
      await api.register(
        jobAlertsRoutes({ signer, runDigestNow: () => jobAlerts.runNow('manual') }),
      );
      await api.register(coursesRoutes, { prefix: '/courses' });
      await api.register(resumesRoutes, { prefix: '/resumes' });
      await api.register(paymentsRoutes);
      await api.register(adminRoutes);
      await api.register(careerKitsRoutes);
      await api.register(learningPathsRoutes);
      await api.register(assessmentsRoutes, { prefix: '/assessments' });
      await api.register(miniCoursesRoutes, { prefix: '/mini-courses' });
      await api.register(caseStudiesRoutes, { prefix: '/case-studies' });
      const stripe = config.stripe ? await createStripeClient(config.stripe) : null;
      await api.register(
        checkoutRoutes({ provider: createCheckoutProvider(database, stripe, config), stripe }),
      );
      await api.register(
        jobsRoutes({
          runIngestNow: () => jobFeed.runNow('manual', { ignoreIntervals: true }),
          feedCache,
        }),
      );
    },
    { prefix: '/api' },
  );

  await registerClientApp(
    app,
    options.serveClient === false ? undefined : (options.clientDir ?? CLIENT_DIST_DIR),
  );
  return app;
}
