import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardSchema } from '@/shared/contracts/dashboard';
import { UserParamsSchema } from '@/shared/contracts/users';
import { paidAndCompleted } from '../../core/learning/learning.queries';
import { errorResponses } from '../../lib/http-errors';
import { loadRoleProfiles } from '../../lib/onet/role-profiles';
import { assertSelf, requireUser } from '../../plugins/session';
import { listApplications } from '../applications';
import { ownCertificates } from '../certificates';
import { courseListFor } from '../courses';
import { exitPlanOf } from '../exit-planner';
import {
  beyondResumeOf,
  buildEvidenceBank,
  findLatestResume,
  latestResumeResponse,
} from '../resumes';

const errors = errorResponses(400, 401, 403);

/**
 * /api/users/{id}/dashboard: the six reads her dashboard makes on arrival, answered together.
 * On a phone each request costs a round trip and the browser opens six connections at most, so
 * seven requests (one of them waiting for another's answer) took two to three round trips; on the
 * embedded database one request also holds the connection once instead of six times.
 */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const profiles = loadRoleProfiles();
  app.get(
    '/:id/dashboard',
    {
      preHandler: requireUser,
      schema: { params: UserParamsSchema, response: { 200: DashboardSchema, ...errors } },
    },
    async (request) => {
      const user = assertSelf(request, request.params.id);
      // Her analysis and her evidence bank both read her resume and count what she proved and
      // said, and what she proved and her course list both count her completed modules: each
      // is read once.
      const access = paidAndCompleted(app.db, user.id);
      const completed = access.then(({ completed: modules }) => modules);
      const beyond = beyondResumeOf(app.db, app.content, user.id, completed);
      const resume = findLatestResume(app.db, user.id);
      const [latestResume, courses, certificates, applications, exitPlan, evidence] =
        await Promise.all([
          latestResumeResponse(app.db, app.content, user.id, profiles, beyond, resume),
          courseListFor(app.db, app.content, user.id, access),
          ownCertificates(app.db, user),
          listApplications(app.db, user.id),
          exitPlanOf(app.db, user.id),
          buildEvidenceBank(app.db, app.content, user, profiles, beyond, resume),
        ]);
      return { latestResume, courses, certificates, applications, exitPlan, evidence };
    },
  );
};
