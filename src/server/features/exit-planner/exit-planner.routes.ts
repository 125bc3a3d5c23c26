import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ExitRule } from '@/server/content/exit-rules.schemas';
import {
  ExitPlanInputSchema,
  ExitPlanSchema,
  OfferComparisonParamsSchema,
  OfferComparisonRequestSchema,
  SavedOfferComparisonListSchema,
  SavedOfferComparisonSchema,
} from '@/shared/contracts/exit-planner';
import { UserParamsSchema } from '@/shared/contracts/users';
import { errorResponses, notFound } from '../../lib/http-errors';
import { assertSelf, requireUser } from '../../plugins/session';
import { compareOffer } from './compare-offer';
import {
  deleteOfferComparison,
  findExitPlan,
  insertOfferComparison,
  listOfferComparisons,
  saveExitPlan,
} from './exit-planner.queries';
import { exitPlanOf, readExitPlan, today } from './read-exit-plan';
import { writePlanCalendar } from './write-plan-calendar';

const errors = errorResponses(400, 401, 403, 404);

function savedComparison(row: {
  id: string;
  input: z.output<typeof OfferComparisonRequestSchema>;
  createdAt: Date;
}) {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    input: row.input,
    result: compareOffer(row.input),
  };
}

export interface ExitPlannerRoutesOptions {
  rules: ReadonlyMap<string, ExitRule>;
}

/** /api/users/{id}/exit-plan (her dated plan and its calendar) and her offer comparisons. */
export const exitPlannerRoutes: FastifyPluginAsyncZod<ExitPlannerRoutesOptions> = async (
  app,
  { rules },
) => {
  app.addHook('preHandler', requireUser);

  app.get(
    '/:id/exit-plan',
    {
      schema: { params: UserParamsSchema, response: { 200: ExitPlanSchema.nullable(), ...errors } },
    },
    async (request) => {
      const user = assertSelf(request, request.params.id);
      return exitPlanOf(app.db, user.id, rules);
    },
  );

  app.put(
    '/:id/exit-plan',
    {
      schema: {
        params: UserParamsSchema,
        body: ExitPlanInputSchema,
        response: { 200: ExitPlanSchema, ...errors },
      },
    },
    async (request) => {
      const user = assertSelf(request, request.params.id);
      const row = await saveExitPlan(app.db, user.id, request.body);
      return readExitPlan(row, rules, today());
    },
  );

  app.get(
    '/:id/exit-plan.ics',
    { schema: { params: UserParamsSchema } },
    async (request, reply) => {
      const user = assertSelf(request, request.params.id);
      const row = await findExitPlan(app.db, user.id);
      if (!row) throw notFound('You have not saved an exit plan yet.');
      const plan = readExitPlan(row, rules, today());
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="exit-plan.ics"')
        .send(writePlanCalendar(user.id, plan.timeline));
    },
  );

  app.get(
    '/:id/offer-comparisons',
    {
      schema: {
        params: UserParamsSchema,
        response: { 200: SavedOfferComparisonListSchema, ...errors },
      },
    },
    async (request) => {
      const user = assertSelf(request, request.params.id);
      return (await listOfferComparisons(app.db, user.id)).map(savedComparison);
    },
  );

  app.post(
    '/:id/offer-comparisons',
    {
      schema: {
        params: UserParamsSchema,
        body: OfferComparisonRequestSchema,
        response: { 201: SavedOfferComparisonSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = assertSelf(request, request.params.id);
      const row = await insertOfferComparison(app.db, user.id, request.body);
      return reply.code(201).send(savedComparison(row));
    },
  );

  app.delete(
    '/:id/offer-comparisons/:comparisonId',
    {
      schema: { params: OfferComparisonParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const user = assertSelf(request, request.params.id);
      if (!(await deleteOfferComparison(app.db, user.id, request.params.comparisonId)))
        throw notFound('That comparison was not found. It may have been deleted.');
      return reply.code(204).send(null);
    },
  );
};
