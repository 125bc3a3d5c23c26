import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CuratedJobSchema,
  IngestRunListSchema,
  IngestRunSchema,
  JobFeedStatusSchema,
  JobDescriptionSchema,
  JobIdSchema,
  JobParamsSchema,
  JobSchema,
  type Job,
  JobsQuerySchema,
} from '@/shared/contracts/jobs';
import { AdminRunsQuerySchema } from '@/shared/contracts/admin';
import { UserIdSchema } from '@/shared/contracts/users';
import { TRACK_SLUGS } from '@/shared/constants';
import { targetTracks } from '@/shared/contracts/jobs';
import { conflict, errorResponses, forbidden, notFound } from '../../lib/http-errors';
import {
  assertSelf,
  isAdmin,
  requireAdmin,
  requireUser,
  signedInUser,
} from '../../plugins/session';
import { addBookmark, listBookmarks, removeBookmark } from './bookmarks.queries';
import type { FeedCache, FeedStatusCache } from './feed-cache';
import { FEED_MAX_LAG_MS } from './feed-freshness';
import { curatedCandidates, feedStatus, jobExists, jobsByIds, listingsFor } from './feed.queries';
import { recentRunRecords } from './ingest/ingest.queries';
import { IngestBusyError, type IngestRunRow } from './ingest/run-ingest';
import { findJobPosting } from './job-posting.queries';
import { listedJob, toJob } from './job-view';
import { rankJobs } from './rank-jobs';

/** How many recent jobs curated ranking considers. */
const CURATED_POOL = 300;

const toRunRecord = (run: IngestRunRow) => ({
  id: run.id,
  trigger: run.trigger,
  status: run.status,
  startedAt: run.startedAt.toISOString(),
  finishedAt: run.finishedAt?.toISOString() ?? null,
  expired: run.expired,
  sources: run.sources,
  error: run.error,
});

const errors = errorResponses(400, 401, 403, 404, 409);
const bookmarkParams = z.object({ id: UserIdSchema, jobId: JobIdSchema });

