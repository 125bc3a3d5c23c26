import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EvidenceBankSchema,
  StateVerdictSchema,
  VerdictParamsSchema,
} from '@/shared/contracts/evidence';
import { UserParamsSchema } from '@/shared/contracts/users';
import { errorResponses, notFound } from '../../../lib/http-errors';
import { loadRoleProfiles } from '../../../lib/onet/role-profiles';
import { assertSelf, requireUser } from '../../../plugins/session';
import { COMPETENCY_IDS } from '../analysis/competencies';
import { buildEvidenceBank } from './build-evidence-bank';
import { deleteStatement, upsertStatement } from './evidence-statements.queries';

const errors = errorResponses(400, 401, 403, 404);
const UNKNOWN_SKILL = 'We do not judge that skill: reload the page to see the skills we do.';

/**
 * /api/users/{id}/evidence: her evidence bank, and what she says when a verdict on one of her
 * skills is wrong ("I have done this: here is where", or "I have not done this").
 */
export const evidenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const profiles = loadRoleProfiles();
  app.addHook('preHandler', requireUser);

  app.get(
    '/:id/evidence',
    { schema: { params: UserParamsSchema, response: { 200: EvidenceBankSchema, ...errors } } },
    async (request) => {
      const user = assertSelf(request, request.params.id);
      return buildEvidenceBank(app.db, app.content, user, profiles);
    },
  );

  app.put(
    '/:id/evidence/verdicts/:competencyId',
    {
      schema: {
        params: VerdictParamsSchema,
        body: StateVerdictSchema,
        response: { 200: EvidenceBankSchema, ...errors },
      },
    },
    async (request) => {
      const user = assertSelf(request, request.params.id);
      if (!COMPETENCY_IDS.has(request.params.competencyId)) throw notFound(UNKNOWN_SKILL);
      await upsertStatement(app.db, user.id, request.params.competencyId, request.body);
      return buildEvidenceBank(app.db, app.content, user, profiles);
    },
  );

  app.delete(
    '/:id/evidence/verdicts/:competencyId',
    {
      schema: { params: VerdictParamsSchema, response: { 200: EvidenceBankSchema, ...errors } },
    },
    async (request) => {
      const user = assertSelf(request, request.params.id);
      if (!(await deleteStatement(app.db, user.id, request.params.competencyId)))
        throw notFound('You have not said anything about that skill.');
      return buildEvidenceBank(app.db, app.content, user, profiles);
    },
  );
};
