import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TrackSlug } from '@/shared/constants';
import {
  CaseStudySchema,
  CaseStudyTrackSchema,
  SaveCaseStudyBodySchema,
  type CaseStudy,
} from '@/shared/contracts/case-studies';
import type { Content } from '../../content/load-content';
import { loadLearningState } from '../../core/learning/learning-state';
import { HttpError, errorResponses, forbidden } from '../../lib/http-errors';
import { currentUser, requireUser, signedInUser } from '../../plugins/session';
import { scoreRubric } from '../../core/feedback';
import { findResponse, saveResponse, type CaseStudyResponseRow } from './case-studies.queries';

const errors = errorResponses(400, 401, 403, 404);
const params = z.object({ track: CaseStudyTrackSchema });

/**
 * A track's case study as she may see it: the outline to anyone; the scenario and questions once
 * the course is hers; the model answers and takeaways once she has submitted her own.
 */
function caseStudyView(
  content: Content,
  track: TrackSlug,
  access: { signedIn: boolean; hasPaid: boolean },
  response: CaseStudyResponseRow | undefined,
  previousAnswers: Readonly<Record<string, string>> | null = null,
): CaseStudy {
  const study = content.caseStudies[track];
  const modules = content.miniCourses[track].modules;
  const outline = {
    track,
    title: study.title,
    summary: study.summary,
    role: study.role,
    modules: study.moduleIds.map((id) => ({
      id,
      title: modules.find((module) => module.id === id)?.title ?? `Module ${id}`,
    })),
    signedIn: access.signedIn,
    submittedAt: response?.submittedAt?.toISOString() ?? null,
  };
  if (!access.hasPaid) return { ...outline, locked: true };
  const submitted = Boolean(response?.submittedAt);
  return {
    ...outline,
    locked: false,
    scenario: study.scenario,
    questions: study.questions.map((question) => {
      const answer = response?.answers[question.id] ?? null;
      return {
        id: question.id,
        prompt: question.prompt,
        answer,
        ...(submitted ? { modelAnswer: question.modelAnswer } : {}),
        // Checked from her saved answer each time, so coming back shows the same feedback.
        ...(submitted && answer !== null
          ? {
              feedback: scoreRubric(
                question.criteria,
                answer,
                previousAnswers?.[question.id] ?? null,
              ),
            }
          : {}),
      };
    }),
    ...(submitted ? { takeaways: study.takeaways } : {}),
  };
}

/** GET /api/case-studies/:track and PUT /api/case-studies/:track/response. */
export const caseStudiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:track',
    { schema: { params, response: { 200: CaseStudySchema, ...errors } } },
    async (request) => {
      const { track } = request.params;
      const user = await currentUser(request);
      if (!user)
        return caseStudyView(app.content, track, { signedIn: false, hasPaid: false }, undefined);
      const [state, response] = await Promise.all([
        loadLearningState(app.db, app.content, user.id),
        findResponse(app.db, user.id, track),
      ]);
      return caseStudyView(
        app.content,
        track,
        { signedIn: true, hasPaid: state[track].hasPaid },
        response,
      );
    },
  );

  app.put(
    '/:track/response',
    {
      preHandler: requireUser,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        params,
        body: SaveCaseStudyBodySchema,
        response: { 200: CaseStudySchema, ...errors },
      },
    },
    async (request) => {
      const { track } = request.params;
      const user = signedInUser(request);
      const state = (await loadLearningState(app.db, app.content, user.id))[track];
      if (!state.hasPaid) throw forbidden('Unlock the course to work on its case study.');
      const study = app.content.caseStudies[track];
      const known = new Set(study.questions.map((question) => question.id));
      const fields: Record<string, string> = {};
      for (const id of Object.keys(request.body.answers))
        if (!known.has(id))
          fields[`answers.${id}`] = `Question ${id} is not part of this case study`;
      if (request.body.submit)
        for (const question of study.questions)
          if (!request.body.answers[question.id])
            fields[`answers.${question.id}`] = 'Write an answer to this question before you submit';
      if (Object.keys(fields).length > 0) {
        const [first] = Object.values(fields);
        throw new HttpError(400, first!, 'INVALID_ANSWERS', { fields });
      }
      const answers = Object.fromEntries(
        Object.entries(request.body.answers).filter(([, text]) => text.length > 0),
      );
      // Her answers as she last submitted or edited them after submitting: a new attempt says
      // which checks she has newly met against them.
      const before = await findResponse(app.db, user.id, track);
      const previousAnswers = before?.submittedAt ? before.answers : null;
      const row = await saveResponse(app.db, {
        userId: user.id,
        track,
        answers,
        submit: request.body.submit,
      });
      return caseStudyView(
        app.content,
        track,
        { signedIn: true, hasPaid: true },
        row,
        previousAnswers,
      );
    },
  );
};
