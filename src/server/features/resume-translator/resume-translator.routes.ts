import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TRACK_BY_ROLE_NAME, TRACK_BY_SLUG } from '@/shared/constants';
import {
  CreateTranslationSchema,
  ResumeTranslationSchema,
  TranslationExportQuerySchema,
  TranslationItemParamsSchema,
  TranslationItemResponseSchema,
  TranslationListSchema,
  TranslationParamsSchema,
  UpdateTranslationItemSchema,
} from '@/shared/contracts/resume-translator';
import { UserParamsSchema } from '@/shared/contracts/users';
import { loadTranslatorVocabularies } from '../../content/translator-vocabulary';
import { conflict, errorResponses, notFound } from '../../lib/http-errors';
import { assertSelf, requireUser } from '../../plugins/session';
import { latestResumeText } from '../../core/resume-model';
import { exportFileName, renderDocx, renderPdf, tailoredResume } from './render-tailored-resume';
import { findTranslation, listTranslations } from './resume-translations.queries';
import { reviewTranslationItem } from './review-translation-item';
import { translateResume } from './translate-resume';
import { isStale, progressOf, toResponse, withoutDisowned } from './translation-view';

const errors = errorResponses(400, 401, 403, 404, 409);
const NO_RESUME =
  'Upload your resume first: the translator rewrites the lines of your latest resume for the role you choose.';
const NOT_BUILT = (role: string) =>
  `You have no ${role} translation yet. Choose the role to translate your resume for it.`;
const NO_ITEM =
  'That item is not in this translation. Your resume or your summary may have changed: reload the page.';

const CONTENT_TYPES = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
} as const;

/**
 * /api/users/{id}/resume-translations: her latest resume rewritten for one role, line by line,
 * with her decisions, and the tailored resume as DOCX or PDF.
 */
export const resumeTranslatorRoutes: FastifyPluginAsyncZod = async (app) => {
  // A broken vocabulary file stops the boot here, not at her first request.
  const vocabularies = loadTranslatorVocabularies();
  /** Her statements "I have not done this", as a test of a skill label. */
  const disowned = (userId: string) => app.disownedSkillTest(userId);
  app.addHook('preHandler', requireUser);

  app.get(
    '/:id/resume-translations',
    { schema: { params: UserParamsSchema, response: { 200: TranslationListSchema, ...errors } } },
    async (request) => {
      const user = assertSelf(request, request.params.id);
      const [rows, resume, hidden] = await Promise.all([
        listTranslations(app.db, user.id),
        latestResumeText(app.db, user.id),
        disowned(user.id),
      ]);
      return {
        hasResume: resume !== null && resume !== undefined,
        translations: rows.map((row) => ({
          role: TRACK_BY_SLUG[row.track].roleName,
          roleType: row.track,
          stale: isStale(row, resume),
          progress: progressOf(withoutDisowned(row, hidden).items),
          updatedAt: row.updatedAt.toISOString(),
        })),
      };
    },
  );

  app.post(
    '/:id/resume-translations',
    {
      config: { rateLimit: { max: app.config.uploadRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        params: UserParamsSchema,
        body: CreateTranslationSchema,
        response: { 200: ResumeTranslationSchema, 201: ResumeTranslationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = assertSelf(request, request.params.id);
      const resume = await latestResumeText(app.db, user.id);
      if (!resume) throw conflict(NO_RESUME, 'RESUME_REQUIRED');
      const track = TRACK_BY_ROLE_NAME[request.body.role].slug;
      const started = performance.now();
      const { row, created } = await translateResume(
        { db: app.db, log: request.log, llm: app.llm },
        user.id,
        track,
        resume,
      );
      request.log.info(
        { track, items: row.items.length, ms: Math.round(performance.now() - started) },
        'resume translated',
      );
      const hidden = await disowned(user.id);
      return reply.code(created ? 201 : 200).send(toResponse(withoutDisowned(row, hidden), resume));
    },
  );

  app.get(
    '/:id/resume-translations/:roleType',
    {
      schema: {
        params: TranslationParamsSchema,
        response: { 200: ResumeTranslationSchema, ...errors },
      },
    },
    async (request) => {
      const user = assertSelf(request, request.params.id);
      const track = request.params.roleType;
      const [row, resume, hidden] = await Promise.all([
        findTranslation(app.db, user.id, track),
        latestResumeText(app.db, user.id),
        disowned(user.id),
      ]);
      if (!row) throw notFound(NOT_BUILT(TRACK_BY_SLUG[track].roleName));
      return toResponse(withoutDisowned(row, hidden), resume);
    },
  );

  app.patch(
    '/:id/resume-translations/:roleType/items/:itemId',
    {
      schema: {
        params: TranslationItemParamsSchema,
        body: UpdateTranslationItemSchema,
        response: {
          200: TranslationItemResponseSchema,
          ...errorResponses(400, 401, 403, 404, 422),
        },
      },
    },
    async (request) => {
      const user = assertSelf(request, request.params.id);
      const { roleType: track, itemId } = request.params;
      // Her own wording is checked against the resume she has now.
      const resume =
        typeof request.body.text === 'string' ? await latestResumeText(app.db, user.id) : null;
      const result = await reviewTranslationItem(
        app.db,
        vocabularies[track],
        { userId: user.id, track, itemId },
        request.body,
        resume?.text ?? null,
      );
      if (result === 'no-translation') throw notFound(NOT_BUILT(TRACK_BY_SLUG[track].roleName));
      if (result === 'no-item') throw notFound(NO_ITEM);
      return result;
    },
  );

  app.get(
    '/:id/resume-translations/:roleType/export',
    { schema: { params: TranslationParamsSchema, querystring: TranslationExportQuerySchema } },
    async (request, reply) => {
      const user = assertSelf(request, request.params.id);
      const track = request.params.roleType;
      const { format } = request.query;
      const [row, hidden] = await Promise.all([
        findTranslation(app.db, user.id, track),
        disowned(user.id),
      ]);
      if (!row) throw notFound(NOT_BUILT(TRACK_BY_SLUG[track].roleName));
      const resume = tailoredResume(withoutDisowned(row, hidden));
      const title = `${resume.name ?? 'Resume'}: ${TRACK_BY_SLUG[track].roleName}`;
      const started = performance.now();
      const file =
        format === 'docx' ? await renderDocx(resume, title) : await renderPdf(resume, title);
      request.log.info(
        { track, format, bytes: file.length, ms: Math.round(performance.now() - started) },
        'tailored resume exported',
      );
      const name = exportFileName(row.layout.name, track, format);
      return reply
        .type(CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(file);
    },
  );
};
