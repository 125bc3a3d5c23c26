import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TRACKS } from '@/shared/constants';
import {
  InterviewAnswerInputSchema,
  InterviewAnswerSchema,
  InterviewAnswersQuerySchema,
  InterviewAnswersResponseSchema,
  InterviewProgressSchema,
  InterviewQuestionsQuerySchema,
  InterviewQuestionsResponseSchema,
  StoriesResponseSchema,
  StoryInputSchema,
  StoryDraftsResponseSchema,
  StoryPatchSchema,
  StorySchema,
  UnverifiedFactsErrorSchema,
  UserStoryParamsSchema,
} from '@/shared/contracts/interview';
import { UserParamsSchema } from '@/shared/contracts/users';
import { errorResponses, notFound } from '../../lib/http-errors';
import { assertSelf, requireUser, signedInUser } from '../../plugins/session';
import { answerQuestion, answerView, UNKNOWN_QUESTION } from './answer-question';
import { draftStories } from './draft-stories';
import { attemptCounts, countStories, listAnswers, listStories } from './interview.queries';
import { drawSet, findQuestion, questionView } from './question-bank';
import { suggestStory } from './suggest-story';
import {
  createStory,
  editStory,
  removeStory,
  storiesOf,
  UNKNOWN_STORY,
  type StoryOutcome,
} from './manage-stories';

const errors = errorResponses(400, 401, 403, 404);

/** GET /api/interview/questions: a role's bank, or a practice set of five, as she may see it. */
export const interviewQuestionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireUser);

  app.get(
    '/questions',
    {
      schema: {
        querystring: InterviewQuestionsQuerySchema,
        response: { 200: InterviewQuestionsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const bank = app.content.interviewBanks[request.query.role];
      if (!bank) throw notFound('There are no interview questions for that role yet.');
      const [attempts, stories] = await Promise.all([
        attemptCounts(app.db, user.id),
        listStories(app.db, user.id),
      ]);
      const questions = request.query.set
        ? drawSet(bank.questions, attempts, request.query.set)
        : bank.questions;
      return {
        questions: questions.map((q) => {
          const story = suggestStory(stories, q);
          return {
            ...questionView(q, attempts.get(q.id) ?? 0),
            suggestedStory: story ? { id: story.id, title: story.title } : null,
          };
        }),
      };
    },
  );
};

/** /api/users/{id}/interview-answers and /api/users/{id}/stories: her practice and her stories. */
export const interviewUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireUser);

  app.post(
    '/:id/interview-answers',
    {
      schema: {
        params: UserParamsSchema,
        body: InterviewAnswerInputSchema,
        response: { 201: InterviewAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = assertSelf(request, request.params.id);
      const answer = await answerQuestion(app.db, app.content, app.llm, user, request.body);
      return reply.code(201).send(answer);
    },
  );

  app.get(
    '/:id/interview-answers',
    {
      schema: {
        params: UserParamsSchema,
        querystring: InterviewAnswersQuerySchema,
        response: { 200: InterviewAnswersResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = assertSelf(request, request.params.id);
      const { questionId } = request.query;
      if (questionId && !findQuestion(app.content, questionId)) throw notFound(UNKNOWN_QUESTION);
      const rows = await listAnswers(app.db, user.id, questionId);
      return { answers: rows.map(answerView) };
    },
  );

  app.get(
    '/:id/interview/progress',
    { schema: { params: UserParamsSchema, response: { 200: InterviewProgressSchema, ...errors } } },
    async (request) => {
      const user = assertSelf(request, request.params.id);
      const [attempts, stories] = await Promise.all([
        attemptCounts(app.db, user.id),
        countStories(app.db, user.id),
      ]);
      const roles = TRACKS.flatMap(({ slug }) => {
        const bank = app.content.interviewBanks[slug];
        if (!bank) return [];
        const practised = bank.questions.filter((q) => attempts.has(q.id)).length;
        return [{ role: slug, practised, total: bank.questions.length }];
      });
      const answers = [...attempts.values()].reduce((sum, n) => sum + n, 0);
      return { roles, answers, stories };
    },
  );

  app.get(
    '/:id/stories',
    { schema: { params: UserParamsSchema, response: { 200: StoriesResponseSchema, ...errors } } },
    async (request) => storiesOf(app.db, assertSelf(request, request.params.id).id),
  );

  app.post(
    '/:id/stories/drafts',
    {
      schema: { params: UserParamsSchema, response: { 200: StoryDraftsResponseSchema, ...errors } },
    },
    async (request) => {
      const user = assertSelf(request, request.params.id);
      return { drafts: await draftStories(app.db, app.content, user) };
    },
  );

  const storyErrors = { ...errors, 422: UnverifiedFactsErrorSchema };
  const send = (outcome: StoryOutcome, status: number) =>
    outcome.ok
      ? ({ status, body: outcome.story } as const)
      : ({ status: 422, body: { message: outcome.message, facts: outcome.facts } } as const);

  app.post(
    '/:id/stories',
    {
      schema: {
        params: UserParamsSchema,
        body: StoryInputSchema,
        response: { 201: StorySchema, ...storyErrors },
      },
    },
    async (request, reply) => {
      const user = assertSelf(request, request.params.id);
      const { status, body } = send(
        await createStory(app.db, app.content, user, request.body),
        201,
      );
      return reply.code(status).send(body);
    },
  );

  app.patch(
    '/:id/stories/:storyId',
    {
      schema: {
        params: UserStoryParamsSchema,
        body: StoryPatchSchema,
        response: { 200: StorySchema, ...storyErrors },
      },
    },
    async (request, reply) => {
      const user = assertSelf(request, request.params.id);
      const outcome = await editStory(
        app.db,
        app.content,
        user,
        request.params.storyId,
        request.body,
      );
      const { status, body } = send(outcome, 200);
      return reply.code(status).send(body);
    },
  );

  app.delete(
    '/:id/stories/:storyId',
    { schema: { params: UserStoryParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const user = assertSelf(request, request.params.id);
      if (!(await removeStory(app.db, user.id, request.params.storyId)))
        throw notFound(UNKNOWN_STORY);
      return reply.code(204).send(null);
    },
  );
};
