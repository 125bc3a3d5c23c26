import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminRunsQuerySchema } from '@/shared/contracts/admin';
import {
  AlertRunListSchema,
  DigestRunSchema,
  JobAlertSettingsSchema,
  JobAlertsResponseSchema,
  UnsubscribeResponseSchema,
  type DigestRun,
} from '@/shared/contracts/job-alerts';
import { UserParamsSchema } from '@/shared/contracts/users';
import type { Signer } from '../../lib/signed-token';
import { badRequest, errorResponses, forbidden } from '../../lib/http-errors';
import {
  assertSelf,
  isAdmin,
  requireAdmin,
  requireUser,
  signedInUser,
} from '../../plugins/session';
import {
  findJobAlerts,
  recentAlertRuns,
  saveJobAlerts,
  unsubscribe,
  type AlertRunRow,
  type JobAlertRow,
} from './job-alerts.queries';
import { readUnsubscribeToken } from './unsubscribe-token';

const errors = errorResponses(400, 401, 403);

const toResponse = (row: JobAlertRow | null) => ({
  frequency: row?.frequency ?? 'off',
  tracks: row?.tracks ?? [],
  location: row?.location ?? '',
  remoteOnly: row?.remoteOnly ?? false,
  entryLevelOnly: row?.entryLevelOnly ?? false,
  lastSentAt: row?.lastSentAt?.toISOString() ?? null,
});

const toAlertRun = (run: AlertRunRow) => ({
  id: run.id,
  trigger: run.trigger,
  status: run.status,
  startedAt: run.startedAt.toISOString(),
  finishedAt: run.finishedAt?.toISOString() ?? null,
  subscribers: run.subscribers,
  emailsSent: run.emailsSent,
  jobsSent: run.jobsSent,
  failed: run.failed,
  error: run.error,
});

const BAD_LINK =
  'This unsubscribe link is not valid or is out of date. Sign in and turn job alerts off under Applications.';

export interface JobAlertsRouteOptions {
  signer: Signer;
  runDigestNow: () => Promise<DigestRun>;
}

/** Her alert settings, the signed-out unsubscribe link, and the administrators' run-now. */
export function jobAlertsRoutes(options: JobAlertsRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    // RFC 8058: a mail provider's one-click unsubscribe POSTs "List-Unsubscribe=One-Click" as a
    // form; the token is in the URL, so the body is read and ignored.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, { form: body }),
    );

    app.get(
      '/users/:id/job-alerts',
      {
        preHandler: requireUser,
        schema: { params: UserParamsSchema, response: { 200: JobAlertsResponseSchema, ...errors } },
      },
      async (request) => {
        const user = assertSelf(request, request.params.id);
        return toResponse(await findJobAlerts(app.db, user.id));
      },
    );

    app.put(
      '/users/:id/job-alerts',
      {
        preHandler: requireUser,
        schema: {
          params: UserParamsSchema,
          body: JobAlertSettingsSchema,
          response: { 200: JobAlertsResponseSchema, ...errors },
        },
      },
      async (request) => {
        const user = assertSelf(request, request.params.id);
        return toResponse(await saveJobAlerts(app.db, user.id, request.body, new Date()));
      },
    );

    /**
     * Works signed out: from the page the email links to ({ token } as JSON) and from a mail
     * provider's Unsubscribe button (?token= with a form body). A forged or stale link changes
     * nothing.
     */
    app.post(
      '/job-alerts/unsubscribe',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          querystring: z.object({ token: z.string().max(500).optional() }),
          body: z
            .union([z.object({ token: z.string().max(500) }), z.object({ form: z.string() })])
            .optional(),
          response: { 200: UnsubscribeResponseSchema, ...errors },
        },
      },
      async (request) => {
        const body = request.body;
        const token = request.query.token ?? (body && 'token' in body ? body.token : undefined);
        if (!token) throw badRequest('This unsubscribe link is missing its token.', 'BAD_TOKEN');
        const claim = readUnsubscribeToken(token, options.signer);
        if (!claim || !(await unsubscribe(app.db, claim.userId, claim.version, new Date()))) {
          throw badRequest(BAD_LINK, 'BAD_TOKEN');
        }
        request.log.info({ userId: claim.userId }, 'job alerts turned off by unsubscribe link');
        return { unsubscribed: true as const };
      },
    );

    app.post(
      '/admin/job-alerts/run',
      {
        preHandler: requireUser,
        schema: { response: { 200: DigestRunSchema, ...errors, 409: errors[400] } },
      },
      async (request) => {
        if (!isAdmin(app, signedInUser(request)))
          throw forbidden('Only administrators can send job alerts');
        return options.runDigestNow();
      },
    );

    /** The administrators' page: the recent digest passes and what each sent. */
    app.get(
      '/admin/job-alerts/runs',
      {
        preHandler: requireAdmin,
        schema: {
          querystring: AdminRunsQuerySchema,
          response: { 200: AlertRunListSchema, ...errors },
        },
      },
      async (request) => (await recentAlertRuns(app.db, request.query.limit)).map(toAlertRun),
    );
  };
}
