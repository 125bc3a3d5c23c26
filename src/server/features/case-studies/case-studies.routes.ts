import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CaseStudyIdSchema,
  CaseStudyListSchema,
  CaseStudySchema,
  CaseStudyTrackSchema,
  SaveCaseStudyBodySchema,
} from '@/shared/contracts/case-studies';
import { loadLearningState } from '../../core/learning/learning-state';
import { errorResponses, forbidden } from '../../lib/http-errors';
import { currentUser, requireUser, signedInUser } from '../../plugins/session';
import { findResponse, findTrackResponses } from './case-studies.queries';
import { caseStudyListView, caseStudyView, findCase } from './case-study-view';
import { saveCaseStudyAnswers } from './save-case-study-answers';

const errors = errorResponses(400, 401, 403, 404);
const trackParams = z.object({ track: CaseStudyTrackSchema });
const caseParams = z.object({ track: CaseStudyTrackSchema, caseId: CaseStudyIdSchema });

/**
 * GET /api/case-studies/:track (the track's cases), GET /api/case-studies/:track/:caseId (one
 * case) and PUT /api/case-studies/:track/:caseId/response (her answers to it). Every read and
 * write is of the signed-in person's own answers: no route takes a user id.
 */
export const caseStudiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:track',
    { schema: { params: trackParams, response: { 200: CaseStudyListSchema, ...errors } } },
    async (request) => {
      const { track } = request.params;
      const user = await currentUser(request);
      if (!user)
        return caseStudyListView(app.content, track, { signedIn: false, hasPaid: false }, []);
      const [state, responses] = await Promise.all([
        loadLearningState(app.db, app.content, user.id),
        findTrackResponses(app.db, user.id, track),
      ]);
      const hasPaid = state[track].hasPaid;
      return caseStudyListView(
        app.content,
        track,
        { signedIn: true, hasPaid },
        hasPaid ? responses : [],
      );
    },
  );

  app.get(
    '/:track/:caseId',
    { schema: { params: caseParams, response: { 200: CaseStudySchema, ...errors } } },
    async (request) => {
      const { track, caseId } = request.params;
      const study = findCase(app.content, track, caseId);
      const user = await currentUser(request);
      if (!user)
        return caseStudyView(
          app.content,
          track,
          study,
          { signedIn: false, hasPaid: false },
          undefined,
        );
      const [state, response] = await Promise.all([
        loadLearningState(app.db, app.content, user.id),
        findResponse(app.db, user.id, track, caseId),
      ]);
      return caseStudyView(
        app.content,
        track,
        study,
        { signedIn: true, hasPaid: state[track].hasPaid },
        response,
      );
    },
  );

  app.put(
    '/:track/:caseId/response',
    {
      preHandler: requireUser,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        params: caseParams,
        body: SaveCaseStudyBodySchema,
        response: { 200: CaseStudySchema, ...errors },
      },
    },
    async (request) => {
      const { track, caseId } = request.params;
      const user = signedInUser(request);
      findCase(app.content, track, caseId);
      const state = (await loadLearningState(app.db, app.content, user.id))[track];
      if (!state.hasPaid) throw forbidden('Unlock the course to work on its case studies.');
      return saveCaseStudyAnswers(app.db, app.content, {
        userId: user.id,
        track,
        caseId,
        body: request.body,
      });
    },
  );
};
