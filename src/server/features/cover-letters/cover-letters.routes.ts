import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CoverLetterExportQuerySchema,
  CoverLetterParamsSchema,
  CoverLetterSchema,
  CoverLetterStatesSchema,
  CreateCoverLetterSchema,
  UpdateCoverLetterSchema,
} from '@/shared/contracts/cover-letters';
import { conflict, errorResponses, notFound } from '../../lib/http-errors';
import { absoluteUrl } from '../../lib/public-url';
import { assertSelf, requireUser } from '../../plugins/session';
import { UserParamsSchema } from '@/shared/contracts/users';
import { findApplication } from '../applications';
import { coverLetterStates } from './cover-letter-states';
import { deleteCoverLetter, findCoverLetter } from './cover-letters.queries';
import { editCoverLetter } from './edit-cover-letter';
import { flaggedSentences, letterView } from './letter-view';
import {
  letterFileName,
  printedLetter,
  renderLetterDocx,
  renderLetterPdf,
} from './render-cover-letter';
import { writeCoverLetter } from './write-cover-letter';

const errors = errorResponses(400, 401, 403, 404, 409);
const NO_APPLICATION = 'That application was not found. It may have been deleted.';
const NO_LETTER = 'There is no cover letter for this application yet. Build one first.';
const CONTENT_TYPES = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
} as const;

const PATH = '/:id/applications/:applicationId/cover-letter';

/** /api/users/{id}/applications/{applicationId}/cover-letter: her letter for one application. */
export const coverLettersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireUser);

  const herApplication = async (userId: string, applicationId: string) => {
    const application = await findApplication(app.db, userId, applicationId);
    if (!application) throw notFound(NO_APPLICATION);
    return application;
  };

  app.get(
    '/:id/cover-letters',
    { schema: { params: UserParamsSchema, response: { 200: CoverLetterStatesSchema, ...errors } } },
    async (request) => coverLetterStates(app.db, assertSelf(request, request.params.id).id),
  );

  app.post(
    PATH,
    {
      schema: {
        params: CoverLetterParamsSchema,
        body: CreateCoverLetterSchema,
        response: { 200: CoverLetterSchema, ...errors },
      },
    },
    async (request) => {
      const user = assertSelf(request, request.params.id);
      const application = await herApplication(user.id, request.params.applicationId);
      const previous = await findCoverLetter(app.db, user.id, application.id);
      const row = await writeCoverLetter(
        {
          db: app.db,
          content: app.content,
          llm: app.llm,
          absoluteUrl: (p) => absoluteUrl(app.config, p),
        },
        user,
        application,
        {
          length: request.body.length,
          description: request.body.description,
          previousDescription: previous?.pastedDescription ?? null,
        },
      );
      return letterView(row, application);
    },
  );

  app.get(
    PATH,
    { schema: { params: CoverLetterParamsSchema, querystring: CoverLetterExportQuerySchema } },
    async (request, reply) => {
      const user = assertSelf(request, request.params.id);
      const application = await herApplication(user.id, request.params.applicationId);
      const row = await findCoverLetter(app.db, user.id, application.id);
      if (!row) throw notFound(NO_LETTER);
      const { format } = request.query;
      if (!format) return CoverLetterSchema.parse(letterView(row, application));

      const flagged = flaggedSentences(row.paragraphs);
      if (flagged.length > 0) {
        const first = flagged[0]!;
        throw conflict(
          `${flagged.length === 1 ? 'One sentence needs' : `${flagged.length} sentences need`} your attention before this letter can be downloaded. Fix it, or mark the fact as yours: "${first.text}" (${first.flags[0]!.message})`,
          'LETTER_FLAGGED',
        );
      }
      const letter = printedLetter(user, application.company, row.paragraphs);
      const file =
        format === 'docx' ? await renderLetterDocx(letter) : await renderLetterPdf(letter);
      return reply
        .type(CONTENT_TYPES[format])
        .header(
          'content-disposition',
          `attachment; filename="${letterFileName(letter.name, application.company, format)}"`,
        )
        .send(file);
    },
  );

  app.patch(
    PATH,
    {
      schema: {
        params: CoverLetterParamsSchema,
        body: UpdateCoverLetterSchema,
        response: { 200: CoverLetterSchema, ...errors },
      },
    },
    async (request) => {
      const user = assertSelf(request, request.params.id);
      const application = await herApplication(user.id, request.params.applicationId);
      const row = await findCoverLetter(app.db, user.id, application.id);
      if (!row) throw notFound(NO_LETTER);
      return letterView(await editCoverLetter(app.db, row, request.body), application);
    },
  );

  app.delete(
    PATH,
    { schema: { params: CoverLetterParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const user = assertSelf(request, request.params.id);
      await herApplication(user.id, request.params.applicationId);
      if (!(await deleteCoverLetter(app.db, user.id, request.params.applicationId)))
        throw notFound(NO_LETTER);
      return reply.code(204).send(null);
    },
  );
};
