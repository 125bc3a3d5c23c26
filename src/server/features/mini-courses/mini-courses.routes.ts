import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TrackSlug } from '@/shared/constants';
import {
  CheckBookExerciseBodySchema,
  CheckBookExerciseResponseSchema,
  CompleteModuleBodySchema,
  GradeChecksBodySchema,
  GradeChecksResponseSchema,
  MiniCourseIdSchema,
  MiniCourseSchema,
} from '@/shared/contracts/mini-courses';
import { RubricFeedbackSchema } from '@/shared/contracts/rubric-feedback';
import { scoreRubric } from '../../core/feedback';
import { HttpError, conflict, errorResponses, notFound } from '../../lib/http-errors';
import { currentUser, requireUser, signedInUser } from '../../plugins/session';
import { loadLearningState } from '../../core/learning/learning-state';
import { checkBookExercise } from './check-book-exercise';
import { moduleView } from './course-view';
import { gradeModuleChecks, wrongCheckFields } from './grade-module-checks';
import {
  completeModuleWithResponse,
  practiceResponse,
  practiceResponses,
} from './mini-courses.queries';
import { LOCK_MESSAGES, lockReason } from './module-locks';

const errors = errorResponses(400, 401, 403, 404, 409);

const moduleParams = z.object({
  courseId: MiniCourseIdSchema,
  moduleId: z.coerce.number().int().min(1).max(50),
});

const CHECKS_NOT_PASSED =
  'Answer every question in the knowledge check correctly to complete this module';
