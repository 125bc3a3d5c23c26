import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PASS_MARK_PERCENT, type TrackSlug } from '@/shared/constants';
import {
  AssessmentTypeSchema,
  AttemptResultSchema,
  PublicAssessmentSchema,
  SubmitAttemptBodySchema,
  type AttemptResult,
  type PublicQuestion,
  type ResultRow,
} from '@/shared/contracts/assessments';
import { ApiErrorSchema } from '@/shared/contracts/errors';
import type { AssessmentQuestionContent } from '../../content/content.schemas';
import type { Content } from '../../content/load-content';
import type { Database } from '../../db/client';
import { HttpError, conflict, errorResponses, forbidden, notFound } from '../../lib/http-errors';
import { assertSelf, currentUser, requireUser, signedInUser } from '../../plugins/session';
import {
  insertAttempt,
  latestAttempts,
  type AttemptRow,
} from '../../core/learning/learning.queries';
import { loadLearningState } from '../../core/learning/learning-state';
import { issueCertificate } from '../certificates';
import { attemptHistory, deleteDraw, findDraw, replaceDraw, saveDraw } from './assessments.queries';
import { drawQuestions, questionBank, questionsByIds } from './draw-questions';
import {
  InvalidAnswersError,
  scoreAssessment,
  withheldKey,
  type ScoredRow,
} from './score-assessment';

/** What the browser may see before submitting: never the key, never the explanations. */
function publicQuestion(question: AssessmentQuestionContent): PublicQuestion {
  const base = {
    id: question.id,
    type: question.type,
    question: question.question,
    category: question.category,
  };
  switch (question.type) {
    case 'multiple_choice':
    case 'judgment':
      return { ...base, options: question.options };
    case 'fill_blank':
      return { ...base, expected: question.expected };
    case 'scale':
      return { ...base, min: question.min, max: question.max };
    case 'text':
      return base;
  }
}

const toResult = (content: Content, track: TrackSlug, row: AttemptRow): AttemptResult => {
  const modules = new Map(content.miniCourses[track].modules.map((m) => [m.id, m.title]));
  const taughtBy = new Map(
    questionBank(content.assessments[track]).map((q) => [q.id, q.moduleId] as const),
  );
  const results = (row.results as ScoredRow[]).map((stored): ResultRow => {
    const moduleId = taughtBy.get(stored.questionId);
    const title = moduleId === undefined ? undefined : modules.get(moduleId);
    return {
      ...withheldKey(stored),
      revisit: moduleId !== undefined && title !== undefined ? { moduleId, title } : null,
    };
  });
  const scored = results.filter((r) => r.isCorrect !== null);
  return {
    attemptId: row.id,
    assessmentId: track,
    score: row.score,
    passed: row.passed,
    correctCount: scored.filter((r) => r.isCorrect).length,
    scoredCount: scored.length,
    completedAt: row.createdAt.toISOString(),
    answers: row.answers,
    results,
  };
};

const errors = errorResponses(400, 401, 403, 404, 409);
/** Unknown assessment types, however long, are 404 (spec: 'Assessment Not Found'), not 400. */
const TypeParamsSchema = z.object({ type: z.string() });
const parseType = (value: string): TrackSlug => {
  const parsed = AssessmentTypeSchema.safeParse(value);
  if (!parsed.success) throw notFound('Assessment Not Found');
  return parsed.data;
};

export const assessmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The questions of her next attempt: the stored draw, or a new one stored for the reloads. */
  async function questionsFor(db: Database, userId: string, track: TrackSlug) {
    const assessment = app.content.assessments[track];
    const stored = await findDraw(db, userId, track);
    const kept = stored && questionsByIds(assessment, stored);
    if (kept) return kept;
    const drawn = drawQuestions(assessment, await attemptHistory(db, userId, track));
    const ids = drawn.map((question) => question.id);
    // A draw whose questions left the content is replaced; otherwise another tab's draw wins.
    if (stored) await replaceDraw(db, userId, track, ids);
    else return questionsByIds(assessment, await saveDraw(db, userId, track, ids)) ?? drawn;
    return drawn;
  }

  app.get(
    '/:type',
    {
      schema: {
        params: TypeParamsSchema,
        response: { 200: PublicAssessmentSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const type = parseType(request.params.type);
      const assessment = app.content.assessments[type];
      const user = await currentUser(request);
      const state = user ? (await loadLearningState(app.db, app.content, user.id))[type] : null;
      // Questions are drawn for someone who may take it; everyone else sees the spec's 24.
      const questions =
        user && state?.hasPaid && state.courseComplete
          ? await questionsFor(app.db, user.id, type)
          : assessment.questions;
      return {
        id: type,
        title: assessment.title,
        description: assessment.description,
        emoji: assessment.emoji,
        color: assessment.color,
        timeLimit: assessment.timeLimitMinutes,
        passingScore: PASS_MARK_PERCENT,
        questions: questions.map(publicQuestion),
        status: state?.assessmentStatus ?? null,
      };
    },
  );

  app.post(
    '/:type/attempts',
    {
      preHandler: requireUser,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        params: TypeParamsSchema,
        body: SubmitAttemptBodySchema,
        response: { 200: AttemptResultSchema, ...errors },
      },
    },
    async (request) => {
      const type = parseType(request.params.type);
      const user = assertSelf(request, request.body.userId);
      const state = (await loadLearningState(app.db, app.content, user.id))[type];
      // decisions.md 'Assessment access', enforced here and not only in the browser.
      if (!state.hasPaid || !state.courseComplete) {
        throw forbidden('Complete the course first to unlock the assessment.');
      }
      const questions = await questionsFor(app.db, user.id, type);
      const drawn = new Set(questions.map((question) => question.id));
      const bank = new Set(questionBank(app.content.assessments[type]).map((q) => q.id));
      if (Object.keys(request.body.answers).some((id) => bank.has(id) && !drawn.has(id))) {
        // A tab left open across a retake, or a page from before the draw: not her questions now.
        throw conflict(
          'The questions of this assessment changed since you opened it. Reload the page to see your questions; answers you saved are kept where they still fit.',
          'STALE_QUESTIONS',
        );
      }
      let scored;
      try {
        scored = scoreAssessment(questions, request.body.answers);
      } catch (error) {
        if (error instanceof InvalidAnswersError)
          throw new HttpError(400, error.message, 'INVALID_ANSWERS', { fields: error.fields });
        throw error;
      }
      await deleteDraw(app.db, user.id, type);
      const row = await insertAttempt(app.db, {
        userId: user.id,
        track: type,
        score: scored.score,
        passed: scored.passed,
        answers: request.body.answers,
        results: scored.results,
      });
      // Passing earns (or improves) her verifiable certificate for the track.
      if (scored.passed) {
        await issueCertificate(app.db, {
          userId: user.id,
          track: type,
          score: scored.score,
          attemptId: row.id,
        });
      }
      request.log.info(
        { userId: user.id, type, score: scored.score, clientScore: request.body.score },
        'assessment attempt stored',
      );
      return toResult(app.content, type, row);
    },
  );

  app.get(
    '/:type/attempts/latest',
    {
      preHandler: requireUser,
      schema: {
        params: TypeParamsSchema,
        response: { 200: z.object({ attempt: AttemptResultSchema.nullable() }), ...errors },
      },
    },
    async (request) => {
      const type = parseType(request.params.type);
      const row = (await latestAttempts(app.db, signedInUser(request).id)).get(type);
      return { attempt: row ? toResult(app.content, type, row) : null };
    },
  );
};