export function jobsRoutes(options: {
  runIngestNow: () => Promise<IngestRunRow>;
  feedCache: FeedCache;
  statusCache: FeedStatusCache;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', requireUser);

    app.get(
      '/jobs',
      {
        schema: { querystring: JobsQuerySchema, response: { 200: z.array(JobSchema), ...errors } },
      },
      async (request, reply) => {
        const key = JSON.stringify(request.query);
        let page = options.feedCache.get(key);
        if (!page) {
          const { rows, listings, total, totalIsCapped, lagMs } = await app.feedSearch.page(
            request.query,
          );
          const jobs = rows.map((row) => listedJob(toJob(row, listings.get(row.id) ?? [])));
          // Bytes, encoded once: every answer from the cache is written as they are.
          page = { body: Buffer.from(JSON.stringify(jobs)), total, totalIsCapped };
          // Kept only for what is left of the freshness contract.
          const ttl = FEED_MAX_LAG_MS - lagMs;
          if (ttl >= 1) options.feedCache.set(key, page, { ttl });
        }
        // X-Total-Count-Capped: there are more matches than the count says ("1,000+").
        return reply
          .header('x-total-count', String(page.total))
          .header('x-total-count-capped', String(page.totalIsCapped))
          .type('application/json; charset=utf-8')
          .send(page.body as unknown as Job[]); // already serialized: Fastify sends bytes as they are
      },
    );

    /** A posting's whole text, when she opens a card whose page carried only its beginning. */
    app.get(
      '/jobs/:jobId/description',
      { schema: { params: JobParamsSchema, response: { 200: JobDescriptionSchema, ...errors } } },
      async (request) => {
        const posting = await findJobPosting(app.db, request.params.jobId);
        if (!posting) throw notFound('That job posting was not found. It may have been removed.');
        return { description: posting.description };
      },
    );

    app.get(
      '/jobs/status',
      { schema: { response: { 200: JobFeedStatusSchema, ...errors } } },
      async () => {
        // fetch answers undefined only if its read was aborted (the cache cleared meanwhile).
        const status = (await options.statusCache.fetch('status')) ?? (await feedStatus(app.db));
        return { ...status, refreshedAt: status.refreshedAt?.toISOString() ?? null };
      },
    );

    /**
     * 'Recommended for You': ranked by the user's target roles and skills, each with its reasons,
     * among the jobs the feed's filters let through (so its count follows them, walk-through m16).
     */
    app.get(
      '/jobs/curated',
      {
        schema: {
          querystring: JobsQuerySchema.pick({
            roleTypes: true,
            search: true,
            location: true,
            experience: true,
            education: true,
            place: true,
            includeOlder: true,
          }).extend({
            limit: z.coerce.number().int().min(1).max(50).default(20),
          }),
          response: { 200: z.array(CuratedJobSchema), ...errors },
        },
      },
      async (request) => {
        const user = signedInUser(request);
        const tracks = request.query.roleTypes?.length ? request.query.roleTypes : [...TRACK_SLUGS];
        const pool = await curatedCandidates(
          app.db,
          { ...request.query, roleTypes: tracks },
          CURATED_POOL,
        );
        const ranked = rankJobs(
          pool,
          { targetTracks: targetTracks(user.targetRoles), skills: user.skills },
          new Date(),
        ).slice(0, request.query.limit);
        const listings = await listingsFor(
          app.db,
          ranked.map((r) => r.id),
        );
        return ranked.map((row) => ({
          ...toJob(row, listings.get(row.id) ?? []),
          matchScore: row.matchScore,
          reasons: row.reasons,
        }));
      },
    );

    app.get(
      '/users/:id/bookmarks',
      {
        schema: {
          params: z.object({ id: UserIdSchema }),
          response: { 200: z.array(z.string()), ...errors },
        },
      },
      async (request) => listBookmarks(app.db, assertSelf(request, request.params.id).id),
    );

    /** The bookmarked jobs themselves, newest bookmark first, for the 'Bookmarked' tab. */
    app.get(
      '/users/:id/bookmarks/jobs',
      {
        schema: {
          params: z.object({ id: UserIdSchema }),
          response: { 200: z.array(JobSchema), ...errors },
        },
      },
      async (request) => {
        const ids = await listBookmarks(app.db, assertSelf(request, request.params.id).id);
        const [rows, listings] = await Promise.all([
          jobsByIds(app.db, ids),
          listingsFor(app.db, ids),
        ]);
        const byId = new Map(rows.map((row) => [row.id, row]));
        return ids.flatMap((id) => {
          const row = byId.get(id);
          return row ? [toJob(row, listings.get(id) ?? [])] : [];
        });
      },
    );

    app.put(
      '/users/:id/bookmarks/:jobId',
      { schema: { params: bookmarkParams, response: { 200: z.array(z.string()), ...errors } } },
      async (request) => {
        const user = assertSelf(request, request.params.id);
        if (!(await jobExists(app.db, request.params.jobId))) throw notFound('No job with this id');
        await addBookmark(app.db, user.id, request.params.jobId);
        return listBookmarks(app.db, user.id);
      },
    );

    app.delete(
      '/users/:id/bookmarks/:jobId',
      { schema: { params: bookmarkParams, response: { 200: z.array(z.string()), ...errors } } },
      async (request) => {
        const user = assertSelf(request, request.params.id);
        await removeBookmark(app.db, user.id, request.params.jobId);
        return listBookmarks(app.db, user.id);
      },
    );

    app.post(
      '/admin/jobs/ingest',
      { schema: { response: { 200: IngestRunSchema, ...errors } } },
      async (request) => {
        if (!isAdmin(app, signedInUser(request)))
          throw forbidden('Only administrators can run an ingest');
        try {
          return toRunRecord(await options.runIngestNow());
        } catch (error) {
          if (error instanceof IngestBusyError) throw conflict(error.message, 'INGEST_BUSY');
          throw error;
        }
      },
    );

    /** The administrators' page: recent runs, each board's counts and its error. */
    app.get(
      '/admin/jobs/ingest-runs',
      {
        preHandler: requireAdmin,
        schema: {
          querystring: AdminRunsQuerySchema,
          response: { 200: IngestRunListSchema, ...errors },
        },
      },
      async (request) => (await recentRunRecords(app.db, request.query.limit)).map(toRunRecord),
    );
  };
}