export const miniCoursesRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * The track and its modules; a locked module's lesson, video and task never leave the server, and
   * practice responses are read for the signed-in caller only.
   */
  app.get(
    '/:courseId',
    {
      schema: {
        params: z.object({ courseId: MiniCourseIdSchema }),
        response: { 200: MiniCourseSchema, ...errors },
      },
    },
    async (request) => {
      const slug = request.params.courseId;
      const course = app.content.miniCourses[slug];
      const catalogue = app.content.courseBySlug[slug];
      const user = await currentUser(request);
      const state = user
        ? (await loadLearningState(app.db, app.content, user.id))[slug]
        : { hasPaid: false, completedModules: [] as number[] };
      const responses = user
        ? await practiceResponses(app.db, user.id, slug)
        : new Map<number, string>();
      const exerciseOf = (moduleId: number) =>
        app.content.bookExercises.find((e) => e.track === slug && e.moduleId === moduleId);
      const modules = course.modules.map((module) =>
        moduleView(module, state, responses, exerciseOf(module.id)),
      );
      return {
        id: slug,
        courseId: catalogue.id,
        track: course.track,
        tagline: course.tagline,
        emoji: course.emoji,
        color: course.color,
        price: catalogue.price,
        hasPaid: state.hasPaid,
        signedIn: user !== null,
        completedCount: state.completedModules.length,
        modules,
      };
    },
  );

  /**
   * "Check my answers" (walkthrough m6): right or wrong per question, with the explanation of the
   * option she chose, never the key. Anyone who may read the module may check it (module 1 is a
   * free preview, signed in or not); retrying at once is fine, as this is practice, not the
   * assessment.
   */
  app.post(
    '/:courseId/modules/:moduleId/checks',
    {
      schema: {
        params: moduleParams,
        body: GradeChecksBodySchema,
        response: { 200: GradeChecksResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { courseId: slug, moduleId } = request.params;
      const module = app.content.miniCourses[slug].modules.find((m) => m.id === moduleId);
      if (!module) throw notFound('Module Not Found');
      const user = await currentUser(request);
      const state = user
        ? (await loadLearningState(app.db, app.content, user.id))[slug]
        : { hasPaid: false, completedModules: [] as number[] };
      const reason = lockReason(moduleId, state);
      if (reason === 'payment') throw new HttpError(403, LOCK_MESSAGES.payment, 'MODULE_LOCKED');
      if (reason === 'sequence') throw conflict(LOCK_MESSAGES.sequence, 'MODULE_OUT_OF_ORDER');
      return gradeModuleChecks(module.checks, request.body.checkAnswers);
    },
  );

  /** The module's spreadsheet exercise, for whoever may read the module (as its checks). */
  async function readableExercise(
    request: FastifyRequest,
    params: { courseId: TrackSlug; moduleId: number },
  ) {
    const { courseId: slug, moduleId } = params;
    const exercise = app.content.bookExercises.find(
      (e) => e.track === slug && e.moduleId === moduleId,
    );
    if (!exercise) throw notFound('This module has no spreadsheet exercise');
    const user = await currentUser(request);
    const state = user
      ? (await loadLearningState(app.db, app.content, user.id))[slug]
      : { hasPaid: false, completedModules: [] as number[] };
    const reason = lockReason(moduleId, state);
    if (reason === 'payment') throw new HttpError(403, LOCK_MESSAGES.payment, 'MODULE_LOCKED');
    if (reason === 'sequence') throw conflict(LOCK_MESSAGES.sequence, 'MODULE_OUT_OF_ORDER');
    return exercise;
  }

  /** The exercise's CSV, as a file to open in a spreadsheet (issue 32). */
  app.get(
    '/:courseId/modules/:moduleId/exercise.csv',
    { schema: { params: moduleParams, response: { 200: z.string(), ...errors } } },
    async (request, reply) => {
      const exercise = await readableExercise(request, request.params);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exercise.downloadName}"`)
        .send(exercise.csvText);
    },
  );

  /** Her health scores, GRR and NRR, checked against the answers computed from the CSV. */
  app.post(
    '/:courseId/modules/:moduleId/exercise/check',
    {
      schema: {
        params: moduleParams,
        body: CheckBookExerciseBodySchema,
        response: { 200: CheckBookExerciseResponseSchema, ...errors },
      },
    },
    async (request) =>
      checkBookExercise(await readableExercise(request, request.params), request.body),
  );

  app.post(
    '/:courseId/modules/:moduleId/complete',
    {
      preHandler: requireUser,
      schema: {
        params: moduleParams,
        body: CompleteModuleBodySchema,
        response: {
          200: z.object({
            completed: z.literal(true),
            completedCount: z.number().int(),
            courseComplete: z.boolean(),
            /** Her response against the task's leveled rubric; null when she sent none. */
            feedback: RubricFeedbackSchema.nullable(),
          }),
          ...errors,
          ...errorResponses(422),
        },
      },
    },
    async (request) => {
      const { courseId: slug, moduleId } = request.params;
      const course = app.content.miniCourses[slug];
      const module = course.modules.find((m) => m.id === moduleId);
      if (!module) throw notFound('Module Not Found');
      const user = signedInUser(request);
      const state = (await loadLearningState(app.db, app.content, user.id))[slug];
      const reason = lockReason(moduleId, state);
      if (reason === 'payment') throw new HttpError(403, LOCK_MESSAGES.payment, 'MODULE_LOCKED');
      if (reason === 'sequence') throw conflict(LOCK_MESSAGES.sequence, 'MODULE_OUT_OF_ORDER');
      // Walkthrough m6: complete means she answered the module's knowledge check right. Once it
      // is complete, saving a new practice response does not ask for the check again.
      const graded = state.completedModules.includes(moduleId)
        ? { passed: true, results: [] }
        : gradeModuleChecks(module.checks, request.body?.checkAnswers ?? {});
      if (!graded.passed) {
        throw new HttpError(422, CHECKS_NOT_PASSED, 'CHECKS_NOT_PASSED', {
          fields: wrongCheckFields(graded.results),
        });
      }
      const response = request.body?.response || null;
      // Read before it is replaced: a second attempt says which checks she has newly met.
      const previous = response ? await practiceResponse(app.db, user.id, slug, moduleId) : null;
      await completeModuleWithResponse(app.db, {
        userId: user.id,
        track: slug,
        moduleId,
        response,
      });
      const done = new Set([...state.completedModules, moduleId]);
      return {
        completed: true as const,
        completedCount: done.size,
        courseComplete: done.size === course.modules.length,
        feedback: response ? scoreRubric(module.task.criteria, response, previous) : null,
      };
    },
  );
};
