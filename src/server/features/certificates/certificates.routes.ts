import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CertificateParamsSchema,
  OwnCertificateParamsSchema,
  OwnCertificateSchema,
  PublicCertificateSchema,
  scoreBand,
} from '@/shared/contracts/certificates';
import { UserParamsSchema } from '@/shared/contracts/users';
import { certificatePagePath } from '@/shared/paths';
import { errorResponses, notFound } from '../../lib/http-errors';
import { absoluteUrl } from '../../lib/public-url';
import { assertSelf, requireUser } from '../../plugins/session';
import { findCertificate, setCertificateWithdrawn } from './certificates.queries';
import { fullName, ownCertificates, publicView, trackName } from './certificate-views';
import { renderCertificate } from './render-certificate';

const errors = errorResponses(400, 401, 403, 404);
/** A public credential, but not for search engines unless she publishes it herself. */
const NOT_INDEXED = 'noindex, nofollow';
const UNKNOWN = 'There is no certificate with this number. Check the link you were given.';

/**
 * Her certificates (/api/users/{id}/certificates) and the public verification anyone with the
 * link may make (/api/certificates/{certificateId}, its one-page PDF).
 */
export const certificatesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/:id/certificates',
    {
      preHandler: requireUser,
      schema: {
        params: UserParamsSchema,
        response: { 200: z.array(OwnCertificateSchema), ...errors },
      },
    },
    async (request) => ownCertificates(app.db, assertSelf(request, request.params.id)),
  );

  /** Withdraw (hide) or restore one: the link then says it was withdrawn, without her name. */
  app.patch(
    '/users/:id/certificates/:certificateId',
    {
      preHandler: requireUser,
      schema: {
        params: OwnCertificateParamsSchema,
        body: z.object({ withdrawn: z.boolean() }).strict(),
        response: { 200: OwnCertificateSchema, ...errors },
      },
    },
    async (request) => {
      const user = assertSelf(request, request.params.id);
      const row = await setCertificateWithdrawn(
        app.db,
        user.id,
        request.params.certificateId,
        request.body.withdrawn,
      );
      if (!row) throw notFound(UNKNOWN);
      const name = fullName(user.firstName, user.lastName);
      return {
        ...publicView(row, name),
        name,
        score: row.score,
        verifyPath: certificatePagePath(row.id),
      };
    },
  );

  app.get(
    '/certificates/:certificateId',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        params: CertificateParamsSchema,
        response: { 200: PublicCertificateSchema, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('x-robots-tag', NOT_INDEXED);
      const found = await findCertificate(app.db, request.params.certificateId);
      if (!found) throw notFound(UNKNOWN);
      return publicView(found.certificate, fullName(found.firstName, found.lastName));
    },
  );

  app.get(
    '/certificates/:certificateId/pdf',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: { params: CertificateParamsSchema },
    },
    async (request, reply) => {
      void reply.header('x-robots-tag', NOT_INDEXED);
      const found = await findCertificate(app.db, request.params.certificateId);
      if (!found || found.certificate.revokedAt) throw notFound(UNKNOWN);
      const { certificate } = found;
      const pdf = await renderCertificate({
        name: fullName(found.firstName, found.lastName),
        trackName: trackName(certificate.track),
        scoreBand: scoreBand(certificate.score) ?? 'Pass',
        issuedOn: certificate.issuedAt.toLocaleDateString('en-US', {
          year: 'numeric',
          month: 'long',
          day: 'numeric',
          timeZone: 'UTC',
        }),
        certificateId: certificate.id,
        verifyUrl: absoluteUrl(app.config, certificatePagePath(certificate.id)),
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="certificate-${certificate.track}.pdf"`)
        .send(pdf);
    },
  );
};
