import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { AssessmentQuestionContent } from '@/server/content/content.schemas';
import type { TrackSlug } from '@/shared/constants';
import { as, type SignedInUser } from './test-app';

/** An administrator grants her a course, as a confirmed payment would. */
export async function grantCourse(
  app: FastifyInstance,
  admin: SignedInUser,
  who: SignedInUser,
  courseId: number,
): Promise<void> {
  const granted = await as(app, admin, {
    method: 'POST',
    url: '/api/admin/grant-course-access',
    payload: { userId: who.user.id, courseId },
  });
  expect(granted.statusCode).toBe(200);
}

/**
 * The right answers to a module's knowledge checks (check id -> option index), read from the
 * content on the server side, as a learner who took the lesson in would answer.
 */
export function rightCheckAnswers(
  app: FastifyInstance,
  track: TrackSlug,
  moduleId: number,
): Record<string, number> {
  const module = app.content.miniCourses[track].modules.find((m) => m.id === moduleId);
  return Object.fromEntries((module?.checks ?? []).map((c) => [c.id, c.correctIndex]));
}

/** She marks modules 1 to `count` of a track's course complete, answering each knowledge check. */
export async function completeModules(
  app: FastifyInstance,
  who: SignedInUser,
  track: TrackSlug,
  count: number,
): Promise<void> {
  for (let id = 1; id <= count; id++) {
    const done = await as(app, who, {
      method: 'POST',
      url: `/api/mini-courses/${track}/modules/${id}/complete`,
      payload: { checkAnswers: rightCheckAnswers(app, track, id) },
    });
    expect(done.statusCode).toBe(200);
  }
}

/** The questions drawn for her next attempt, as the content has them (with their keys). */
export async function drawnQuestions(
  app: FastifyInstance,
  who: SignedInUser,
  track: TrackSlug,
): Promise<AssessmentQuestionContent[]> {
  const content = app.content.assessments[track];
  const bank = new Map(
    [...content.questions, ...content.extraQuestions].map((q) => [q.id, q] as const),
  );
  const drawn = (await as(app, who, { method: 'GET', url: `/api/assessments/${track}` })).json()
    .questions as { id: string }[];
  return drawn.map((q) => bank.get(q.id)!);
}
