import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { careerKitPdfPath } from '@/shared/paths';
import { z } from 'zod';
import {
  ROLE_TYPES,
  TRACKS,
  TRACK_SLUGS,
  trackBySlug,
  type Track,
  type TrackSlug,
} from '@/shared/constants';
import { ApiErrorSchema } from '@/shared/contracts/errors';
import {
  CareerKitDownloadSchema,
  CareerKitSchema,
  type CareerKit,
  type CareerKitDownload,
} from '@/shared/contracts/learning';
import { UserIdSchema } from '@/shared/contracts/users';
import { badRequest, errorResponses } from '../../lib/http-errors';
import { assertSelf, currentUser, requireUser } from '../../plugins/session';
import {
  listKitDownloads,
  recordKitDownload,
  type KitDownloadRow,
} from '../../core/learning/learning.queries';
import { loadRoleProfiles } from '../../lib/onet/role-profiles';
import { roleFitsFor } from '../resumes';
import { acceptedTranslationLines } from '../resume-translator';
import { renderCareerKit, type KitPersonalisation } from './render-career-kit';

/** decisions.md: the enum (customer_success) and the spec's form (customer_success_manager) both work. */
function trackForRoleType(value: string): Track | undefined {
  const normalised = value.trim().toLowerCase();
  return TRACKS.find(
    (t) => t.roleType === normalised || t.roleName.toLowerCase().replace(/ /g, '_') === normalised,
  );
}

const KitIdSchema = z.enum(TRACK_SLUGS, {
  message: `Career kit id must be one of: ${TRACK_SLUGS.join(', ')}`,
});
const errors = errorResponses(400, 401, 403);

export const careerKitsRoutes: FastifyPluginAsyncZod = async (app) => {
  const toKit = (track: Track): CareerKit => {
    const kit = app.content.careerKits[track.slug];
    return {
      id: track.slug,
      title: kit.title,
      role: track.roleName,
      roleType: track.roleType,
      description: kit.intro.split(/\n\n+/)[0] ?? kit.intro,
      downloadUrl: careerKitPdfPath(track.slug),
    };
  };
  const toDownload = (row: KitDownloadRow): CareerKitDownload => {
    const slug = row.careerKitId as TrackSlug;
    return {
      id: row.id,
      userId: row.userId,
      careerKitId: row.careerKitId,
      title: app.content.careerKits[slug].title,
      downloadUrl: careerKitPdfPath(slug),
      downloadedAt: row.downloadedAt.toISOString(),
    };
  };

  app.get(
    '/career-kits',
    {
      schema: {
        querystring: z.object({ roleType: z.string().max(80).optional() }),
        response: { 200: z.array(CareerKitSchema), 400: ApiErrorSchema },
      },
    },
    async (request) => {
      const { roleType } = request.query;
      if (!roleType) return TRACKS.map(toKit);
      const track = trackForRoleType(roleType);
      if (!track) {
        throw badRequest(
          `roleType must be one of ${ROLE_TYPES.join(', ')} or a role name in lower case with underscores (e.g. customer_success_manager)`,
        );
      }
      return [toKit(track)];
    },
  );

  // A visitor's kit is the same every time: render it once per track, on first request.
  const anonymousKits = new Map<TrackSlug, Promise<Buffer>>();
  const anonymousKit = (slug: TrackSlug) => {
    let pdf = anonymousKits.get(slug);
    if (!pdf) {
      pdf = renderCareerKit(app.content.careerKits[slug], null);
      pdf.catch(() => anonymousKits.delete(slug));
      anonymousKits.set(slug, pdf);
    }
    return pdf;
  };

  /** The PDF itself; personalised with the teacher's name and strengths when signed in. */
  app.get(
    '/career-kits/:kitId/pdf',
    {
      // Each personalised render costs about 100 ms of CPU.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { params: z.object({ kitId: KitIdSchema }) },
    },
    async (request, reply) => {
      const track = trackBySlug(request.params.kitId)!;
      const user = await currentUser(request);
      let who: KitPersonalisation | null = null;
      if (user) {
        // The same verdicts as her analysis and her paths (from her resume, or without one from
        // the skills on her profile): a skill listed as a gap there is never a strength here.
        const fit = (
          await roleFitsFor(app.db, app.content, user.id, user.skills, loadRoleProfiles())
        ).find((r) => r.role === track.roleName);
        who = {
          name: `${user.firstName} ${user.lastName}`.trim(),
          strengths: (fit?.strengths ?? []).map((s) => s.skill),
          evidence: (fit?.evidence ?? []).slice(0, 3).map((e) => e.quote),
          translatedLines: await acceptedTranslationLines(app.db, user.id, track.slug),
        };
      }
      const pdf = who
        ? await renderCareerKit(app.content.careerKits[track.slug], who)
        : await anonymousKit(track.slug);
      const fileName = `${app.content.careerKits[track.slug].title.replace(/[^A-Za-z0-9]+/g, '-')}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/users/:id/career-kits',
    {
      preHandler: requireUser,
      schema: {
        params: z.object({ id: UserIdSchema }),
        response: { 200: z.array(CareerKitDownloadSchema), ...errors },
      },
    },
    async (request) => {
      const user = assertSelf(request, request.params.id);
      const rows = await listKitDownloads(app.db, user.id);
      // One entry per kit: the most recent download.
      const seen = new Set<string>();
      return rows
        .filter((row) => !seen.has(row.careerKitId) && seen.add(row.careerKitId))
        .map(toDownload);
    },
  );

  app.post(
    '/users/:id/career-kits/:kitId/download',
    {
      preHandler: requireUser,
      schema: {
        params: z.object({ id: UserIdSchema, kitId: KitIdSchema }),
        response: { 200: CareerKitDownloadSchema, ...errors },
      },
    },
    async (request) => {
      const user = assertSelf(request, request.params.id);
      const slug = request.params.kitId;
      return toDownload(await recordKitDownload(app.db, user.id, slug));
    },
  );
};
