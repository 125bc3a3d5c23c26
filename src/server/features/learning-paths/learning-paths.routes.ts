import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TRACK_BY_ROLE_NAME } from '@/shared/constants';
import {
  GenerateLearningPathsBodySchema,
  LearningPathsResponseSchema,
} from '@/shared/contracts/learning';
import { loadLearningState } from '../../core/learning/learning-state';
import { errorResponses } from '../../lib/http-errors';
import { loadRoleProfiles } from '../../lib/onet/role-profiles';
import { assertSelf, requireUser } from '../../plugins/session';
import { recommendedOpenings } from '../jobs';
import { roleFitsFor } from '../resumes';
import { buildLearningPaths } from './build-learning-paths';

/** POST /api/generate-learning-paths: one path per suggested role, personalised by the analysis. */
export const learningPathsRoutes: FastifyPluginAsyncZod = async (app) => {
  const profiles = loadRoleProfiles();

  app.post(
    '/generate-learning-paths',
    {
      preHandler: requireUser,
      schema: {
        body: GenerateLearningPathsBodySchema,
        response: { 200: LearningPathsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const user = assertSelf(request, request.body.userId);
      const tracks = [...new Set(request.body.suggestedRoles)].map(
        (role) => TRACK_BY_ROLE_NAME[role].slug,
      );
      const skills = request.body.userSkills.length ? request.body.userSkills : user.skills;
      const [state, fits, rankedJobs] = await Promise.all([
        loadLearningState(app.db, app.content, user.id),
        roleFitsFor(app.db, app.content, user.id, skills, profiles),
        recommendedOpenings(app.db, tracks, user),
      ]);
      return {
        learningPaths: buildLearningPaths({
          tracks,
          content: app.content,
          state,
          fits,
          rankedJobs,
        }),
      };
    },
  );
};
